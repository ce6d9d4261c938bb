package loadshare.node.live;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import loadshare.protocol.Job;

/**
 * A workstation's own record of its jobs, on its disk, where the node's next incarnation finds it after the process
 * was killed (the model's home keeps its queue on disk: a failure loses the jobs' work, not the knowledge of them).
 * It says how many jobs arrived at this home, where each of its jobs that is away went, which jobs this node recorded
 * as completed, and how far its completions reached the run's record. From it a restarted node ({@link Recovered})
 * numbers its next job after the last, resubmits its own jobs that were here when it died, follows again those that
 * are away, and records again the completions that had not reached the run's record.
 *
 * <p>Where a run measures the work lost with its nodes ({@link LostWork}), it also says when each job got a CPU
 * here and with how much work; the launcher that killed the node adds the model time of the kill
 * ({@link #killed}); the next incarnation turns the attempts that were running then into lost work, and writes the
 * node's lost work so far ({@link #lost}).
 *
 * <p>Where a run replays failures, it also says how far the node had got in model time ({@link #took}: the last input
 * it took in, and when its next was due), so that the launcher, which knows when it killed the node, knows how far
 * behind (or ahead of) the kill's time the node was then ({@link Progress#lagAt}).
 *
 * <p>Each entry is one write to the file, which outlives the process that made it (it is in the operating system's
 * hands as soon as the call returns); an entry cut short by the kill is ignored on reading.
 */
final class HomeJournal implements AutoCloseable {

    private static final byte ARRIVED = 1;
    private static final byte AWAY = 2;
    private static final byte BACK = 3;
    private static final byte DONE = 4;
    private static final byte FLUSHED = 5;
    private static final byte STARTED = 6;
    private static final byte KILLED = 7;
    private static final byte LOST = 8;
    private static final byte TOOK = 9;

    /**
     * A journal that keeps nothing (a node whose runtime has no disk of its own: the tests' in-process nodes); it
     * touches no state, so any number of nodes share it.
     */
    static final HomeJournal NONE = new HomeJournal(null, null);

    private final FileChannel file;
    private final Path path;
    private final ByteBuffer entry = ByteBuffer.allocate(64);

    private HomeJournal(FileChannel file, Path path) {
        this.file = file;
        this.path = path;
    }

    /** The journal file of node {@code index} in {@code dir}. */
    static Path file(Path dir, int index) {
        return dir.resolve(".home-" + index + ".journal");
    }

