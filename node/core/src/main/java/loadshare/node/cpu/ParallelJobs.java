package loadshare.node.cpu;

import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.protocol.Job;

/**
 * The parallel jobs on one node as its policy sees them: a job is waiting until one of its threads has run (only
 * then can it be taken away, with its whole demand), and started until its last thread ends. Also finds a
 * queued task's thread.
 */
final class ParallelJobs {

    private final int self;
    private final Map<Task, ThreadState> threadOf = new IdentityHashMap<>();
    private final Map<Job, ParallelJob> jobs = new LinkedHashMap<>();
    private int started;
    private int foreignStarted;

    /** The jobs of node {@code self}. */
    public ParallelJobs(int self) {
        this.self = self;
    }

    /** {@code parallel} arrived; its threads' tasks are about to be queued. */
    public void add(ParallelJob parallel) {
        jobs.put(parallel.job(), parallel);
        for (ThreadState thread : parallel.threads()) {
            threadOf.put(thread.task(), thread);
        }
    }

    /** The thread whose task {@code task} is. */
    public ThreadState thread(Task task) {
        return threadOf.get(task);
    }

    /** A thread of {@code parallel} is about to run for the first time. */
    public void starting(ParallelJob parallel) {
        if (!parallel.started()) {
            parallel.start();
            started++;
            foreignStarted += parallel.job().home() != self ? 1 : 0;
        }
    }

    /** {@code thread} finished; returns its job if it was the last of its threads. */
    public Job finished(ThreadState thread) {
        threadOf.remove(thread.task());
        ParallelJob parallel = thread.job();
        if (!parallel.threadFinished()) {
            return null;
        }
        jobs.remove(parallel.job());
        started--;
        foreignStarted -= parallel.job().home() != self ? 1 : 0;
        return parallel.job();
    }

    /** Takes {@code job} out of {@code queues} if it is waiting (no thread has run); false if not. */
    public boolean removeWaiting(Job job, RunQueues queues) {
        ParallelJob parallel = jobs.get(job);
        if (parallel == null || started(parallel)) {
            return false;
        }
        for (int i = 0; i < parallel.threads().size(); i++) {
            threadOf.remove(queues.remove(job));
        }
        jobs.remove(job);
        return true;
    }

    /** Takes the waiting job that came first out of {@code queues}, or returns null. */
    public Job pollWaiting(RunQueues queues) {
        List<Job> waiting = waiting();
        if (waiting.isEmpty()) {
            return null;
        }
        removeWaiting(waiting.get(0), queues);
        return waiting.get(0);
    }

    /** {@link #waiting()} computed only when looked at (the core passes it on every input, to owners only). */
    public Collection<Job> waitingView() {
        return new AbstractCollection<>() {
            @Override
            public Iterator<Job> iterator() {
                return waiting().iterator();
            }

            @Override
            public int size() {
                return waiting().size();
            }
        };
    }

    /** Jobs none of whose threads has run, in the order they came. */
    public List<Job> waiting() {
        List<Job> waiting = new ArrayList<>();
        for (ParallelJob parallel : jobs.values()) {
            if (!started(parallel)) {
                waiting.add(parallel.job());
            }
        }
        return waiting;
    }

    /** Started jobs whose home is another node. */
    public void addForeignStarted(List<Job> to) {
        for (ParallelJob parallel : jobs.values()) {
            if (started(parallel) && parallel.job().home() != self) {
                to.add(parallel.job());
            }
        }
    }

    /** Jobs here, waiting or started. */
    public int size() {
        return jobs.size();
    }

    /** Jobs some of whose threads have run (on a CPU now or waiting for their next slice). */
    public int started() {
        return started;
    }

    public int foreignStarted() {
        return foreignStarted;
    }

    private static boolean started(ParallelJob parallel) {
        return parallel.started();
    }
}
