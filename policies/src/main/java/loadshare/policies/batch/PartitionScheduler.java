package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One partition's queue and nodes, and a scheduling pass over them: start what may start now, in queue order,
 * with the configured backfilling. Pure; the {@link BatchCoordinator} calls it after every submission and every
 * completion.
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
    private final List<BatchJob> queue = new ArrayList<>();
    private final Map<Long, Running> running = new HashMap<>();

    PartitionScheduler(Partition partition, Machines machines, Backfilling backfilling) {
        this.partition = partition;
        this.machines = machines;
        this.backfilling = backfilling;
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
    }

    /** Job {@code id} is done: its nodes are free again. Returns the job, or null if it was not running here. */
    BatchJob finished(long id) {
        Running r = running.remove(id);
        if (r == null) {
            return null;
        }
        machines.release(r.job(), r.parts());
        return r.job();
    }

    /** Starts what may start at {@code now}, the queue taken in {@code order}. */
    void pass(double now, Comparator<BatchJob> order, Starter starter) {
        if (queue.isEmpty()) {
            return;
        }
        List<BatchJob> ordered = new ArrayList<>(queue);
        ordered.sort(order);
        switch (backfilling) {
            case NONE -> inOrder(now, ordered, starter);
            case EASY -> easy(now, ordered, starter);
            case CONSERVATIVE -> conservative(now, ordered, starter);
            default -> throw new IllegalStateException(backfilling.name());
        }
    }

    /** Starts jobs in order until one does not fit; returns its position (the size of the list if none). */
    private int inOrder(double now, List<BatchJob> ordered, Starter starter) {
        for (int i = 0; i < ordered.size(); i++) {
            if (!tryStart(now, ordered.get(i), starter)) {
                return i;
            }
        }
        return ordered.size();
    }

    private void easy(double now, List<BatchJob> ordered, Starter starter) {
        int blocked = inOrder(now, ordered, starter);
        if (blocked == ordered.size()) {
            return;
        }
        BatchJob head = ordered.get(blocked);
        long[] headNeed = machines.need(head);
        Profile profile = profile(now);
        double shadow = profile.earliest(now, head.estimate(), headNeed);
        long[] extra = profile.freeAt(shadow);
        extra[0] -= headNeed[0];
        extra[1] -= headNeed[1];
        for (int i = blocked + 1; i < ordered.size(); i++) {
            BatchJob job = ordered.get(i);
            long[] need = machines.need(job);
            boolean endsBefore = now + job.estimate() <= shadow;
            if (!endsBefore && (need[0] > extra[0] || need[1] > extra[1])) {
                continue;
            }
            if (tryStart(now, job, starter) && !endsBefore) {
                extra[0] -= need[0];
                extra[1] -= need[1];
            }
        }
    }

    private void conservative(double now, List<BatchJob> ordered, Starter starter) {
        Profile profile = profile(now);
        for (BatchJob job : ordered) {
            long[] need = machines.need(job);
            double start = profile.earliest(now, job.estimate(), need);
            if (start == now && tryStart(now, job, starter)) {
                profile.reserve(now, job.estimate(), need);
            } else {
                profile.reserve(start, job.estimate(), need); // fragmented now (shared): it holds its place
            }
        }
    }

    private Profile profile(double now) {
        Profile profile = new Profile(now, machines.free());
        for (Running r : running.values()) {
            profile.release(Math.max(now, r.estimatedEnd()), r.need());
        }
        return profile;
    }

    private boolean tryStart(double now, BatchJob job, Starter starter) {
        List<Machines.Part> parts = machines.allocate(job);
        if (parts == null) {
            return false;
        }
        queue.remove(job);
        running.put(job.id(), new Running(job, parts, now + job.estimate(), machines.need(job)));
        starter.start(job, parts);
        return true;
    }
}