    /** A new, empty journal at {@code path} (one left there by an earlier run is replaced). */
    static HomeJournal create(Path path) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        return new HomeJournal(FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING), path);
    }

    /** The journal at {@code path}, read, and open for this incarnation to go on writing. */
    static Reopened reopen(Path path) throws IOException {
        Recovered recovered = read(Files.readAllBytes(path));
        FileChannel file = FileChannel.open(path, StandardOpenOption.WRITE);
        file.truncate(recovered.length);     // an entry cut short by the kill goes
        file.position(recovered.length);
        return new Reopened(new HomeJournal(file, path), recovered);
    }

    /** A journal reopened, and what it held. */
    record Reopened(HomeJournal journal, Recovered recovered) {
    }

    /** This home's job {@code id} arrived (its ids are numbered in the order of arrival). */
    void arrived(long id) {
        if (file == null) {
            return;
        }
        write(ARRIVED).putLong(id);
        commit();
    }

    /**
     * This home's job {@code id} is now at participant {@code at}, whose actor there has the unique id
     * {@code incarnation} (a node restarted since has another: the job is not there any more), where the hop stamped
     * {@code hop} took it.
     */
    void away(long id, int at, long incarnation, long hop) {
        if (file == null) {
            return;
        }
        write(AWAY).putLong(id).putInt(at).putLong(incarnation).putLong(hop);
        commit();
    }

    /** This home's job {@code id} is no longer away: it is back here. */
    void back(long id) {
        if (file == null) {
            return;
        }
        write(BACK).putLong(id);
        commit();
    }

    /** This node recorded {@code done} (its own job's or another home's, run here or reported to it as home). */
    void completed(ResultsCollector.JobDone done) {
        if (file == null) {
            return;
        }
        Job job = done.job();
        write(DONE).putLong(job.id()).putInt(job.home()).putDouble(job.arrivalTime()).putDouble(job.demand())
                .putInt(job.transfers()).putDouble(done.finishedAt()).putInt(done.node());
        commit();
    }

    /** The completions recorded so far were written to the run's record, up to batch {@code nextBatch}. */
    void flushed(long nextBatch) {
        if (file == null) {
            return;
        }
        write(FLUSHED).putLong(nextBatch);
        commit();
    }

    /**
     * {@code job} got a CPU here at model time {@code at}, with {@code job.demand()} of work to do (journaled only
     * where the run measures lost work: {@link LostWork}).
     */
    void started(Job job, double at) {
        if (file == null) {
            return;
        }
        write(STARTED).putLong(job.id()).putDouble(at).putDouble(job.demand());
        commit();
    }

    /**
     * The node has taken in its inputs up to model time {@code lastInput}, and its next timed input falls due at
     * {@code nextDue} (infinite: none is pending). Written after each input where the run replays failures: the
     * launcher reads the last one when it kills the node ({@link #killed}).
     */
    void took(double lastInput, double nextDue) {
        if (file == null) {
            return;
        }
        write(TOOK).putDouble(lastInput).putDouble(nextDue);
        commit();
    }

    /**
     * The next incarnation counted the attempts that were running when its predecessor was killed: the work lost with
     * this node so far is {@code lostWork} (CPU seconds on a CPU of speed 1). The attempts and the kill are settled.
     */
    void lost(double lostWork) {
        if (file == null) {
            return;
        }
        write(LOST).putDouble(lostWork);
        commit();
    }

    /**
     * The launcher killed the node whose journal is at {@code path} at model time {@code at} (the process is dead:
     * nothing else writes the file): appended after the last whole entry, an entry cut short by the kill dropped. A
     * node that had not made its journal yet has nothing to lose: no file, nothing written.
     *
     * @return how far the node had got when it died, as its last {@link #took} says ({@link Progress#UNKNOWN} if its
     *         journal says nothing of this life: none, or a node killed again before it began)
     */
    static Progress killed(Path path, double at) throws IOException {
        if (!Files.isRegularFile(path)) {
            return Progress.UNKNOWN;
        }
        Recovered was = read(Files.readAllBytes(path));
        long whole = was.length();
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.WRITE)) {
            channel.truncate(whole);
            channel.position(whole);
            ByteBuffer entry = ByteBuffer.allocate(9).put(KILLED).putDouble(at);
            entry.flip();
            while (entry.hasRemaining()) {
                channel.write(entry);
            }
        }
        return was.progress();
    }

    private ByteBuffer write(byte kind) {
        entry.clear();
        return entry.put(kind);
    }

    private void commit() {
        entry.flip();
        try {
            while (entry.hasRemaining()) {
                file.write(entry);
            }
        } catch (java.nio.channels.ClosedChannelException e) {
            // the node is stopping: nothing it does now outlives the run
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the node's journal " + path + ": " + e.getMessage(), e);
        }
    }

    /** Closes the journal and, if the run is over, removes it: no incarnation will need it. */
    void close(boolean remove) {
        close();
        if (remove && path != null) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                // a hidden file of a finished run: harmless
            }
        }
    }

    @Override
    public void close() {
        if (file != null) {
            try {
                file.close();
            } catch (IOException e) {
                // nothing was pending: every entry was written when it was made
            }
        }
    }

    /**
     * What a journal held.
     *
     * @param arrived    how many jobs arrived at this home: its next job's sequence
     * @param away       this home's jobs away, by id, and where each was last sent
     * @param completed  the ids this node recorded as completed
     * @param recorded   every completion the node recorded: a flush is sent, not known to be written to a majority
     *                   (a node killed a moment after it may have taken the write with it), so a restarted node
     *                   records them all again; the collector counts a completion recorded twice once
     * @param nextBatch  the batch the next flush writes
     * @param running    the attempts running here when the node was killed (started, not completed here), oldest
     *                   first; none unless the run measures lost work
     * @param killedAt   the model time the launcher killed the node, as it wrote it; NaN if it did not (or the kill
     *                   was settled already)
     * @param lostWork   the work lost with this node by its earlier deaths, as its incarnations counted it
     * @param progress   how far the node had got since it was last killed (or began), as its last {@link #took} says
     * @param length     the bytes of whole entries
     */
    record Recovered(long arrived, Map<Long, Placement> away, Set<Long> completed,
                     List<ResultsCollector.JobDone> recorded, long nextBatch, List<Attempt> running, double killedAt,
                     double lostWork, Progress progress, long length) {

        /** Whether this home's job {@code id} is still to run: not completed, and not away. */
        boolean atHome(long id) {
            return !completed.contains(id) && !away.containsKey(id);
        }
    }

    /**
     * Where a job away was last sent: participant {@code node}, its actor's unique id then {@code incarnation}, in the
     * hop stamped {@code hop}.
     */
    record Placement(int node, long incarnation, long hop) {
    }

    /** A job that got a CPU here at model time {@code start} with {@code work} to do (CPU seconds at speed 1). */
    record Attempt(long job, double start, double work) {
    }

    /**
     * How far a node had got in model time: it had taken in every timed input up to {@code lastInput}, and the next
     * was due at {@code nextDue} (infinite: none was pending). Its state is the simulated twin's at any model time in
     * [{@code lastInput}, {@code nextDue}): the same inputs taken in, none more.
     */
    record Progress(double lastInput, double nextDue) {

        /** Nothing written since the node began or was last killed. */
        static final Progress UNKNOWN = new Progress(Double.NaN, Double.NaN);

        /**
         * How far behind a kill at model time {@code killedAt} the node was: {@code killedAt - nextDue} if an input due
         * by then was still waiting (its timer late, the JVM starved), negative ({@code killedAt - lastInput}) if it had
         * taken in an input due after it, 0 if it had taken in exactly the inputs due by then; NaN if not known. A kill
         * at the very time an input fell due counts as a lag of 0 (the twin takes that input in after the failure).
         */
        double lagAt(double killedAt) {
            if (Double.isNaN(lastInput) || Double.isNaN(killedAt)) {
                return Double.NaN;
            }
            if (nextDue < killedAt) {
                return killedAt - nextDue;
            }
            return lastInput > killedAt ? killedAt - lastInput : 0;
        }
    }

    /** Reads a journal's entries in order; an entry cut short at the end is left out. */
    static Recovered read(byte[] bytes) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        long arrived = 0;
        Map<Long, Placement> away = new HashMap<>();
        Set<Long> completed = new HashSet<>();
        List<ResultsCollector.JobDone> recorded = new ArrayList<>();
        long nextBatch = 0;
        Map<Long, Attempt> running = new LinkedHashMap<>();
        double killedAt = Double.NaN;
        double lostWork = 0;
        Progress progress = Progress.UNKNOWN;
        long length = 0;
        while (in.hasRemaining()) {
            byte kind = in.get();
            int size = switch (kind) {
                case ARRIVED, BACK, FLUSHED, KILLED, LOST -> 8;
                case TOOK -> 16;
                case STARTED -> 24;
                case AWAY -> 28;
                case DONE -> 44;
                default -> throw new IllegalArgumentException("not a node's journal: entry of kind " + kind + " at byte "
                        + (in.position() - 1));
            };
            if (in.remaining() < size) {
                break;
            }
            switch (kind) {
                case ARRIVED -> arrived = Math.max(arrived, WorkstationActor.sequenceOf(in.getLong()) + 1);
                case AWAY -> away.put(in.getLong(), new Placement(in.getInt(), in.getLong(), in.getLong()));
                case BACK -> away.remove(in.getLong());
                case DONE -> {
                    Job job = new Job(in.getLong(), in.getInt(), in.getDouble(), in.getDouble(), in.getInt());
                    ResultsCollector.JobDone done = new ResultsCollector.JobDone(job, in.getDouble(), in.getInt());
                    completed.add(job.id());
                    away.remove(job.id());
                    recorded.add(done);
                    running.remove(job.id());
                }
                case STARTED -> {
                    Attempt a = new Attempt(in.getLong(), in.getDouble(), in.getDouble());
                    running.put(a.job(), a);
                }
                case KILLED -> {
                    double at = in.getDouble();
                    if (Double.isNaN(killedAt)) {       // killed again before it began: its jobs were lost the first time
                        killedAt = at;
                    }
                    progress = Progress.UNKNOWN;        // the next life says its own
                }
                case TOOK -> progress = new Progress(in.getDouble(), in.getDouble());
                case LOST -> {
                    lostWork = in.getDouble();
                    running.clear();
                    killedAt = Double.NaN;
                }
                default -> nextBatch = in.getLong();    // FLUSHED
            }
            length = in.position();
        }
        return new Recovered(arrived, Map.copyOf(away), Set.copyOf(completed), List.copyOf(recorded), nextBatch,
                List.copyOf(running.values()), killedAt, lostWork, progress, length);
    }
}
