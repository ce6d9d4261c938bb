package loadshare.policies.queuetree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.BatchLedger;
import loadshare.policies.batch.CentralScheduler;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * Hierarchical fair share: a {@link QueueTree} whose leaves are the job classes, each queue with a guaranteed share
 * of its parent, as in Hadoop's Fair and Capacity schedulers and YARN's queues. A job is one task on one machine (its
 * processors and their memory); a job larger than a machine is rejected ({@code processors}, {@code memory}), one
 * of a class that is no leaf too ({@code queue}). A queue's <em>share</em> is its dominant share of the cluster, as
 * under DRF: the larger of the CPUs and of the memory its running jobs hold, over the cluster's.
 *
 * <p><b>Scheduling.</b> After every event, while some waiting job fits: descend the tree from the root, at each level
 * to the child furthest below its guarantee — the lowest share over guarantee (the Capacity Scheduler's "most
 * under-served" queue; ties to the one written first) — among the children with a job that fits somewhere below
 * them; the leaf starts the first job of its queue (submit order) on the first machine it fits. A queue whose
 * siblings have nothing to run takes what they leave (<b>elastic</b>): a guarantee reserves nothing while its queue
 * is idle.
 *
 * <p><b>Preemption</b> (a positive {@code timeout}): a leaf that has been below its guarantee with jobs waiting for
 * {@code timeout} model seconds without a break kills running jobs (they are requeued in their own leaf by submit
 * time and start over; the processor-seconds they had run are lost work, as under Borg's preemption) until its own
 * jobs restore its guarantee: its first waiting job starts as soon as it fits, the next while the leaf is still
 * below. A victim is a job of another leaf whose every queue below the one the two leaves share stays at or above
 * its guarantee without it — only a subtree holding more than its guarantee gives something up, so a preemption
 * never makes a queue starve in turn. Victims go newest first (the least work lost), a victim on a machine where
 * the waiting job would then fit before the others. If no victim is left and the leaf is still below, it tries again
 * after another {@code timeout}. Guarantees are fixed: an idle sibling's guarantee goes to the others only by
 * elastic use, never by preemption. Pure, like every coordinator.
 */
public final class FairShareTreeScheduler implements CentralScheduler {

    private record Run(long run, BatchJob job, int leaf, int machine, double started) {
    }

    private final QueueTree tree;
    private final double timeout;
    private final int[] leafOfClass;
    private final int cpusPerMachine;
    private final long memoryPerMachine;
    private final long totalCpus;
    private final long totalMemory;
    private final long[] freeCpus;
    private final long[] freeMemory;
    private final boolean[] down;
    private final long[] cpusHeld;
    private final long[] memoryHeld;
    private final Map<Integer, Deque<BatchJob>> queues = new HashMap<>();
    /** Running jobs by run, the newest (highest run) last. */
    private final TreeMap<Long, Run> running = new TreeMap<>();
    private final double[] starvedSince;
    private final BatchLedger ledger;
    private final ShareSeries series;
    private final long[] started;
    private final double[] waits;
    private final long[] preemptedOf;
    private long nextRun;
    private long preemptions;
    private double lostWork;

    /**
     * @param tree        the queues
     * @param timeout     model seconds a leaf waits below its guarantee before it preempts; 0: never
     * @param classNames  the job classes' names (a job's {@link BatchJob#jobClass} indexes them), each a leaf
     */
    public FairShareTreeScheduler(QueueTree tree, double timeout, int nodes, int cpus, long memory,
                                  List<String> classNames) {
        this.tree = tree;
        this.timeout = timeout;
        this.leafOfClass = new int[classNames.size()];
        for (int k = 0; k < leafOfClass.length; k++) {
            leafOfClass[k] = tree.leaf(classNames.get(k));
        }
        this.cpusPerMachine = cpus;
        this.memoryPerMachine = memory;
        this.totalCpus = (long) nodes * cpus;
        this.totalMemory = nodes * memory;
        this.freeCpus = new long[nodes];
        this.freeMemory = new long[nodes];
        for (int a = 0; a < nodes; a++) {
            freeCpus[a] = cpus;
            freeMemory[a] = memory;
        }
        this.down = new boolean[nodes];
        int n = tree.nodes().size();
        this.cpusHeld = new long[n];
        this.memoryHeld = new long[n];
        for (int leaf : tree.leaves()) {
            queues.put(leaf, new ArrayDeque<>());
        }
        this.starvedSince = new double[n];
        java.util.Arrays.fill(starvedSince, Double.NaN);
        this.ledger = new BatchLedger(totalCpus, totalMemory);
        this.series = new ShareSeries(n);
        this.started = new long[n];
        this.waits = new double[n];
        this.preemptedOf = new long[n];
    }

    /** A job's demand: its processors as CPUs, and their memory, MiB. */
    private static long memoryOf(BatchJob job) {
        return job.processors() * job.memoryPerProcessor();
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        ledger.submitted(now);
        int leaf = job.jobClass() >= 0 && job.jobClass() < leafOfClass.length ? leafOfClass[job.jobClass()] : -1;
        String reason = leaf < 0 ? "queue" : job.processors() > cpusPerMachine ? "processors"
                : memoryOf(job) > memoryPerMachine ? "memory" : null;
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        queues.get(leaf).addLast(job);
        settle(context);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Run r = running.remove(done.job());
        if (r == null) {
            return done.job() >= 0 && done.job() < nextRun;   // a run preempted or lost before its end was heard
        }
        release(r);
        ledger.finished(context.now(), r.job(), r.started());
        settle(context);
        return true;
    }

    /** A leaf's preemption timer: if it is still below its guarantee, since {@code timeout} ago, it preempts. */
    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        int leaf = (int) tag;
        double now = context.now();
        if (leaf <= 0 || leaf >= starvedSince.length || Double.isNaN(starvedSince[leaf])
                || now - starvedSince[leaf] < timeout - 1e-9) {
            return;     // no longer below, or below again since: a later timer is due
        }
        preemptFor(leaf, context);
        starvedSince[leaf] = Double.NaN;    // still below: it waits another timeout
        settle(context);
    }

    /** Machine {@code peer} is lost: its jobs are requeued, and it holds nothing until {@link #onPeerUp}. */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        if (peer < 0 || peer >= down.length || down[peer]) {
            return;
        }
        for (long run : partsOn(peer)) {
            lose(running.get(run), context);
        }
        down[peer] = true;
        settle(context);
    }

    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        if (peer < 0 || peer >= down.length || !down[peer]) {
            return;
        }
        down[peer] = false;
        freeCpus[peer] = cpusPerMachine;
        freeMemory[peer] = memoryPerMachine;
        settle(context);
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        for (Run r : running.values()) {
            if (r.machine() == node) {
                runs.add(r.run());
            }
        }
        return runs;
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Run r = running.get(run);
        if (r == null || r.machine() != node) {
            return;
        }
        lose(r, context);
        settle(context);
    }

    /** Run {@code r} is lost with its machine: it is stopped there, and its job waits in its leaf again. */
    private void lose(Run r, CoordinatorContext context) {
        running.remove(r.run());
        context.send(r.machine(), new Kill(r.run()));
        release(r);
        ledger.requeued(context.now(), r.job(), r.started());
        requeue(r);
    }

    /** Starts what fits, then notes who is below its guarantee with jobs waiting (and sets their timers). */
    private void settle(CoordinatorContext context) {
        for (int leaf = pick(0); leaf >= 0; leaf = pick(0)) {
            BatchJob job = queues.get(leaf).peekFirst();
            start(leaf, job, fit(job), context);
        }
        double now = context.now();
        int n = starvedSince.length;
        double[] shares = new double[n];
        boolean[] starved = new boolean[n];
        for (int q = 0; q < n; q++) {
            shares[q] = share(q, 0, 0);
        }
        for (int leaf : tree.leaves()) {
            starved[leaf] = !queues.get(leaf).isEmpty() && shares[leaf] < tree.node(leaf).guarantee() - 1e-9;
            if (!starved[leaf]) {
                starvedSince[leaf] = Double.NaN;
            } else if (Double.isNaN(starvedSince[leaf])) {
                starvedSince[leaf] = now;
                if (timeout > 0) {
                    context.setTimer(leaf, timeout);
                }
            }
        }
        series.at(now, shares, starved);
    }

    /**
     * The leaf whose first job starts next, descending from {@code node} to the child with the lowest share over
     * guarantee among those with a job that fits somewhere below them; -1 if no waiting job fits.
     */
    private int pick(int node) {
        QueueTree.Node q = tree.node(node);
        if (q.leaf()) {
            BatchJob head = node == 0 ? null : queues.get(node).peekFirst();
            return head != null && fit(head) >= 0 ? node : -1;
        }
        List<Integer> order = new ArrayList<>(q.children());
        order.sort(Comparator.comparingDouble(c -> share(c, 0, 0) / tree.node(c).guarantee()));  // stable: ties
        for (int child : order) {
            int leaf = pick(child);
            if (leaf >= 0) {
                return leaf;
            }
        }
        return -1;
    }

    /** Queue {@code q}'s dominant share of the cluster if it held {@code cpus} CPUs and {@code memory} MiB less. */
    private double share(int q, long cpus, long memory) {
        double cpu = (double) (cpusHeld[q] - cpus) / totalCpus;
        double mem = totalMemory > 0 ? (double) (memoryHeld[q] - memory) / totalMemory : 0;
        return Math.max(cpu, mem);
    }

    /** The first up machine {@code job} fits on now, or -1. */
    private int fit(BatchJob job) {
        for (int a = 0; a < freeCpus.length; a++) {
            if (!down[a] && job.processors() <= freeCpus[a] && memoryOf(job) <= freeMemory[a]) {
                return a;
            }
        }
        return -1;
    }

    private void start(int leaf, BatchJob job, int machine, CoordinatorContext context) {
        double now = context.now();
        queues.get(leaf).remove(job);
        freeCpus[machine] -= job.processors();
        freeMemory[machine] -= memoryOf(job);
        hold(leaf, job.processors(), memoryOf(job));
        long run = nextRun++;
        running.put(run, new Run(run, job, leaf, machine, now));
        ledger.started(now, job);
        started[leaf]++;
        waits[leaf] += now - job.submit();
        context.send(machine, new Launch(run, job.processors(), memoryOf(job), job.duration()));
    }

    /** Leaf {@code leaf} and every queue above it hold {@code cpus} and {@code memory} more. */
    private void hold(int leaf, long cpus, long memory) {
        for (int q = leaf; q >= 0; q = tree.node(q).parent()) {
            cpusHeld[q] += cpus;
            memoryHeld[q] += memory;
        }
    }

    private void release(Run r) {
        if (!down[r.machine()]) {
            freeCpus[r.machine()] += r.job().processors();
            freeMemory[r.machine()] += memoryOf(r.job());
        }
        hold(r.leaf(), -r.job().processors(), -memoryOf(r.job()));
    }

    /** {@code r}'s job waits in its leaf again, in its place by submit time; its wait counts to its last start. */
    private void requeue(Run r) {
        started[r.leaf()]--;
        waits[r.leaf()] -= r.started() - r.job().submit();
        Deque<BatchJob> queue = queues.get(r.leaf());
        List<BatchJob> after = new ArrayList<>();
        while (!queue.isEmpty() && later(queue.peekLast(), r.job())) {
            after.add(0, queue.pollLast());
        }
        queue.addLast(r.job());
        queue.addAll(after);
    }

    private static boolean later(BatchJob a, BatchJob b) {
        return a.submit() > b.submit() || a.submit() == b.submit() && a.id() > b.id();
    }

    /**
     * Leaf {@code leaf} has waited below its guarantee for the timeout: victims are preempted, newest first, until
     * its own waiting jobs bring it to its guarantee or no victim is left.
     */
    private void preemptFor(int leaf, CoordinatorContext context) {
        Deque<BatchJob> queue = queues.get(leaf);
        double guarantee = tree.node(leaf).guarantee();
        while (!queue.isEmpty() && share(leaf, 0, 0) < guarantee - 1e-9) {
            BatchJob job = queue.peekFirst();
            int machine = fit(job);
            if (machine >= 0) {
                start(leaf, job, machine, context);
                continue;
            }
            Run victim = victim(leaf, job);
            if (victim == null) {
                return;
            }
            preempt(victim, context);
        }
    }

    /**
     * The newest running job that may be preempted for {@code leaf}, one on a machine where {@code job} would then
     * fit first; null if none may.
     */
    private Run victim(int leaf, BatchJob job) {
        Run newest = null;
        for (Iterator<Run> it = running.descendingMap().values().iterator(); it.hasNext(); ) {
            Run r = it.next();
            if (!mayPreempt(r, leaf)) {
                continue;
            }
            if (newest == null) {
                newest = r;
            }
            int a = r.machine();
            if (job.processors() <= freeCpus[a] + r.job().processors()
                    && memoryOf(job) <= freeMemory[a] + memoryOf(r.job())) {
                return r;
            }
        }
        return newest;
    }

    /** Whether {@code r}'s every queue below the one it shares with {@code leaf} stays at its guarantee without it. */
    private boolean mayPreempt(Run r, int leaf) {
        if (r.leaf() == leaf) {
            return false;
        }
        for (int q = r.leaf(); q > 0 && !isAncestor(q, leaf); q = tree.node(q).parent()) {
            if (share(q, r.job().processors(), memoryOf(r.job())) < tree.node(q).guarantee() - 1e-9) {
                return false;
            }
        }
        return true;
    }

    private boolean isAncestor(int q, int leaf) {
        for (int p = leaf; p >= 0; p = tree.node(p).parent()) {
            if (p == q) {
                return true;
            }
        }
        return false;
    }

    private void preempt(Run victim, CoordinatorContext context) {
        double now = context.now();
        running.remove(victim.run());
        context.send(victim.machine(), new Kill(victim.run()));
        release(victim);
        preemptions++;
        preemptedOf[victim.leaf()]++;
        lostWork += victim.job().processors() * (now - victim.started());
        ledger.preempted(now, victim.job(), victim.started());
        requeue(victim);
    }

    @Override
    public int queued() {
        int queued = 0;
        for (Deque<BatchJob> q : queues.values()) {
            queued += q.size();
        }
        return queued;
    }

    /** Jobs preempted so far. */
    public long preemptions() {
        return preemptions;
    }

    /** Processor-seconds of preempted runs, lost so far. */
    public double lostWork() {
        return lostWork;
    }

    /** Queue {@code q}'s share of the cluster now. */
    public double share(int q) {
        return share(q, 0, 0);
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /**
     * The ledger's figures with the tree's: {@code preemptions}, {@code lostCpuSeconds}, and per queue (groups too)
     * {@code NAME.guarantee}, {@code NAME.share} (its dominant share time-averaged over the run) and per leaf
     * {@code NAME.meanWait} (to its last start), {@code NAME.belowGuarantee} (the fraction of the run it spent below
     * its guarantee with jobs waiting) and {@code NAME.preempted} (its jobs preempted).
     */
    @Override
    public BatchFigures figures() {
        BatchFigures f = ledger.figures();
        double span = f.makespan();
        Map<String, Double> mine = new LinkedHashMap<>();
        mine.put("preemptions", (double) preemptions);
        mine.put("lostCpuSeconds", lostWork);
        for (int q = 1; q < tree.nodes().size(); q++) {
            String name = tree.node(q).name();
            mine.put(name + ".guarantee", tree.node(q).guarantee());
            mine.put(name + ".share", series.meanShare(q, span));
            if (tree.node(q).leaf()) {
                mine.put(name + ".meanWait", started[q] == 0 ? Double.NaN : waits[q] / started[q]);
                mine.put(name + ".belowGuarantee", series.starvedFraction(q, span));
                mine.put(name + ".preempted", (double) preemptedOf[q]);
            }
        }
        return f.with(mine);
    }

    /**
     * Each leaf's share over time, {@code NAME}, and its guarantee, {@code NAME guarantee}, for the plot (a group's
     * share is in its figures: with its leaves' lines beside them the plot would be unreadable).
     */
    @Override
    public Map<String, double[]> series(int bins) {
        double[][] shares = series.series(bins, ledger.figures().makespan());
        Map<String, double[]> out = new LinkedHashMap<>();
        for (int q : tree.leaves()) {
            double[] guarantee = new double[bins];
            java.util.Arrays.fill(guarantee, tree.node(q).guarantee());
            out.put(tree.node(q).name(), shares[q]);
            out.put(tree.node(q).name() + " guarantee", guarantee);
        }
        return out;
    }
}
