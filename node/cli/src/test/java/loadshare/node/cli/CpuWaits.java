package loadshare.node.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * How long the work of some processes was held back by a busy machine from now on: the time in which one of their
 * working threads waited for a CPU (runnable, but not running), from Linux's scheduler statistics per thread ({@code
 * /proc/PID/task/TID/schedstat}: nanoseconds on a CPU, nanoseconds waiting on a run queue, time slices), read every
 * {@link #EVERY} until {@link #close}. A test that bounds how long some work takes on an idle machine adds it, and so
 * holds on a busy machine without a wider bound on an idle one, while time spent waiting for anything else (a timer,
 * a timeout, a message that never comes) still counts against the bound.
 *
 * <p>Each reading adds, of the time since the one before, as much as the thread that waited longest meanwhile waited:
 * the time held back is never more than the time passed, and threads waiting side by side count once (at least once:
 * two threads waiting one after the other count as the longer wait). Only working threads count: those that have run
 * at least {@link #WORKING} on a CPU since the start. A thread that only wakes now and then (a JVM's periodic tasks,
 * an idle actor system's scheduler) waits a little at each wake-up on a busy machine even while its process does
 * nothing; counting it would hide a process that hangs. Where the statistics are missing (not Linux, or a kernel
 * without them) nothing is held back, and a bound is what it is on an idle machine.
 */
public final class CpuWaits implements AutoCloseable {

    /** How often the threads are read: a thread that ends between two reads loses at most this much of its figures. */
    static final Duration EVERY = Duration.ofMillis(50);
    /** The CPU time over which a thread counts as working. */
    static final Duration WORKING = Duration.ofMillis(20);

    /** A thread's CPU time and run-queue wait, in nanoseconds. */
    private record Times(long cpu, long waited) {
    }

    private final List<Long> pids;
    /** Each thread's figures at the start (a thread that began since: none). */
    private final Map<Long, Times> first = new HashMap<>();
    /** Each thread's figures at the last reading. */
    private final Map<Long, Times> last = new HashMap<>();
    /** The wall clock of each reading (ms since the epoch) and what was held back by then, in nanoseconds. */
    private final List<long[]> timeline = new ArrayList<>();
    private final Thread reader;
    private long lastRead;
    private long heldBack;
    private volatile boolean open = true;

    private CpuWaits(List<Long> pids) {
        this.pids = List.copyOf(pids);
        read(first);
        last.putAll(first);
        lastRead = System.nanoTime();
        reader = new Thread(() -> {
            while (open) {
                try {
                    Thread.sleep(EVERY.toMillis());
                } catch (InterruptedException e) {
                    return;
                }
                update();
            }
        }, "cpu-waits");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts reading the threads of processes {@code pids}, from what they have done so far. */
    public static CpuWaits of(List<Long> pids) {
        return new CpuWaits(pids);
    }

    /** How long the processes' work was held back, waiting for a CPU, since the start. */
    public synchronized Duration heldBack() {
        return Duration.ofNanos(heldBack);
    }

    /**
     * How long the processes' work was held back from the start to wall-clock time {@code epochMillis}, as the last
     * reading by then says (a reading is at most {@link #EVERY} old): to take what was held back between two moments
     * known only afterwards, from their logs.
     */
    public synchronized Duration heldBackBy(long epochMillis) {
        long by = 0;
        for (long[] reading : timeline) {
            if (reading[0] > epochMillis) {
                break;
            }
            by = reading[1];
        }
        return Duration.ofNanos(by);
    }

    /** Stops reading: {@link #heldBack} stays as it is. */
    @Override
    public void close() {
        open = false;
        reader.interrupt();
    }

    private synchronized void update() {
        Map<Long, Times> now = new HashMap<>();
        read(now);
        long time = System.nanoTime();
        long longest = 0;
        for (Map.Entry<Long, Times> e : now.entrySet()) {
            Times before = first.getOrDefault(e.getKey(), new Times(0, 0));
            Times previous = last.getOrDefault(e.getKey(), before);
            if (e.getValue().cpu() - before.cpu() >= WORKING.toNanos()) {
                longest = Math.max(longest, e.getValue().waited() - previous.waited());
            }
        }
        heldBack += Math.min(longest, time - lastRead);
        lastRead = time;
        last.putAll(now);
        timeline.add(new long[] {System.currentTimeMillis(), heldBack});
    }

    /** Puts every thread's figures now into {@code into}, by thread id; a thread that has ended keeps its last. */
    private void read(Map<Long, Times> into) {
        for (long pid : pids) {
            try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
                for (Path task : tasks.toList()) {
                    Times times = times(task.resolve("schedstat"));
                    if (times != null) {
                        into.put(Long.parseLong(task.getFileName().toString()), times);
                    }
                }
            } catch (NoSuchFileException e) {
                // the process has ended, or there is no /proc
            } catch (IOException | UncheckedIOException e) {
                // a process ending while its threads are listed
            }
        }
    }

    /** A thread's figures, or null if it has ended (or the kernel keeps none). */
    private static Times times(Path schedstat) {
        try {
            String[] fields = Files.readString(schedstat).trim().split("\\s+");
            return new Times(Long.parseLong(fields[0]), Long.parseLong(fields[1]));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
