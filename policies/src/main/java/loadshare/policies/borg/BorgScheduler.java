package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import loadshare.config.JobGrowth;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.BatchLedger;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.batch.RunParts;
import loadshare.policies.locality.DataLocality;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Grow;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
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
 * <p>With {@code preempted = suspend} a victim is suspended instead ({@link Suspend}): its parts stop working on
 * their machines, keeping their memory and the work they have left, and their CPUs go to the preemptor (victims are
 * chosen as above, each freeing its CPUs alone). A suspended job is resumed in place ({@link Resume}) as soon as each
 * of its machines has its part's CPUs free, before the queued jobs of its band (after those of higher bands); no
 * work is lost. When suspending cannot make room (the preemptor needs memory the victims would keep), the victims
 * are killed as above, suspended jobs among the candidates (killing one frees its memory and loses its work done).
 *
 * <p>With {@code allocs}, each alloc set is reserved at time 0 (taken from the cell for good, {@link Allocs#machines})
 * and its class's jobs are placed only inside it ({@link AllocCell}: the allocs as machines of a cell of their own),
 * in the same pass over the queue; they neither preempt nor are preempted.
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
 * a job that does not fit and preempts is placed at once, nearest its data.
 *
 * <p>With job classes that grow ({@code grow-after}, {@code grow-by}; bookkeeping in {@link Growth}), a run that has
 * run its class's share of its run time asks for more CPUs on the machine of its first part. In every pass, the
 * waiting requests of a band are tried after its suspended runs and before its queued jobs: granted if the machine
 * has the CPUs free, else (with preemption, outside alloc sets) by preempting running jobs of lower bands on that
 * machine as for a placement (killed, or suspended with {@code preempted = suspend}), else the request waits for
 * the next pass. A granted run holds the CPUs until it ends, and its parts' work left is divided among its new
 * processors ({@link Grow}). Pure, like every coordinator: the simulator and the coordinator actor host it.
 */
public final class BorgScheduler implements CentralScheduler {

    private static final Comparator<Waiting> ORDER = Comparator.comparingInt(Waiting::priority).reversed()
            .thenComparingDouble(w -> w.job().submit()).thenComparingLong(w -> w.job().id());

    private final BorgConfig config;
    private final int[] classPriorities;
    private final Cell cell;
    /** Each job class's alloc set, or null for a class without one (placed on the cell). */
    private final AllocCell[] allocOfClass;
    private final List<AllocCell> allocs = new ArrayList<>();
    private final BatchLedger ledger;
    private final TreeSet<Waiting> queue = new TreeSet<>(ORDER);
    private final TreeMap<Long, Integer> waitingMemory = new TreeMap<>();   // memory per processor: waiting jobs
    private final Map<Long, Run> running = new HashMap<>();      // running and suspended runs
    /** Suspended runs ({@code preempted = suspend}): the order they are resumed in, and what suspension cost. */
    private final Suspensions suspended = new Suspensions();
    private final long[] cpusByBand;
    private final long[] endedByBand;
    private final double[] waitByBand;
    /** Where jobs' input data is and delay scheduling ({@code workload.data}); null without input data. */
    private final DataLocality data;
    /** Jobs that grow while they run: when they ask, and the requests that wait. */
    private final Growth growth;
    private long nextRun;
    private long preemptions;
    private double lostWork;

    /**
     * @param classPriorities the priority of each job class (a job's {@link BatchJob#jobClass} indexes it; a class
     *                        beyond it, and a trace's job, has priority 0)
     */
    BorgScheduler(BorgConfig config, int nodes, int cpusPerNode, long memoryPerNode, int[] classPriorities) {
        this(config, nodes, cpusPerNode, memoryPerNode, classPriorities, List.of(), null, List.of());
    }

    /** As below, for job classes that do not grow. */
    BorgScheduler(BorgConfig config, int nodes, int cpusPerNode, long memoryPerNode, int[] classPriorities,
                  List<String> classNames, DataLocality data) {
        this(config, nodes, cpusPerNode, memoryPerNode, classPriorities, classNames, data, List.of());
    }

    /**
     * @param classPriorities the priority of each job class (as above)
     * @param classNames      the name of each job class, for the alloc sets (which must fit the cell: see
     *                        {@link Allocs#machines}); the allocs are reserved now, at time 0
     * @param data            where jobs' input data is, for placing parts near it (null: jobs have none)
     * @param classGrowth     how each job class's jobs grow while they run (shorter than the classes: the others
     *                        do not grow)
     */
    BorgScheduler(BorgConfig config, int nodes, int cpusPerNode, long memoryPerNode, int[] classPriorities,
                  List<String> classNames, DataLocality data, List<JobGrowth> classGrowth) {
        this.config = config;
        this.growth = new Growth(classGrowth);
        this.data = data;
        this.classPriorities = classPriorities.clone();
        this.cell = new Cell(nodes, cpusPerNode, memoryPerNode);
        this.ledger = new BatchLedger(cell.totalCpus(), cell.totalMemory());
        this.allocOfClass = new AllocCell[classNames.size()];
        List<Allocs.AllocSet> sets = config.allocs().sets();
        int[][] machines = config.allocs().machines(nodes, cpusPerNode, memoryPerNode);
        for (int s = 0; s < sets.size(); s++) {
            Allocs.AllocSet set = sets.get(s);
            AllocCell alloc = new AllocCell(set, machines[s]);
            allocs.add(alloc);
            for (int a = 0; a < set.count(); a++) {
                cell.reserve(0, machines[s][a], set.cpus(), set.memory());
            }
            int jobClass = classNames.indexOf(set.jobClass());
            if (jobClass >= 0) {
                allocOfClass[jobClass] = alloc;
            }
        }
        int bands = config.bands().size();
        this.cpusByBand = new long[bands];
        this.endedByBand = new long[bands];
        this.waitByBand = new double[bands];
    }

    /** The alloc set {@code job}'s class runs in, or null. */
    private AllocCell allocOf(BatchJob job) {
        return job.jobClass() >= 0 && job.jobClass() < allocOfClass.length ? allocOfClass[job.jobClass()] : null;
    }

    /** The cell {@code run}'s parts are in: its alloc set's, or the cell. */
    private Cell cellOf(Run run) {
        return run.alloc == null ? cell : run.alloc.cell();
    }

    /** The priority of {@code job}: its class's. */
    int priority(BatchJob job) {
        return job.jobClass() >= 0 && job.jobClass() < classPriorities.length ? classPriorities[job.jobClass()] : 0;
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        ledger.submitted(now);
        AllocCell alloc = allocOf(job);
        String reason = alloc == null ? cell.never(job) : alloc.cell().never(job) == null ? null : "alloc";
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        if (alloc == null) {
            cell.seen(now, job);
        }
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
        BatchJob job = run.waiting().job();
        List<Cell.Part> held = ended(run, now);   // suspended: its last part ended as its Suspend was on the way
        running.remove(run.run());
        cellOf(run).release(now, held);
        int band = run.waiting().band();
        if (run.alloc == null) {
            cpusByBand[band] -= run.cpus();
        }
        stopGrowth(run, now);
        endedByBand[band]++;
        waitByBand[band] += run.started() - job.submit();
        ledger.finished(now, job, run.started() + run.timeSuspended);
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
        for (AllocCell alloc : allocs) {
            alloc.down(now, peer);
        }
        schedule(context);
    }

    /** Run {@code r} is lost: its parts still running are stopped, and its job waits in its band's place again. */
    private void reschedule(Run r, double now, CoordinatorContext context) {
        List<Cell.Part> held = ended(r, now);
        running.remove(r.run());
        for (int node : r.left().running()) {
            context.send(node, new Kill(r.run()));
        }
        cellOf(r).release(now, held);
        BatchJob job = r.waiting().job();
        if (r.alloc == null) {
            cpusByBand[r.waiting().band()] -= r.cpus();
        }
        stopGrowth(r, now);
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
        for (AllocCell alloc : allocs) {
            alloc.up(context.now(), peer);
        }
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
        long cellChecked = -1;      // with alloc sets: the cell's version when cellFull was found
        boolean cellFull = false;   // no waiting job fits on the cell (outside the alloc sets)
        for (Waiting w = queue.isEmpty() ? null : queue.first(); w != null; w = queue.higher(w)) {
            resumeUpTo(w.band(), context);
            if (growUpTo(w.band(), context)) {
                misfits.clear();    // a request preempted: a job that did not fit may fit in what it left free
            }
            AllocCell alloc = allocOf(w.job());
            boolean canPreempt = alloc == null && config.preemption()
                    && (heldBelow(w.band()) > 0 || suspendedBelow(w.band()));
            if (!canPreempt && roomChecked != version()) {
                if (noRoom(leastWaitingMemory())) {
                    break;  // no waiting job fits, and neither this job nor any later one may preempt
                }
                roomChecked = version();
            }
            BatchJob job = w.job();
            if (alloc != null) {
                // placed only in its alloc set, among jobs of its own class: it neither preempts nor is preempted
                List<Cell.Part> parts = alloc.cell().place(now, job, config.placement(), context.random());
                if (parts != null) {
                    start(w, parts, alloc, context);
                }
                continue;
            }
            if (!canPreempt && !allocs.isEmpty()) {
                if (cellChecked != cell.version()) {
                    cellFull = cell.capacity(leastWaitingMemory()) == 0;
                    cellChecked = cell.version();
                }
                if (cellFull) {
                    continue;   // the pass goes on for the jobs of alloc sets, which may still have room
                }
            }
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
                List<Run> victims = List.of();
                if (config.preempted() == Preempted.SUSPEND) {
                    victims = victims(w, false);
                    for (Run victim : victims) {
                        suspend(victim, context);
                    }
                }
                if (victims.isEmpty()) {
                    victims = victims(w, true);
                    for (Run victim : victims) {
                        preempt(victim, context);
                    }
                }
                if (!victims.isEmpty()) {
                    misfits.clear();
                    parts = place(now, job, context);
                }
            }
            if (parts != null) {
                start(w, parts, null, context);
            }
        }
        resumeUpTo(Integer.MAX_VALUE, context);
        growUpTo(Integer.MAX_VALUE, context);
    }

    /**
     * Resumes, in {@link Suspensions}' order, every suspended run of band {@code band} or a higher one whose machines have
     * its CPUs free again (its parts' memory is still held there).
     */
    private void resumeUpTo(int band, CoordinatorContext context) {
        if (suspended.isEmpty()) {
            return;
        }
        double now = context.now();
        List<Run> resumed = new ArrayList<>();
        for (Run r : suspended.inResumeOrder()) {
            if (r.waiting().band() <= band && cell.canResume(r.parts)) {
                cell.resume(now, r.parts);
                resumed.add(r);
            }
        }
        for (Run r : resumed) {
            unsuspend(r, now);
            cpusByBand[r.waiting().band()] += r.cpus();
            suspended.resumed(r);
            if (growth.resumed(r.run())) {
                context.setTimer(Growth.tag(r.run()), Math.max(0, growth.after(r.waiting().job()) - r.workDone(now)));
            }
            for (Cell.Part part : r.parts) {
                context.send(part.node(), new Resume(r.run()));
            }
        }
    }

    /**
     * Run {@code r} ends or is stopped now: what it holds in the cell (its parts, without their CPUs if it is
     * suspended). A suspended run is counted as holding its CPUs again, in its band and the ledger, as a running run
     * that ends or is stopped gives them back.
     */
    private List<Cell.Part> ended(Run r, double now) {
        List<Cell.Part> held = r.parts();
        if (r.suspended) {
            unsuspend(r, now);
            cpusByBand[r.waiting().band()] += r.cpus();
        }
        return held;
    }

    /** Run {@code r} is no longer suspended (resumed, or ended or stopped while suspended). */
    private void unsuspend(Run r, double now) {
        suspended.over(r, now);
        r.resume(now);
        ledger.resumed(now, r.waiting().job());
        if (r.grown > 0) {
            ledger.heldMore(now, r.grown);
        }
    }

    /** Changes with every placement and release, on the cell and in every alloc set. */
    private long version() {
        long version = cell.version();
        for (AllocCell alloc : allocs) {
            version += alloc.cell().version();
        }
        return version;
    }

    /** Whether neither the cell nor any alloc set holds one more processor of {@code m} MiB. */
    private boolean noRoom(long m) {
        if (cell.capacity(m) > 0) {
            return false;
        }
        for (AllocCell alloc : allocs) {
            if (alloc.cell().capacity(m) > 0) {
                return false;
            }
        }
        return true;
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
        } else if (Growth.isTimer(tag)) {
            onGrowTimer(Growth.run(tag), context);
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

    /**
     * The victims that make room for {@code w}'s job among the runs of lower bands: killed ones ({@code kill}: they
     * free their CPUs and memory; suspended runs are candidates too, freeing their memory) or suspended ones (running
     * runs only, freeing their CPUs alone).
     */
    /** Whether a run of a band below {@code band} is suspended (holding memory that killing it would free). */
    private boolean suspendedBelow(int band) {
        return suspended.below(band);
    }

    private List<Run> victims(Waiting w, boolean kill) {
        BatchJob job = w.job();
        if (cell.freeCpus() + heldBelow(w.band()) < job.processors()) {
            return List.of();
        }
        List<Run> candidates = new ArrayList<>();
        for (Run r : running.values()) {
            if (r.alloc == null && r.waiting().band() > w.band() && (kill || !r.suspended)) {
                candidates.add(r);
            }
        }
        return Victims.choose(candidates, job.processors(), job.memoryPerProcessor(), cell.freeCpusCopy(),
                cell.freeMemoryCopy(), kill);
    }

    /** Kills {@code victim}: its parts are stopped, it is requeued, and the work it had done is lost. */
    private void preempt(Run victim, CoordinatorContext context) {
        double now = context.now();
        double work = victim.cpuSeconds(now);
        List<Cell.Part> held = ended(victim, now);
        running.remove(victim.run());
        for (Cell.Part part : held) {
            context.send(part.node(), new Kill(victim.run()));
        }
        cell.release(now, held);
        BatchJob job = victim.waiting().job();
        cpusByBand[victim.waiting().band()] -= victim.cpus();
        stopGrowth(victim, now);
        preemptions++;
        lostWork += work;
        ledger.preempted(now, job, victim.started());
        enqueue(victim.waiting());
    }

    /**
     * Suspends {@code victim} in place: its parts stop working ({@link Suspend}) and keep their memory and the work
     * they have left; its CPUs are free for the preemptor. It is resumed by {@link #resumeUpTo}.
     */
    private void suspend(Run victim, CoordinatorContext context) {
        double now = context.now();
        for (Cell.Part part : victim.parts) {
            context.send(part.node(), new Suspend(victim.run()));
        }
        cell.suspend(now, victim.parts);
        victim.suspend(now);
        suspended.suspended(victim);
        BatchJob job = victim.waiting().job();
        cpusByBand[victim.waiting().band()] -= victim.cpus();
        preemptions++;
        ledger.suspended(now, job);
        if (victim.grown > 0) {
            ledger.heldMore(now, -victim.grown);
        }
    }

    /** Starts {@code w}'s job now as {@code parts} on the cell, or on {@code alloc}'s allocs if not null. */
    private void start(Waiting w, List<Cell.Part> parts, AllocCell alloc, CoordinatorContext context) {
        double now = context.now();
        dequeue(w);
        long id = nextRun++;
        int[] nodes = new int[parts.size()];
        for (int k = 0; k < nodes.length; k++) {
            nodes[k] = alloc == null ? parts.get(k).node() : alloc.machine(parts.get(k).node());
        }
        running.put(id, new Run(id, w, now, parts, new RunParts(nodes), alloc));
        if (alloc == null) {
            cpusByBand[w.band()] += w.job().processors();
        }
        ledger.started(now, w.job());
        if (data != null) {
            data.started(w.job().id());
        }
        if (growth.of(w.job()).grows()) {
            context.setTimer(Growth.tag(id), growth.after(w.job()));
        }
        for (int k = 0; k < nodes.length; k++) {
            Cell.Part part = parts.get(k);
            double read = data == null ? 0 : data.launched(nodes[k], w.job().input());
            context.send(nodes[k], new Launch(id, part.cpus(), part.memory(), w.job().duration() + read));
        }
    }

    /**
     * Run {@code id}'s grow timer fired: it asks for its class's CPUs on the machine of its first part if it has run
     * its share of its run time; a suspended run asks once resumed, and one that lacks running time (it was
     * suspended) has its timer set again. A run that ended, was stopped or asked already asks nothing.
     */
    private void onGrowTimer(long id, CoordinatorContext context) {
        Run r = running.get(id);
        if (r == null || growth.asked(id)) {
            return;
        }
        if (r.suspended) {
            growth.rearmOnResume(id);
            return;
        }
        double now = context.now();
        BatchJob job = r.waiting().job();
        double lacking = growth.after(job) - r.workDone(now);
        if (lacking > 1e-9) {
            context.setTimer(Growth.tag(id), lacking);
            return;
        }
        growth.ask(new Growth.Ask(id, r.priority(), r.waiting().band(), now, r.parts.get(0).node(),
                growth.of(job).by()));
        schedule(context);
    }

    /**
     * Grants, in {@link Growth}'s order, every waiting request of band {@code band} or a higher one whose machine has
     * the CPUs free, or (with preemption, outside alloc sets) once running jobs of lower bands there are preempted to
     * free them; a suspended run's request waits for its resume. Returns whether it preempted.
     */
    private boolean growUpTo(int band, CoordinatorContext context) {
        boolean preempted = false;
        if (!growth.anyWaiting()) {
            return false;
        }
        for (Growth.Ask ask : growth.waitingUpTo(band)) {
            Run r = running.get(ask.run());
            if (r == null || r.suspended) {
                continue;   // suspended (or stopped as a victim of a request granted before it in this pass)
            }
            if (cellOf(r).freeCpus(ask.node()) >= ask.cpus()) {
                grant(ask, r, context);
            } else if (r.alloc == null && config.preemption() && makeRoom(ask, context)) {
                preempted = true;
                grant(ask, r, context);
            }
        }
        return preempted;
    }

    /** A running run of a lower band, as victim selection for a request on one machine sees it: its part there. */
    private record OnMachine(Run r, Cell.Part part) implements Victims.Candidate {
        @Override
        public int priority() {
            return r.priority();
        }

        @Override
        public double started() {
            return r.started();
        }

        @Override
        public long run() {
            return r.run();
        }

        @Override
        public List<Cell.Part> parts() {
            return List.of(part);
        }
    }

    /**
     * Preempts (kills, or suspends with {@code preempted = suspend}) the running jobs of bands below {@code ask}'s
     * that free its CPUs on its machine, chosen as for a placement ({@link Victims}: the fewest, lowest first; each
     * frees its part's CPUs there); returns whether there were such victims.
     */
    private boolean makeRoom(Growth.Ask ask, CoordinatorContext context) {
        List<OnMachine> candidates = new ArrayList<>();
        for (Run r : running.values()) {
            if (r.alloc == null && !r.suspended && r.waiting().band() > ask.band()) {
                for (Cell.Part part : r.parts) {
                    if (part.node() == ask.node()) {
                        candidates.add(new OnMachine(r, part));
                    }
                }
            }
        }
        int[] cpus = new int[cell.nodes()];
        cpus[ask.node()] = cell.freeCpus(ask.node());
        List<OnMachine> victims = Victims.choose(candidates, ask.cpus(), 0, cpus, new long[cell.nodes()]);
        for (OnMachine victim : victims) {
            if (config.preempted() == Preempted.SUSPEND) {
                suspend(victim.r(), context);
            } else {
                preempt(victim.r(), context);
            }
        }
        return !victims.isEmpty();
    }

    /** {@code ask} is granted now: {@code r} takes the CPUs on its machine, and its parts hear their new width. */
    private void grant(Growth.Ask ask, Run r, CoordinatorContext context) {
        double now = context.now();
        cellOf(r).grow(now, ask.node(), ask.cpus());
        int from = r.cpus();
        r.grow(ask.node(), ask.cpus(), now);
        if (r.alloc == null) {
            cpusByBand[r.waiting().band()] += ask.cpus();
        }
        ledger.heldMore(now, ask.cpus());
        growth.grant(ask, now);
        for (Cell.Part part : r.parts) {
            int node = r.alloc == null ? part.node() : r.alloc.machine(part.node());
            if (r.left().runsOn(node)) {
                context.send(node, new Grow(r.run(), part.node() == ask.node() ? ask.cpus() : 0, from, r.cpus()));
            }
        }
    }

    /** Run {@code r} ends or is stopped now: the CPUs it grew by are no longer held, and its request is withdrawn. */
    private void stopGrowth(Run r, double now) {
        if (r.grown > 0) {
            ledger.heldMore(now, -r.grown);
        }
        growth.forget(r.run());
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

    /** Jobs suspended so far (each is also counted in {@link #preemptions}). */
    public long suspensions() {
        return suspended.suspensions();
    }

    /** Suspended jobs resumed so far. */
    public long resumes() {
        return suspended.resumes();
    }

    /** Seconds spent suspended so far, summed over the jobs (each suspension from its start to its resume or end). */
    public double suspendedTime() {
        return suspended.suspendedTime();
    }

    /** Processor-seconds of killed runs, lost so far. */
    public double lostWork() {
        return lostWork;
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /**
     * The ledger's figures with this scheduler's: {@code preemptions}, {@code lostCpuSeconds} (of killed runs); with
     * {@code preempted = suspend}, {@code suspensions}, {@code resumes} and {@code suspendedSeconds}; {@code
     * strandedCpus} and {@code strandedMemory} (time-averaged shares of all CPUs and all memory), and {@code
     * wait.BAND}, the mean wait of each band's ended jobs (NaN for a band without any).
     */
    @Override
    public BatchFigures figures() {
        BatchFigures f = ledger.figures();
        Map<String, Double> mine = new LinkedHashMap<>();
        mine.put("preemptions", (double) preemptions);
        mine.put("lostCpuSeconds", lostWork);
        if (config.preempted() == Preempted.SUSPEND) {
            suspended.figures(mine);
        }
        growth.figures(mine);
        for (AllocCell alloc : allocs) {
            mine.put("alloc." + alloc.jobClass() + ".cpus", alloc.cell().usedCpuShare(f.makespan()));
            mine.put("alloc." + alloc.jobClass() + ".memory", alloc.cell().usedMemoryShare(f.makespan()));
        }
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
