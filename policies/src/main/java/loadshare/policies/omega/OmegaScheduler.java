package loadshare.policies.omega;

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
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * Omega-like shared-state scheduling: several schedulers — one per job class, or one for all ({@code monolithic}) —
 * each with its own queue of jobs in submit order, place jobs on one {@link SharedCell}. A scheduler works on one job
 * at a time: it takes a snapshot of the cell and plans on it the first job of its queue that fits there (first fit in
 * queue order, as the Mesos-like frameworks do: a job that does not fit now waits in the queue, and the scheduler
 * stays idle if none fits, until something is freed); it is then busy for the
 * job's decision time (a timer in model time: the class's time per job plus its time per task, a task being a
 * processor still to place), and commits: a part whose machine no longer has its CPUs and memory (another scheduler
 * committed first, or the machine failed) conflicts. With {@code all-or-nothing} commits a conflict fails the whole
 * transaction and the job is decided again (a fresh snapshot, a full decision time); with incremental commits the
 * parts that fit are claimed and only the conflicting processors are decided again. A job starts — its parts are
 * launched together — once all its processors are claimed (a rigid job; claimed parts hold their resources until
 * then). A job whose commits conflicted {@code max-retries} times is abandoned (rejected as {@code unscheduled}).
 *
 * <p>A machine that fails ({@link #onPeerDown}) holds nothing until it is back; a job with a part running there is
 * stopped everywhere and waits again in its scheduler's queue, and a claim there is lost (those processors are
 * decided again). Pure, like every coordinator; the runtime's nodes execute the parts.
 *
 * <p>Its figures beside the ledger's: {@code conflict-fraction} (commits that conflicted over all commits),
 * {@code commits}, {@code conflicts}, {@code unscheduled}; per scheduler {@code NAME.busyness} (the time it spent
 * deciding over the run's span from 0 to the last end), {@code NAME.decisions}, {@code NAME.conflict-fraction}; per
 * job class {@code CLASS.decision-time} (its time per job) and {@code CLASS.meanWait} (submit to start).
 */
public final class OmegaScheduler implements CentralScheduler {

    private static final Comparator<Pending> BY_SUBMIT = Comparator.comparingDouble((Pending p) -> p.job.submit())
            .thenComparingLong(p -> p.job.id());

    /** A job a scheduler works on: its claimed parts (by machine), the processors still to place, its conflicts. */
    private static final class Pending {
        final BatchJob job;
        final TreeMap<Integer, SharedCell.Part> claimed = new TreeMap<>();
        int left;
        int retries;
        /** The parts of the decision under way, or null while none is. */
        List<SharedCell.Part> plan;

        Pending(BatchJob job) {
            this.job = job;
            this.left = job.processors();
        }
    }

    /** One scheduler: its queue, the job it works on, and its accounts. */
    private static final class Scheduler {
        final String name;
        /** Its jobs not being decided, in submit order (a job with claimed parts among them). */
        final TreeSet<Pending> queue = new TreeSet<>(BY_SUBMIT);
        /** The job being decided, or null. */
        Pending pending;
        boolean busy;
        long decisions;
        long commits;
        long conflicts;
        double busyTime;

        Scheduler(String name) {
            this.name = name;
        }
    }

    private record Running(BatchJob job, int scheduler, List<SharedCell.Part> parts, RunParts left, double started) {
    }

    private final OmegaConfig config;
    private final SharedCell cell;
    private final List<String> classes;
    private final List<Scheduler> schedulers = new ArrayList<>();
    private final BatchLedger ledger;
    private final Map<Long, Integer> timers = new HashMap<>();
    private final Map<Long, Running> running = new TreeMap<>();
    private final long[] started;
    private final double[] waits;
    private long nextTimer;
    private long nextRun;
    private long unscheduled;

    /**
     * @param cpus    every machine's CPUs
     * @param memory  every machine's memory, MiB
     * @param classes the job classes' names (job class k is scheduler k unless monolithic)
     */
    public OmegaScheduler(OmegaConfig config, int nodes, int cpus, long memory, List<String> classes) {
        this.config = config;
        this.cell = new SharedCell(nodes, cpus, memory);
        this.classes = List.copyOf(classes);
        if (config.monolithic()) {
            schedulers.add(new Scheduler("monolithic"));
        } else {
            for (String name : classes) {
                schedulers.add(new Scheduler(name));
            }
        }
        this.ledger = new BatchLedger((long) nodes * cpus, nodes * memory);
        this.started = new long[classes.size()];
        this.waits = new double[classes.size()];
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        ledger.submitted(now);
        String reason = job.jobClass() < 0 || job.jobClass() >= classes.size() ? "framework" : cell.never(job);
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        int k = config.monolithic() ? 0 : job.jobClass();
        schedulers.get(k).queue.add(new Pending(job));
        decide(k, context);
    }

    /**
     * Scheduler {@code k}, if idle, starts deciding the first job of its queue whose processors still to place fit on
     * a snapshot of the cell now (the jobs before it wait in the queue until something is freed); stays idle if none.
     */
    private void decide(int k, CoordinatorContext context) {
        Scheduler s = schedulers.get(k);
        if (s.busy) {
            return;
        }
        Pending p = null;
        for (Pending q : s.queue) {
            q.plan = cell.plan(q.left, q.job.memoryPerProcessor(), config.placement(), context.random());
            if (q.plan != null) {
                p = q;
                break;
            }
        }
        if (p == null) {
            return;
        }
        s.queue.remove(p);
        s.pending = p;
        double time = config.decisionTime(classes.get(p.job.jobClass()), p.left);
        s.busy = true;
        s.decisions++;
        s.busyTime += time;
        long tag = nextTimer++;
        timers.put(tag, k);
        context.setTimer(tag, time);
    }

    /** Every idle scheduler tries again (resources were freed). */
    private void decideAll(CoordinatorContext context) {
        for (int k = 0; k < schedulers.size(); k++) {
            decide(k, context);
        }
    }

    /** A decision is made: its plan is committed to the shared cell. */
    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        Integer k = timers.remove(tag);
        if (k == null) {
            return;
        }
        Scheduler s = schedulers.get(k);
        s.busy = false;
        Pending p = s.pending;
        List<SharedCell.Part> plan = p.plan;
        p.plan = null;
        boolean conflict = false;
        for (SharedCell.Part part : plan) {
            conflict |= !cell.fits(part);
        }
        s.commits++;
        for (SharedCell.Part part : plan) {
            if ((!conflict || !config.allOrNothing()) && cell.fits(part)) {
                cell.claim(part);
                p.claimed.merge(part.node(), part, (a, b) -> new SharedCell.Part(a.node(), a.cpus() + b.cpus(),
                        a.memory() + b.memory()));
                p.left -= part.cpus();
            }
        }
        double now = context.now();
        if (conflict) {
            s.conflicts++;
            p.retries++;
        }
        s.pending = null;
        if (p.left == 0) {
            launch(p, k, now, context);
        } else if (p.retries >= config.maxRetries()) {
            p.claimed.values().forEach(cell::release);
            unscheduled++;
            ledger.rejected(now, "unscheduled");
            decideAll(context);     // what it held is free
            return;
        } else {
            s.queue.add(p);         // decided again, first if nothing was submitted before it
        }
        decide(k, context);
    }

    /** Every processor of {@code p}'s job is claimed: its parts start now. */
    private void launch(Pending p, int k, double now, CoordinatorContext context) {
        List<SharedCell.Part> parts = List.copyOf(p.claimed.values());
        int[] nodes = new int[parts.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = parts.get(i).node();
        }
        long run = nextRun++;
        running.put(run, new Running(p.job, k, parts, new RunParts(nodes), now));
        ledger.started(now, p.job);
        started[p.job.jobClass()]++;
        waits[p.job.jobClass()] += now - p.job.submit();
        for (SharedCell.Part part : parts) {
            context.send(part.node(), new Launch(run, part.cpus(), part.memory(), p.job.duration()));
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Running r = running.get(done.job());
        if (r == null) {
            return done.job() >= 0 && done.job() < nextRun;   // a part of a run that was stopped
        }
        if (!r.left().done(from)) {
            return true;
        }
        running.remove(done.job());
        r.parts().forEach(cell::release);
        ledger.finished(context.now(), r.job(), r.started());
        decideAll(context);
        return true;
    }

    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        if (peer < 0 || peer >= cell.nodes() || cell.isDown(peer)) {
            return;
        }
        double now = context.now();
        cell.down(peer);
        for (long run : partsOn(peer)) {
            stop(run, now, context);
        }
        for (Scheduler s : schedulers) {
            List<Pending> jobs = new ArrayList<>(s.queue);
            if (s.pending != null) {
                jobs.add(s.pending);
            }
            for (Pending p : jobs) {
                SharedCell.Part lost = p.claimed.remove(peer);
                if (lost != null) {
                    cell.release(lost);
                    p.left += lost.cpus();
                }
            }
        }
        decideAll(context);
    }

    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        if (peer < 0 || peer >= cell.nodes() || !cell.isDown(peer)) {
            return;
        }
        cell.up(peer);
        decideAll(context);
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Running r = running.get(run);
        if (r == null || !r.left().runsOn(node)) {
            return;
        }
        stop(run, context.now(), context);
        decideAll(context);
    }

    /** Run {@code run} is lost: its parts are stopped, what it held is free, and its job waits again. */
    private void stop(long run, double now, CoordinatorContext context) {
        Running r = running.remove(run);
        for (int node : r.left().running()) {
            context.send(node, new Kill(run));
        }
        r.parts().forEach(cell::release);
        ledger.requeued(now, r.job(), r.started());
        started[r.job().jobClass()]--;       // its wait counts to the start of the run that ends
        waits[r.job().jobClass()] -= r.started() - r.job().submit();
        schedulers.get(r.scheduler()).queue.add(new Pending(r.job()));
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        running.forEach((run, r) -> {
            if (r.left().runsOn(node)) {
                runs.add(run);
            }
        });
        return runs;
    }

    @Override
    public int queued() {
        int queued = 0;
        for (Scheduler s : schedulers) {
            queued += s.queue.size() + (s.pending == null ? 0 : 1);
        }
        return queued;
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /** The names of the schedulers, in order: the job classes', or {@code monolithic}. */
    public List<String> schedulerNames() {
        return schedulers.stream().map(s -> s.name).toList();
    }

    @Override
    public BatchFigures figures() {
        BatchFigures f = ledger.figures();
        double span = f.makespan();
        long commits = 0;
        long conflicts = 0;
        for (Scheduler s : schedulers) {
            commits += s.commits;
            conflicts += s.conflicts;
        }
        Map<String, Double> more = new LinkedHashMap<>();
        more.put("conflict-fraction", commits == 0 ? 0.0 : conflicts / (double) commits);
        more.put("commits", (double) commits);
        more.put("conflicts", (double) conflicts);
        more.put("unscheduled", (double) unscheduled);
        for (Scheduler s : schedulers) {
            more.put(s.name + ".busyness", span > 0 ? s.busyTime / span : Double.NaN);
            more.put(s.name + ".decisions", (double) s.decisions);
            more.put(s.name + ".conflict-fraction", s.commits == 0 ? 0.0 : s.conflicts / (double) s.commits);
        }
        for (int c = 0; c < classes.size(); c++) {
            more.put(classes.get(c) + ".decision-time", config.jobTimes().of(classes.get(c)));
            more.put(classes.get(c) + ".meanWait", started[c] == 0 ? Double.NaN : waits[c] / started[c]);
        }
        return f.with(more);
    }
}
