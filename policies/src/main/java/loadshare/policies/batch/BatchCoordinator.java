package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.locality.DataLocality;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * The SLURM-like central batch scheduler: jobs reach it at their submit time ({@link #onSubmit}); it checks each
 * against its partition (a job that can never run there is rejected, with a reason, and counted), queues it, and
 * after every submission and every completion starts what may start, per partition, in the configured order with
 * the configured backfilling. A started job's parts are launched on the nodes that execute them
 * ({@link Launch}, under a run id of its own); the job ends when every node has reported its part {@link Done}.
 *
 * <p>When a node fails ({@link #onPeerDown}: its failure detector's word, a probe timeout after the failure), its
 * CPUs are gone until it is back ({@link #onPeerUp}), and every job with a part still running there is requeued
 * whole, as SLURM requeues a job whose node failed: its parts on the other nodes are stopped ({@link Kill}), its
 * run is lost, and it waits in its partition's queue again with its submit time and priority — a rigid parallel job
 * restarts whole. A {@code Done} of a lost run is ignored. Pure, like every coordinator: the simulator and the
 * coordinator actor host it.
 *
 * <p>With input data ({@code workload.data}), a started job's parts go to the nodes nearest its data, and a part off
 * its data reads it first (its run is that much longer); with {@code locality-delay}, delay scheduling skips a job
 * that could start only farther from its data than it may go yet ({@link PartitionScheduler}).
 */
public final class BatchCoordinator implements CentralScheduler {

    private record Active(BatchJob job, int partition, double started, RunParts parts) {
    }

    private final BatchConfig config;
    private final List<PartitionScheduler> partitions = new ArrayList<>();
    private final int defaultPartition;
    private final int highestPriority;
    private final Multifactor multifactor;
    private final BatchLedger ledger;
    /** The running jobs, by run id. */
    private final Map<Long, Active> active = new HashMap<>();
    private int[] runningByUser = new int[16];
    /** Where jobs' input data is and delay scheduling ({@code workload.data}); null without input data. */
    private final DataLocality data;
    private long nextRun;

    /**
     * @param cpusPerNode   every node's CPUs
     * @param memoryPerNode every node's memory, MiB
     */
    public BatchCoordinator(BatchConfig config, int nodes, int cpusPerNode, long memoryPerNode) {
        this(config, nodes, cpusPerNode, memoryPerNode, null);
    }

    /** @param data where jobs' input data is, for placing parts near it (null: jobs have none) */
    public BatchCoordinator(BatchConfig config, int nodes, int cpusPerNode, long memoryPerNode, DataLocality data) {
        this.config = config;
        this.data = data;
        int def = 0;
        int highest = 0;
        for (Partition p : config.partitions()) {
            def = p.isDefault() ? partitions.size() : def;
            highest = Math.max(highest, p.priority());
            partitions.add(new PartitionScheduler(p, new Machines(p, cpusPerNode, memoryPerNode, config.exclusive()),
                    config.backfilling(), fixedOrder(config.order()), data));
        }
        this.defaultPartition = def;
        this.highestPriority = highest;
        this.multifactor = new Multifactor(config.weights());
        this.ledger = new BatchLedger((long) nodes * cpusPerNode, nodes * memoryPerNode);
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        charge(now);
        ledger.submitted(now);
        int p = job.partition() <= 0 ? defaultPartition : job.partition() - 1;
        String reason = p < partitions.size() ? partitions.get(p).never(job) : "partition";
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        multifactor.seen(job.user());
        partitions.get(p).enqueue(job);
        schedule(context);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Active a = active.get(done.job());
        if (a == null) {
            return done.job() >= 0 && done.job() < nextRun;   // a part of a run that was lost and requeued
        }
        if (!a.parts().done(from)) {
            return true;
        }
        double now = context.now();
        charge(now);
        active.remove(done.job());
        partitions.get(a.partition()).finished(a.job().id(), now);
        runningByUser[a.job().user()] -= a.job().processors();
        ledger.finished(now, a.job(), a.started());
        schedule(context);
        return true;
    }

    /**
     * Node {@code peer} failed: its CPUs are gone until {@link #onPeerUp}, and every job with a part still running
     * there is requeued whole (its parts everywhere are stopped), keeping its submit time and its priority.
     */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        double now = context.now();
        charge(now);
        List<Long> hit = new ArrayList<>();
        for (Map.Entry<Long, Active> e : active.entrySet()) {
            if (e.getValue().parts().runsOn(peer)) {
                hit.add(e.getKey());
            }
        }
        hit.sort(null);
        for (long run : hit) {
            requeue(run, now, context);
        }
        for (PartitionScheduler partition : partitions) {
            partition.nodeDown(peer);
        }
        schedule(context);
    }

    /** Run {@code run} is lost: its parts still running are stopped, and its job waits in its queue again. */
    private void requeue(long run, double now, CoordinatorContext context) {
        Active a = active.remove(run);
        for (int node : a.parts().running()) {
            context.send(node, new Kill(run));
        }
        partitions.get(a.partition()).requeue(a.job().id());
        runningByUser[a.job().user()] -= a.job().processors();
        ledger.requeued(now, a.job(), a.started());
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        active.forEach((run, a) -> {
            if (a.parts().runsOn(node)) {
                runs.add(run);
            }
        });
        runs.sort(null);
        return runs;
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Active a = active.get(run);
        if (a == null || !a.parts().runsOn(node)) {
            return;
        }
        double now = context.now();
        charge(now);
        requeue(run, now, context);
        schedule(context);
    }

    /** Node {@code peer} is back: its CPUs may be given to jobs again. */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        charge(context.now());
        for (PartitionScheduler partition : partitions) {
            partition.nodeUp(peer);
        }
        schedule(context);
    }

    private void schedule(CoordinatorContext context) {
        double now = context.now();
        for (int p = 0; p < partitions.size(); p++) {
            int index = p;
            PartitionScheduler partition = partitions.get(p);
            partition.pass(now, order(partition, now), (job, parts) -> launch(job, index, parts, context), context);
        }
    }

    /** A timer of delay scheduling: a skipped job may go farther from its data now. */
    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        if (data != null && DataLocality.isTimer(tag)) {
            charge(context.now());
            schedule(context);
        }
    }

    private static final Comparator<BatchJob> BY_SUBMIT = Comparator.comparingDouble(BatchJob::submit)
            .thenComparingLong(BatchJob::id);

    /** The order of a queue that does not change with time; null for the priority order. */
    private static Comparator<BatchJob> fixedOrder(QueueOrder order) {
        return switch (order) {
            case FCFS -> BY_SUBMIT;
            case SJF -> Comparator.comparingDouble(BatchJob::estimate).thenComparing(BY_SUBMIT);
            case PRIORITY -> null;
        };
    }

    /** The multifactor priority at {@code now} of a job in {@code partition}; null for a fixed order. */
    private ToDoubleFunction<BatchJob> order(PartitionScheduler partition, double now) {
        if (config.order() != QueueOrder.PRIORITY) {
            return null;
        }
        int cpus = partition.machines().totalCpus();
        double factor = highestPriority == 0 ? 0 : partition.partition().priority() / (double) highestPriority;
        return job -> multifactor.priority(job, now, cpus, factor);
    }

    private void launch(BatchJob job, int partition, List<Machines.Part> parts, CoordinatorContext context) {
        double now = context.now();
        long run = nextRun++;
        int[] nodes = new int[parts.size()];
        for (int k = 0; k < nodes.length; k++) {
            nodes[k] = parts.get(k).node();
        }
        active.put(run, new Active(job, partition, now, new RunParts(nodes)));
        if (job.user() >= runningByUser.length) {
            runningByUser = java.util.Arrays.copyOf(runningByUser, Math.max(job.user() + 1, runningByUser.length * 2));
        }
        runningByUser[job.user()] += job.processors();
        ledger.started(now, job);
        if (data != null) {
            data.started(job.id());
        }
        for (Machines.Part part : parts) {
            double read = data == null ? 0 : data.launched(part.node(), job.input());
            context.send(part.node(), new Launch(run, part.cpus(), part.memory(), job.duration() + read));
        }
    }

    private void charge(double now) {
        if (config.order() == QueueOrder.PRIORITY) {
            multifactor.charge(now, runningByUser);
        }
    }

    @Override
    public int queued() {
        int queued = 0;
        for (PartitionScheduler p : partitions) {
            queued += p.queued();
        }
        return queued;
    }

    /** Jobs running now. */
    public int running() {
        return active.size();
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /** The ledger's figures, with locality's ({@link DataLocality#figures}) when jobs have input data. */
    @Override
    public BatchFigures figures() {
        return data == null ? ledger.figures() : ledger.figures().with(data.figures());
    }
}
