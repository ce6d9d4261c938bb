package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * The cluster statically partitioned, each partition managed by its own scheduler: what Mesos's fine-grained sharing
 * is argued against ("Why Mesos?"). Each job class is a framework, as under the Mesos-like master, with the same
 * scheduler ({@link JobFramework}: its own queue in submit order, first fit in queue order), but it owns a fixed
 * range of machines — partition k the k-th range, sized by {@link PartitionShares} — and is offered only those, and
 * all of them, whatever the other frameworks do: a machine idle in one partition never runs another's task. A task
 * runs on one machine; one larger than a machine is rejected ({@code processors} or {@code memory}), one of a class
 * beyond the partitions too ({@code framework}).
 *
 * <p>After every event it keeps one invariant: no queued task fits on an up machine of its partition. So a new
 * task is offered the partition's machines in order (only it can fit), a task's end offers its machine to its
 * partition's framework, and a machine back up is offered to it too. A machine lost with its host ({@link
 * #onPeerDown}) holds nothing until it is back; its tasks are lost and their framework launches them again (they
 * wait in its queue by their submit time), as under the Mesos-like master. Pure, like every coordinator.
 */
public final class StaticPartitionScheduler implements CentralScheduler {

    private record Running(BatchJob job, int partition, int machine, double started) {
    }

    private final int cpus;
    private final long memory;
    private final List<JobFramework> frameworks = new ArrayList<>();
    /** Partition k's machines are {@code first[k]} to {@code first[k + 1] - 1}. */
    private final int[] first;
    private final long[][] free;
    private final boolean[] down;
    private final BatchLedger ledger;
    private final Map<Long, Running> running = new HashMap<>();
    private final long[] started;
    private final double[] waits;
    private final long[] busyCpus;
    private final double[] cpuArea;
    private double last;
    private long nextRun;

    /**
     * @param cpus     every machine's CPUs
     * @param memory   every machine's memory, MiB
     * @param names    the frameworks: the job classes' names (job class k is framework k)
     * @param machines how many machines each framework owns, in order from machine 0; together at most {@code nodes}
     */
    public StaticPartitionScheduler(int nodes, int cpus, long memory, List<String> names, int[] machines) {
        this.cpus = cpus;
        this.memory = memory;
        this.first = new int[names.size() + 1];
        for (int k = 0; k < names.size(); k++) {
            frameworks.add(new JobFramework(names.get(k), 1, Integer.MAX_VALUE));
            first[k + 1] = first[k] + machines[k];
        }
        if (first[names.size()] > nodes) {
            throw new IllegalArgumentException("the partitions take " + first[names.size()] + " machines of " + nodes);
        }
        this.free = new long[nodes][];
        for (int a = 0; a < nodes; a++) {
            free[a] = new long[] {cpus, memory};
        }
        this.down = new boolean[nodes];
        this.ledger = new BatchLedger((long) nodes * cpus, nodes * memory);
        this.started = new long[names.size()];
        this.waits = new double[names.size()];
        this.busyCpus = new long[names.size()];
        this.cpuArea = new double[names.size()];
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        ledger.submitted(now);
        long[] demand = JobFramework.demand(job);
        String reason = job.jobClass() < 0 || job.jobClass() >= frameworks.size() ? "framework"
                : demand[0] > cpus ? "processors" : demand[1] > memory ? "memory" : null;
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        int k = job.jobClass();
        frameworks.get(k).enqueue(job);
        for (int a = first[k]; a < first[k + 1]; a++) {
            if (!down[a] && demand[0] <= free[a][0] && demand[1] <= free[a][1]) {
                offer(k, a, context);
                break;
            }
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Running r = running.remove(done.job());
        if (r == null) {
            return done.job() >= 0 && done.job() < nextRun;   // a task that was lost and launched again
        }
        release(r, context.now());
        ledger.finished(context.now(), r.job(), r.started());
        offer(r.partition(), r.machine(), context);
        return true;
    }

    /**
     * Machine {@code peer} is lost: its tasks are lost (their framework launches them again, elsewhere in its
     * partition or there once it is back), and it holds nothing until {@link #onPeerUp}.
     */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        if (peer < 0 || peer >= down.length || down[peer]) {
            return;
        }
        double now = context.now();
        List<Long> lost = partsOn(peer);
        for (long run : lost) {
            lose(run, now, context);
        }
        down[peer] = true;
        int k = partitionOf(peer);
        if (k >= 0) {
            offerAll(k, context);     // the lost tasks may fit elsewhere in the partition
        }
    }

