package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.locality.DataLocality;

/**
 * One partition's queue and nodes, and a scheduling pass over them: start what may start now, in queue order,
 * with the configured backfilling. Pure; the {@link BatchCoordinator} calls it after every submission and every
 * completion. A queue in a fixed order (FCFS, SJF) stays sorted; a priority queue is sorted at every pass.
 * Conservative backfilling keeps its plan (every queued job's reservation) between passes: a new job is
 * reserved into it, and it is planned again from scratch, in queue order, only when a job ends before its
 * estimate, a job is requeued or a node fails or comes back (or, for the priority order, at every pass, since the
 * order changes).
 *
 * <p>With input data, a job's parts go to the nodes nearest its data first (data-local, rack-local, then the rest,
 * each in node order). With delay scheduling (none or EASY backfilling), a job that could start now, but only
 * farther from its data than it may go yet, is skipped: strict order goes on to the jobs behind it, and EASY's
 * blocked head is the first job that does not fit, not one that waits for locality (which holds no reservation).
 */
final class PartitionScheduler {

    /** Told of each job a pass starts, with its parts. */
    interface Starter {
        void start(BatchJob job, List<Machines.Part> parts);
    }

    private record Running(BatchJob job, List<Machines.Part> parts, double estimatedEnd, long[] need) {
    }

    private final Partition partition;
    private final Machines machines;
    private final Backfilling backfilling;
    /** The queue's fixed order, or null when it is sorted at each pass. */
    private final Comparator<BatchJob> fixedOrder;
    private final Collection<BatchJob> queue;
    private final Map<Long, Running> running = new HashMap<>();
    private final DataLocality data;
    /** Whether a job is skipped by delay scheduling in the current pass. */
    private Predicate<BatchJob> waits = job -> false;
    /** Conservative backfilling's plan and the queued jobs' reservations in it; rebuilt when stale. */
    private Profile plan;
    private final Map<Long, Double> reserved = new HashMap<>();
    private final List<BatchJob> unplanned = new ArrayList<>();

    PartitionScheduler(Partition partition, Machines machines, Backfilling backfilling, Comparator<BatchJob> fixedOrder) {
        this(partition, machines, backfilling, fixedOrder, null);
    }

    /** @param data where jobs' input data is and delay scheduling, or null if jobs have none */
    PartitionScheduler(Partition partition, Machines machines, Backfilling backfilling, Comparator<BatchJob> fixedOrder,
                       DataLocality data) {
        this.data = data;
        this.partition = partition;
        this.machines = machines;
        this.backfilling = backfilling;
        this.fixedOrder = fixedOrder;
        this.queue = fixedOrder == null ? new LinkedHashSet<>() : new TreeSet<>(fixedOrder);
    }

    Partition partition() {
        return partition;
    }

    Machines machines() {
        return machines;
    }

    int queued() {
        return queue.size();
    }

    /** Why {@code job} can never run in this partition (a limit or the nodes), or null if it can. */
    String never(BatchJob job) {
        if (job.estimate() > partition.maxTime()) {
            return "time-limit";
        }
        if (job.processors() > partition.maxSize()) {
            return "size-limit";
        }
        return machines.never(job);
    }

    void enqueue(BatchJob job) {
        queue.add(job);
        unplanned.add(job);
    }

    /** Job {@code id} is done at {@code now}: its nodes are free again. Returns the job, or null if it was not running here. */
    BatchJob finished(long id, double now) {
        Running r = running.remove(id);
        if (r == null) {
            return null;
        }
        machines.release(r.job(), r.parts());
        if (now < r.estimatedEnd()) {
            plan = null;   // ended before its estimate: the plan is stale, plan again (compress the schedule)
        }
        return r.job();
    }

    /**
     * Job {@code id}'s run is lost (a node it ran on failed): its nodes are free again, and it waits in the queue
     * again, in its place by its submit time or priority, to be planned afresh.
     */
    void requeue(long id) {
        Running r = running.remove(id);
        machines.release(r.job(), r.parts());
        queue.add(r.job());
        unplanned.add(r.job());
        plan = null;
    }

    /** Node {@code node} failed: if it is one of this partition's, nothing is placed on it until {@link #nodeUp}. */
    void nodeDown(int node) {
        if (machines.down(node)) {
            plan = null;
        }
    }

    /** Node {@code node} is back: if it is one of this partition's, it takes jobs again. */
    void nodeUp(int node) {
        if (machines.up(node)) {
            plan = null;
        }
    }

    private record Keyed(BatchJob job, double priority) {
    }

    private static final Comparator<Keyed> BY_PRIORITY = Comparator.comparingDouble((Keyed k) -> -k.priority())
            .thenComparingDouble(k -> k.job().submit()).thenComparingLong(k -> k.job().id());

    /**
     * Starts what may start at {@code now}, the queue taken in its fixed order or else by {@code priority}
     * (highest first, then by submit time).
     */
    void pass(double now, ToDoubleFunction<BatchJob> priority, Starter starter) {
        pass(now, priority, starter, null);
    }

