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
import loadshare.policies.locality.DataLocality;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * The Mesos-like master as a central scheduler: each job class is a framework with its own queue and scheduler
 * ({@link JobFramework}); a job is one task, run on one node (agent). After every submission, completion and run-out
 * refusal the {@link DrfMaster} offers the nodes' free CPUs and memory to the frameworks — by lowest weighted
 * dominant share, or in turn — and what they launch is sent to the nodes ({@link Launch}); a node reports its task
 * {@link Done}. A framework with a new task revives its offers; a refusal that runs out with nothing changed is
 * offered again at its end (a timer). A job larger than a node is rejected ({@code processors} or {@code memory}),
 * one of a class beyond the configured frameworks too ({@code framework}).
 *
 * <p>When an agent is lost ({@link #onPeerDown}: the failure detector's word, a probe timeout after its host
 * failed), the master offers it no more until it is back ({@link #onPeerUp}), and tells each framework with a task
 * there that the task was lost (TASK_LOST): the framework relaunches it — the job waits again in its queue, by its
 * submit time — and revives its offers; a {@link Kill} goes to the agent, for the task it may run again by then. A
 * task launches under a run id of its own, so a {@code Done} of a lost one is ignored.
 *
 * <p>With input data ({@code workload.data}, a {@link DataLocality}) a task launched on an agent without a replica
 * reads its input first (its {@code Launch} is that much longer), and the run reports the locality figures. With
 * {@code locality-delay}, frameworks do delay scheduling on the offers ({@link JobFramework}): a framework declines
 * an agent not near enough its tasks' data, and the master offers it to the next framework in its order, in the same
 * round; the refusal holds as any other (until {@code refuse-seconds} run out, resources are freed there or the
 * framework has a new task), and at each moment a skipped task may go farther from its data (a timer), its framework
 * revives its offers, so it is offered every free agent again then. Pure, like every coordinator.
 */
public final class MesosScheduler implements CentralScheduler {

    private record Running(BatchJob job, int framework, int agent, double started) {
    }

    private final int cpus;
    private final long memory;
    private final List<JobFramework> frameworks = new ArrayList<>();
    private final DrfMaster master;
    private final BatchLedger ledger;
    private final ShareTracker shares;
    /** Where tasks' input data is, and delay scheduling; null without input data. */
    private final DataLocality data;
    /** The tasks running, by run id. */
    private final Map<Long, Running> running = new HashMap<>();
    private final long[] started;
    private final double[] waits;
    private long nextRun;
    private long timerTag;
    private double timerAt = Double.POSITIVE_INFINITY;

    /**
     * @param cpus     every node's CPUs
     * @param memory   every node's memory, MiB
     * @param names    the frameworks: the job classes' names (job class k is framework k)
     */
    public MesosScheduler(MesosConfig config, int nodes, int cpus, long memory, List<String> names) {
        this(config, nodes, cpus, memory, names, null);
    }

    /**
     * @param cpus     every node's CPUs
     * @param memory   every node's memory, MiB
     * @param names    the frameworks: the job classes' names (job class k is framework k)
     * @param data     where tasks' input data is, and delay scheduling (null: tasks have none)
     */
    public MesosScheduler(MesosConfig config, int nodes, int cpus, long memory, List<String> names,
                          DataLocality data) {
        this.cpus = cpus;
        this.memory = memory;
        this.data = data;
        for (String name : names) {
            frameworks.add(new JobFramework(name, config.weight(name), config.tasksPerOffer(), data));
        }
        long[][] agents = new long[nodes][];
        for (int a = 0; a < nodes; a++) {
            agents[a] = new long[] {cpus, memory};
        }
        this.master = new DrfMaster(agents, frameworks, config.drf(), config.refuseSeconds());
        this.ledger = new BatchLedger((long) nodes * cpus, nodes * memory);
        this.shares = new ShareTracker(names.size());
        this.started = new long[names.size()];
        this.waits = new double[names.size()];
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
        frameworks.get(job.jobClass()).enqueue(job);
        master.revive(job.jobClass());
        offer(context);
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
        master.finished(r.framework(), r.agent(), JobFramework.demand(r.job()));
        ledger.finished(context.now(), r.job(), r.started());
        offer(context);
        return true;
    }

    /**
     * Agent {@code peer} is lost: each task running there is lost (its framework relaunches it), and the agent is
     * offered nothing until {@link #onPeerUp}.
     */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        double now = context.now();
        List<Long> lost = new ArrayList<>();
        for (Map.Entry<Long, Running> e : running.entrySet()) {
            if (e.getValue().agent() == peer) {
                lost.add(e.getKey());
            }
        }
        lost.sort(null);
        for (long run : lost) {
            lose(run, now, context);
        }
        if (peer >= 0 && peer < master.agents()) {
            master.agentDown(peer);
        }
        offer(context);
    }

    /** Task {@code run} is lost (TASK_LOST): its agent is told to stop it, and its framework relaunches it. */
    private void lose(long run, double now, CoordinatorContext context) {
        Running r = running.remove(run);
        context.send(r.agent(), new Kill(run));
        master.finished(r.framework(), r.agent(), JobFramework.demand(r.job()));
        ledger.requeued(now, r.job(), r.started());
        started[r.framework()]--;       // its wait counts to the start of the task that ends
        waits[r.framework()] -= r.started() - r.job().submit();
        frameworks.get(r.framework()).relaunch(r.job());
        master.revive(r.framework());
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        running.forEach((run, r) -> {
            if (r.agent() == node) {
                runs.add(run);
            }
        });
        runs.sort(null);
        return runs;
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Running r = running.get(run);
        if (r == null || r.agent() != node) {
            return;
        }
        lose(run, context.now(), context);
        offer(context);
    }

    /** Agent {@code peer} is back: its resources are offered again. */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        if (peer >= 0 && peer < master.agents()) {
            master.agentUp(peer);
        }
        offer(context);
    }

    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        if (tag == timerTag) {
            timerAt = Double.POSITIVE_INFINITY;
            offer(context);
        } else if (data != null && DataLocality.isTimer(tag)) {
            long job = DataLocality.timerJob(tag);
            boolean waiting = false;
            for (int f = 0; f < frameworks.size(); f++) {
                if (frameworks.get(f).waitsFor(job)) {
                    master.revive(f);   // the agents it declined for this task's data may be near enough now
                    waiting = true;
                }
            }
            if (waiting) {
                offer(context);
            }
        }
    }

    /** Offers what is free until nobody takes more, launches what was taken, and keeps the accounts. */
    private void offer(CoordinatorContext context) {
        double now = context.now();
        for (JobFramework f : frameworks) {
            f.offersAt(context);
        }
        master.allocate(now);
        for (int f = 0; f < frameworks.size(); f++) {
            for (JobFramework.Placement p : frameworks.get(f).placed()) {
                BatchJob job = p.job();
                long run = nextRun++;
                running.put(run, new Running(job, f, p.agent(), now));
                ledger.started(now, job);
                started[f]++;
                waits[f] += now - job.submit();
                double read = 0;
                if (data != null) {
                    data.started(job.id());
                    read = data.launched(p.agent(), job.input());
                }
                context.send(p.agent(), new Launch(run, job.processors(),
                        job.processors() * job.memoryPerProcessor(), job.duration() + read));
            }
        }
        double[] dominant = new double[frameworks.size()];
        double[] weighted = new double[frameworks.size()];
        boolean saturated = !frameworks.isEmpty();
        for (int f = 0; f < frameworks.size(); f++) {
            dominant[f] = master.dominantShare(f);
            weighted[f] = master.weightedShare(f);
            saturated &= frameworks.get(f).queued() > 0;
        }
        shares.at(now, dominant, weighted, saturated);
        double next = master.nextRefusalEnd(now);
        if (next < timerAt) {
            timerAt = next;
            context.setTimer(++timerTag, next - now);
        }
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

    /** The master (its dominant shares, offers and tasks now). */
    public DrfMaster master() {
        return master;
    }

    /**
     * The ledger's figures with the master's: {@code offersPerTask} (offers made, accepted or declined, per task
     * launched), {@code saturation} (the fraction of the run during which every framework had tasks waiting),
     * {@code jainIndex} (Jain's index of the weighted dominant shares, time-averaged over that saturated time), and
     * per framework {@code NAME.tasks} (launched; a task lost with its agent and launched again counts once),
     * {@code NAME.meanWait} (to its last launch), {@code NAME.share} (dominant share,
     * time-averaged over the saturated time) and {@code NAME.meanShare} (over the whole run); with input data, the
     * locality figures last ({@link DataLocality#figures}: {@code dataLocal}, {@code rackLocal}, {@code bytesMoved},
     * {@code meanRead}).
     */
    @Override
    public BatchFigures figures() {
        BatchFigures f = ledger.figures();
        double span = f.makespan();
        Map<String, Double> more = new LinkedHashMap<>();
        more.put("offersPerTask", master.launched() == 0 ? Double.NaN : master.offers() / (double) master.launched());
        more.put("saturation", shares.saturation(span));
        more.put("jainIndex", shares.saturatedJain());
        for (int k = 0; k < frameworks.size(); k++) {
            String name = frameworks.get(k).name();
            more.put(name + ".tasks", (double) started[k]);
            more.put(name + ".meanWait", started[k] == 0 ? Double.NaN : waits[k] / started[k]);
            more.put(name + ".share", shares.saturatedShare(k));
            more.put(name + ".meanShare", shares.meanShare(k, span));
        }
        if (data != null) {
            more.putAll(data.figures());
        }
        return f.with(more);
    }

    /** Each framework's dominant share over time, {@code dominant share NAME}. */
    @Override
    public Map<String, double[]> series(int bins) {
        double[][] series = shares.series(bins, ledger.figures().makespan());
        Map<String, double[]> out = new LinkedHashMap<>();
        for (int k = 0; k < frameworks.size(); k++) {
            out.put("dominant share " + frameworks.get(k).name(), series[k]);
        }
        return out;
    }
}
