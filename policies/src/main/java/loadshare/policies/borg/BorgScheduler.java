package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.BatchLedger;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.batch.RunParts;
import loadshare.policies.locality.DataLocality;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * The Borg-like central scheduler: a priority queue of jobs (highest priority first, then submit time), each in a
 * priority band by its priority (its job class's). After every submission and every completion it goes through the
 * queue in order and places every job that fits, over CPUs and memory together, with its {@link Placement}; with
 * preemption, a job that does not fit preempts running jobs of lower bands ({@link Victims}: the fewest, lowest
 * first) — their parts are stopped ({@link Kill}), they are requeued, their run starts over, and the processor-
 * seconds they had run are counted as lost work. Jobs of one band never preempt each other (no preemption
 * cascades, as in Borg's production band).
 *
 * <p>When a machine fails ({@link #onPeerDown}: its failure detector's word, a probe timeout after the failure), it
 * holds nothing until it is back ({@link #onPeerUp}), and every job with a task still running there is rescheduled,
 * as Borg reschedules the tasks of a machine it lost: a rigid job whole — its parts on the other machines are
 * stopped ({@link Kill}) — back in the queue in its priority band, by its submit time, where the next pass places it
 * (preempting lower bands if it must). Its lost run is counted with the ledger's requeues, not as a preemption.
 *
 * <p>With input data ({@code workload.data}, a {@link DataLocality}), each part goes to a machine nearest the job's
 * data (data-local, then rack-local, then any), and among those to the one the placement scores best; a part off
 * its data reads it first (its run is that much longer). With {@code locality-delay}, a job that fits on the free
 * machines, but on none near enough its data yet, is skipped and the pass goes on to later jobs (delay scheduling);
 * a job that does not fit and preempts is placed at once, nearest its data. Pure, like every coordinator: the simulator and the coordinator actor host it.
 */
public final class BorgScheduler implements CentralScheduler {

    private record Waiting(BatchJob job, int priority, int band) {
    }

    private record Run(long run, Waiting waiting, double started, List<Cell.Part> parts, RunParts left)
            implements Victims.Candidate {
        @Override
        public int priority() {
            return waiting.priority();
        }
    }

    private static final Comparator<Waiting> ORDER = Comparator.comparingInt(Waiting::priority).reversed()
            .thenComparingDouble(w -> w.job().submit()).thenComparingLong(w -> w.job().id());

    private final BorgConfig config;
    private final int[] classPriorities;
    private final Cell cell;
    private final BatchLedger ledger;
    private final TreeSet<Waiting> queue = new TreeSet<>(ORDER);
    private final TreeMap<Long, Integer> waitingMemory = new TreeMap<>();   // memory per processor: waiting jobs
    private final Map<Long, Run> running = new HashMap<>();
    private final long[] cpusByBand;
    private final long[] endedByBand;
    private final double[] waitByBand;
    /** Where jobs' input data is and delay scheduling ({@code workload.data}); null without input data. */
    private final DataLocality data;
    private long nextRun;
    private long preemptions;
    private double lostWork;

    /**
     * @param classPriorities the priority of each job class (a job's {@link BatchJob#jobClass} indexes it; a class
     *                        beyond it, and a trace's job, has priority 0)
     */
    BorgScheduler(BorgConfig config, int nodes, int cpusPerNode, long memoryPerNode, int[] classPriorities) {
        this(config, nodes, cpusPerNode, memoryPerNode, classPriorities, null);
    }

    /** @param data where jobs' input data is, for placing parts near it (null: jobs have none) */
    BorgScheduler(BorgConfig config, int nodes, int cpusPerNode, long memoryPerNode, int[] classPriorities,
                  DataLocality data) {
        this.config = config;
        this.data = data;
        this.classPriorities = classPriorities.clone();
        this.cell = new Cell(nodes, cpusPerNode, memoryPerNode);
        this.ledger = new BatchLedger(cell.totalCpus(), cell.totalMemory());
        int bands = config.bands().size();
        this.cpusByBand = new long[bands];
        this.endedByBand = new long[bands];
        this.waitByBand = new double[bands];
    }

    /** The priority of {@code job}: its class's. */
    int priority(BatchJob job) {
        return job.jobClass() >= 0 && job.jobClass() < classPriorities.length ? classPriorities[job.jobClass()] : 0;
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        ledger.submitted(now);
        String reason = cell.never(job);
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        cell.seen(now, job);
        int priority = priority(job);
        enqueue(new Waiting(job, priority, config.bands().of(priority)));
        schedule(context);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Run run = running.get(done.job());
        if (run == null || !run.left().done(from)) {
            return true;    // a part of a preempted or lost run that ended before its Kill arrived, or not the last
        }
        double now = context.now();
        running.remove(run.run());
        cell.release(now, run.parts());
        BatchJob job = run.waiting().job();
        int band = run.waiting().band();
        cpusByBand[band] -= job.processors();
        endedByBand[band]++;
        waitByBand[band] += run.started() - job.submit();
        ledger.finished(now, job, run.started());
        schedule(context);
        return true;
    }

    /**
     * Machine {@code peer} failed: it holds nothing until {@link #onPeerUp}, and every job with a part still running
     * there is rescheduled whole (its parts everywhere are stopped), back in its band's place in the queue.
     */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        double now = context.now();
        List<Run> hit = new ArrayList<>();
        for (Run r : running.values()) {
            if (r.left().runsOn(peer)) {
                hit.add(r);
            }
        }
        hit.sort(Comparator.comparingLong(Run::run));
        for (Run r : hit) {
            reschedule(r, now, context);
        }
        cell.down(now, peer);
        schedule(context);
    }

    /** Run {@code r} is lost: its parts still running are stopped, and its job waits in its band's place again. */
    private void reschedule(Run r, double now, CoordinatorContext context) {
        running.remove(r.run());
        for (int node : r.left().running()) {
            context.send(node, new Kill(r.run()));
        }
        cell.release(now, r.parts());
        BatchJob job = r.waiting().job();
        cpusByBand[r.waiting().band()] -= job.processors();
        ledger.requeued(now, job, r.started());
        enqueue(r.waiting());
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        running.forEach((id, r) -> {
            if (r.left().runsOn(node)) {
                runs.add(id);
            }
        });
        runs.sort(null);
        return runs;
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Run r = running.get(run);
        if (r == null || !r.left().runsOn(node)) {
            return;
        }
        reschedule(r, context.now(), context);
        schedule(context);
    }

    /** Machine {@code peer} is back: it may hold tasks again. */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        cell.up(context.now(), peer);
        schedule(context);
    }

    /**
     * One pass over the queue in order (jobs preempted during it are requeued after the job that preempted them, so
     * the pass reaches them too). A job whose shape (processors, memory per processor) is no smaller than one that
     * did not fit earlier in the pass does not fit either, unless something was preempted since: placements only
     * take resources. The pass ends early when no waiting job could fit nor preempt.
     */
    private void schedule(CoordinatorContext context) {
        double now = context.now();
        List<BatchJob> misfits = new ArrayList<>();
        long roomChecked = -1;      // the cell's version when the room for any waiting job was last found
        for (Waiting w = queue.isEmpty() ? null : queue.first(); w != null; w = queue.higher(w)) {
            boolean canPreempt = config.preemption() && heldBelow(w.band()) > 0;
            if (!canPreempt && roomChecked != cell.version()) {
                if (cell.capacity(leastWaitingMemory()) == 0) {
                    break;  // no waiting job fits, and neither this job nor any later one may preempt
                }
                roomChecked = cell.version();
            }
            BatchJob job = w.job();
            if (data != null && waitsForData(job, context)) {
                continue;   // delay scheduling: it could start, but not near enough its data yet
            }
            List<Cell.Part> parts = null;
            if (!larger(job, misfits)) {
                parts = place(now, job, context);
                if (parts == null) {
                    misfits.add(job);
                }
            }
            if (parts == null && canPreempt) {
                List<Run> victims = victims(w);
                for (Run victim : victims) {
                    preempt(victim, context);
                }
                if (!victims.isEmpty()) {
                    misfits.clear();
                    parts = place(now, job, context);
                }
            }
            if (parts != null) {
                start(w, parts, context);
            }
        }
    }

    /** Places {@code job} with the placement rule, on hosts nearest its input data first when it has some. */
    private List<Cell.Part> place(double now, BatchJob job, CoordinatorContext context) {
        if (data == null) {
            return cell.place(now, job, config.placement(), context.random());
        }
        return cell.place(now, job, config.placement(), context.random(), i -> data.rank(i, job.input()));
    }

    /** Whether {@code job} fits now, but only farther from its data than delay scheduling allows yet. */
    private boolean waitsForData(BatchJob job, CoordinatorContext context) {
        if (!data.delaying() || !job.input().present()) {
            return false;
        }
        int best = cell.bestRank(job, i -> data.rank(i, job.input()));
        return best >= 0 && data.waits(job.id(), job.input(), best, context);
    }

    /** A timer of delay scheduling: a skipped job may go farther from its data now. */
    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        if (data != null && DataLocality.isTimer(tag)) {
            schedule(context);
        }
    }

    /** The least memory per processor of the waiting jobs. */
    private long leastWaitingMemory() {
        return waitingMemory.isEmpty() ? 0 : waitingMemory.firstKey();
    }

    private void enqueue(Waiting w) {
        queue.add(w);
        waitingMemory.merge(w.job().memoryPerProcessor(), 1, Integer::sum);
    }

    private void dequeue(Waiting w) {
        queue.remove(w);
        waitingMemory.merge(w.job().memoryPerProcessor(), -1, (a, b) -> a + b == 0 ? null : a + b);
    }

    /** Whether {@code job} needs at least the processors and the memory per processor of one of {@code misfits}. */
    private static boolean larger(BatchJob job, List<BatchJob> misfits) {
        for (BatchJob m : misfits) {
            if (job.processors() >= m.processors() && job.memoryPerProcessor() >= m.memoryPerProcessor()) {
                return true;
            }
        }
        return false;
    }

    /** CPUs held by running jobs of bands below {@code band}. */
    private long heldBelow(int band) {
        long held = 0;
        for (int b = band + 1; b < cpusByBand.length; b++) {
            held += cpusByBand[b];
        }
        return held;
    }

    private List<Run> victims(Waiting w) {
        BatchJob job = w.job();
        if (cell.freeCpus() + heldBelow(w.band()) < job.processors()) {
            return List.of();
        }
        List<Run> candidates = new ArrayList<>();
        for (Run r : running.values()) {
            if (r.waiting().band() > w.band()) {
                candidates.add(r);
            }
        }
        return Victims.choose(candidates, job.processors(), job.memoryPerProcessor(), cell.freeCpusCopy(),
                cell.freeMemoryCopy());
    }

    private void preempt(Run victim, CoordinatorContext context) {
        double now = context.now();
        running.remove(victim.run());
        for (Cell.Part part : victim.parts()) {
            context.send(part.node(), new Kill(victim.run()));
        }
        cell.release(now, victim.parts());
        BatchJob job = victim.waiting().job();
        cpusByBand[victim.waiting().band()] -= job.processors();
        preemptions++;
        lostWork += job.processors() * (now - victim.started());
        ledger.preempted(now, job, victim.started());
        enqueue(victim.waiting());
    }

    private void start(Waiting w, List<Cell.Part> parts, CoordinatorContext context) {
        double now = context.now();
        dequeue(w);
        long id = nextRun++;
        int[] nodes = new int[parts.size()];
        for (int k = 0; k < nodes.length; k++) {
            nodes[k] = parts.get(k).node();
        }
        running.put(id, new Run(id, w, now, parts, new RunParts(nodes)));
        cpusByBand[w.band()] += w.job().processors();
        ledger.started(now, w.job());
        if (data != null) {
            data.started(w.job().id());
        }
        for (Cell.Part part : parts) {
            double read = data == null ? 0 : data.launched(part.node(), w.job().input());
            context.send(part.node(), new Launch(id, part.cpus(), part.memory(), w.job().duration() + read));
        }
    }

    @Override
    public int queued() {
        return queue.size();
    }

    /** Jobs running now. */
    public int running() {
        return running.size();
    }

    /** Jobs preempted so far. */
    public long preemptions() {
        return preemptions;
    }

    /** Processor-seconds of preempted runs, lost so far. */
    public double lostWork() {
        return lostWork;
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /**
     * The ledger's figures with this scheduler's: {@code preemptions}, {@code lostCpuSeconds}, {@code strandedCpus}
     * and {@code strandedMemory} (time-averaged shares of all CPUs and all memory), and {@code wait.BAND}, the mean
     * wait of each band's ended jobs (NaN for a band without any).
     */
    @Override
    public BatchFigures figures() {
        BatchFigures f = ledger.figures();
        Map<String, Double> mine = new LinkedHashMap<>();
        mine.put("preemptions", (double) preemptions);
        mine.put("lostCpuSeconds", lostWork);
        mine.put("strandedCpus", cell.strandedCpuShare(f.makespan()));
        mine.put("strandedMemory", cell.strandedMemoryShare(f.makespan()));
        for (int b = 0; b < endedByBand.length; b++) {
            mine.put("wait." + config.bands().name(b), endedByBand[b] == 0 ? Double.NaN : waitByBand[b] / endedByBand[b]);
        }
        if (data != null) {
            mine.putAll(data.figures());
        }
        return f.with(mine);
    }
}