    /**
     * A pass as {@link #pass(double, ToDoubleFunction, Starter)}; with input data, a job that could start now but
     * on no node as near its data as delay scheduling allows yet is skipped (delay scheduling's timers are set on
     * {@code context}): it neither starts nor blocks the jobs behind it.
     */
    void pass(double now, ToDoubleFunction<BatchJob> priority, Starter starter, CoordinatorContext context) {
        waits = data == null || context == null || !data.delaying() ? job -> false
                : job -> job.input().present()
                        && data.waits(job.id(), job.input(), machines.bestRank(job, rank(job)), context);
        if (queue.isEmpty()) {
            unplanned.clear();
            return;
        }
        List<BatchJob> ordered = null;
        if (fixedOrder == null) {
            List<Keyed> keyed = new ArrayList<>(queue.size());
            for (BatchJob job : queue) {
                keyed.add(new Keyed(job, priority.applyAsDouble(job)));
            }
            keyed.sort(BY_PRIORITY);
            ordered = new ArrayList<>(keyed.size());
            for (Keyed k : keyed) {
                ordered.add(k.job());
            }
            plan = null;   // the order changes with time: conservative plans again at each pass
        }
        Iterable<BatchJob> inOrder = ordered != null ? ordered : queue;
        switch (backfilling) {
            case NONE -> strict(now, inOrder, starter);
            case EASY -> easy(now, inOrder, starter);
            case CONSERVATIVE -> conservative(now, inOrder, starter);
            default -> throw new IllegalStateException(backfilling.name());
        }
        unplanned.clear();
    }

    /** Starts jobs in order until one does not fit; returns it, or null if every job started. */
    private BatchJob strict(double now, Iterable<BatchJob> ordered, Starter starter) {
        for (Iterator<BatchJob> it = ordered.iterator(); it.hasNext(); ) {
            BatchJob job = it.next();
            if (waits.test(job)) {
                continue;
            }
            if (!tryStart(now, job, it, starter)) {
                return job;
            }
        }
        return null;
    }

    private void easy(double now, Iterable<BatchJob> ordered, Starter starter) {
        BatchJob head = strict(now, ordered, starter);
        if (head == null || machines.free()[0] == 0) {
            return;
        }
        long[] headNeed = machines.need(head);
        Profile profile = profile(now);
        double shadow = profile.earliest(now, head.estimate(), headNeed);
        if (Double.isNaN(shadow)) {
            shadow = Double.POSITIVE_INFINITY;   // the head needs nodes that are down: no reservation until one is back
        }
        long[] extra = profile.freeAt(shadow);
        extra[0] -= headNeed[0];
        extra[1] -= headNeed[1];
        boolean behind = false;
        for (Iterator<BatchJob> it = ordered.iterator(); it.hasNext() && machines.free()[0] > 0; ) {
            BatchJob job = it.next();
            if (!behind) {
                behind = job == head;
                continue;
            }
            long[] need = machines.need(job);
            boolean endsBefore = now + job.estimate() <= shadow;
            if (!endsBefore && (need[0] > extra[0] || need[1] > extra[1]) || waits.test(job)) {
                continue;
            }
            if (tryStart(now, job, it, starter) && !endsBefore) {
                extra[0] -= need[0];
                extra[1] -= need[1];
            }
        }
    }

    private void conservative(double now, Iterable<BatchJob> ordered, Starter starter) {
        if (plan == null) {
            plan = profile(now);
            reserved.clear();
            reserveAll(now, ordered);
        } else {
            plan.trim(now);
            reserveAll(now, unplanned);
        }
        for (Iterator<BatchJob> it = ordered.iterator(); it.hasNext(); ) {
            BatchJob job = it.next();
            Double at = reserved.get(job.id());
            if (at != null && at <= now) {
                if (tryStart(now, job, it, starter)) {
                    reserved.remove(job.id());
                } else {
                    plan = null;   // fragmented (shared) or not yet reported free: plan again next time
                }
            }
        }
    }

    private void reserveAll(double now, Iterable<BatchJob> jobs) {
        for (BatchJob job : jobs) {
            long[] need = machines.need(job);
            double start = plan.earliest(now, job.estimate(), need);
            if (Double.isNaN(start)) {
                continue;   // it needs nodes that are down: unplanned until one is back (the plan is made again then)
            }
            plan.reserve(start, job.estimate(), need);
            reserved.put(job.id(), start);
        }
    }

    private Profile profile(double now) {
        Profile profile = new Profile(now, machines.free());
        for (Running r : running.values()) {
            profile.release(Math.max(now, r.estimatedEnd()), r.need());
        }
        return profile;
    }

    /** How near each node is to {@code job}'s input data (lower first), or null without input data. */
    private IntUnaryOperator rank(BatchJob job) {
        return data == null || !job.input().present() ? null : node -> data.rank(node, job.input());
    }

    private boolean tryStart(double now, BatchJob job, Iterator<BatchJob> position, Starter starter) {
        List<Machines.Part> parts = machines.allocate(job, rank(job));
        if (parts == null) {
            return false;
        }
        if (fixedOrder != null) {
            position.remove();
        } else {
            queue.remove(job);
        }
        running.put(job.id(), new Running(job, parts, now + job.estimate(), machines.need(job)));
        starter.start(job, parts);
        return true;
    }
}