    /** Machine {@code peer} is back, empty: offered to its partition's framework. */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        if (peer < 0 || peer >= down.length || !down[peer]) {
            return;
        }
        down[peer] = false;
        free[peer] = new long[] {cpus, memory};
        int k = partitionOf(peer);
        if (k >= 0) {
            offer(k, peer, context);
        }
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        running.forEach((run, r) -> {
            if (r.machine() == node) {
                runs.add(run);
            }
        });
        runs.sort(null);
        return runs;
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Running r = running.get(run);
        if (r == null || r.machine() != node) {
            return;
        }
        lose(run, context.now(), context);
        offerAll(r.partition(), context);
    }

    /** Task {@code run} is lost: its machine is told to stop it, and its framework launches it again. */
    private void lose(long run, double now, CoordinatorContext context) {
        Running r = running.remove(run);
        context.send(r.machine(), new Kill(run));
        release(r, now);
        ledger.requeued(now, r.job(), r.started());
        started[r.partition()]--;       // its wait counts to the start of the task that ends
        waits[r.partition()] -= r.started() - r.job().submit();
        frameworks.get(r.partition()).relaunch(r.job());
    }

    private void release(Running r, double now) {
        advance(now);
        long[] demand = JobFramework.demand(r.job());
        busyCpus[r.partition()] -= demand[0];
        if (!down[r.machine()]) {
            free[r.machine()][0] += demand[0];
            free[r.machine()][1] += demand[1];
        }
    }

    /** Offers machine {@code a}'s free resources to partition {@code k}'s framework, and launches what it takes. */
    private void offer(int k, int a, CoordinatorContext context) {
        JobFramework framework = frameworks.get(k);
        if (down[a] || free[a][0] < 1 || !framework.wantsOffers()) {
            return;
        }
        double now = context.now();
        advance(now);
        framework.accept(a, free[a].clone());
        for (JobFramework.Placement p : framework.placed()) {
            BatchJob job = p.job();
            long[] demand = JobFramework.demand(job);
            free[a][0] -= demand[0];
            free[a][1] -= demand[1];
            busyCpus[k] += demand[0];
            long run = nextRun++;
            running.put(run, new Running(job, k, a, now));
            ledger.started(now, job);
            started[k]++;
            waits[k] += now - job.submit();
            context.send(a, new Launch(run, job.processors(), demand[1], job.duration()));
        }
    }

    /** Offers every machine of partition {@code k}, in order. */
    private void offerAll(int k, CoordinatorContext context) {
        for (int a = first[k]; a < first[k + 1]; a++) {
            offer(k, a, context);
        }
    }

    private void advance(double now) {
        for (int k = 0; k < busyCpus.length; k++) {
            cpuArea[k] += busyCpus[k] * (now - last);
        }
        last = now;
    }

    /** The partition machine {@code a} belongs to, or -1 if none (a machine the fractions leave idle). */
    private int partitionOf(int a) {
        for (int k = 0; k < frameworks.size(); k++) {
            if (a >= first[k] && a < first[k + 1]) {
                return k;
            }
        }
        return -1;
    }

    /** How many machines partition {@code k} owns. */
    public int machines(int k) {
        return first[k + 1] - first[k];
    }

    @Override
    public int queued() {
        int queued = 0;
        for (JobFramework f : frameworks) {
            queued += f.queued();
        }
        return queued;
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /**
     * The ledger's figures with the partitions': per framework {@code NAME.machines} (how many it owns),
     * {@code NAME.tasks} (launched; a task lost and launched again counts once), {@code NAME.meanWait} (to its last
     * launch), the same figures as the Mesos-like master's, and {@code NAME.cpuUtilization} (its tasks' CPUs,
     * time-averaged over the run, over its own machines' CPUs).
     */
    @Override
    public BatchFigures figures() {
        BatchFigures f = ledger.figures();
        double span = f.makespan();
        Map<String, Double> more = new LinkedHashMap<>();
        for (int k = 0; k < frameworks.size(); k++) {
            String name = frameworks.get(k).name();
            more.put(name + ".machines", (double) machines(k));
            more.put(name + ".tasks", (double) started[k]);
            more.put(name + ".meanWait", started[k] == 0 ? Double.NaN : waits[k] / started[k]);
            more.put(name + ".cpuUtilization", span > 0 ? cpuArea[k] / ((double) machines(k) * cpus * span)
                    : Double.NaN);
        }
        return f.with(more);
    }
}
