package loadshare.node.live;

import java.util.HashMap;
import java.util.Map;
import loadshare.hardware.net.Topology;
import loadshare.node.core.Effects;
import loadshare.node.live.dashboard.ActivityCounter;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;
import loadshare.protocol.MigrationMessage.VmMigration;
import loadshare.protocol.NodeMessage;

/**
 * A workstation core's effects in the live cluster: sends leave through the {@link Outbox}; services, policy
 * timers and delayed sends (a migrated VM arrives when its frozen bytes have crossed) fall due on the node's
 * {@link Timeline}; a VM whose pages really travel ({@link VmTransfers}) goes when they have arrived; a finished
 * job is recorded for the collector ({@link RunRecord}) and reported to its home; what jobs do goes to the job logs
 * ({@link JobEvents}); where the run measures lost work, each job's start here goes to the node's journal
 * ({@link LostWork}). Work units of the coordinator's application are counted
 * here, not reported as jobs.
 */
final class LiveEffects implements Effects {

    /** A message the core sent with a delay. */
    private record DelayedSend(int to, NodeMessage message) {
    }

    private final int self;
    private final int nodes;
    private final Timeline<?> time;
    private final Outbox outbox;
    /** The modelled network: a delayed send has crossed it by the time it falls due. */
    private final Topology topology;
    private final HomeJobs home;
    /** Real page transfers of migrating VMs, or null if migrations take the modelled time. */
    private final VmTransfers transfers;
    private final RunRecord.NodeWriter record;
    private final ActivityCounter activity;
    private final JobEvents jobEvents;
    /** Where the jobs' attempts here are journaled (where the run measures lost work), or {@link HomeJournal#NONE}. */
    private final HomeJournal attempts;
    private final Map<Long, DelayedSend> delayedSends = new HashMap<>();
    private long delayedSendCount;
    private long unitRuns;
    private double unitWork;

    LiveEffects(int self, int nodes, Timeline<?> time, Outbox outbox, Topology topology, HomeJobs home,
                VmTransfers transfers, RunRecord.NodeWriter record, ActivityCounter activity, JobEvents jobEvents,
                HomeJournal attempts) {
        this.self = self;
        this.nodes = nodes;
        this.time = time;
        this.outbox = outbox;
        this.topology = topology;
        this.home = home;
        this.transfers = transfers;
        this.record = record;
        this.activity = activity;
        this.jobEvents = jobEvents;
        this.attempts = attempts;
    }

    @Override
    public void send(int from, int to, NodeMessage message) {
        outbox.send(to, message);
    }

    @Override
    public void sendAfter(int from, int to, NodeMessage message, double delay) {
        if (transfers != null && message instanceof VmMigration m && transfers.start(to, m)) {
            return;         // it goes when the VM's bytes have arrived
        }
        long key = ++delayedSendCount;
        delayedSends.put(key, new DelayedSend(to, message));
        time.after(delay, DueInputs.Kind.SEND, key);
    }

    /**
     * The delayed send {@code key} fell due: it goes now, taken in by its receiver as it comes (its delay covered the
     * network's distance, as a VM's freeze does).
     */
    void sendDue(long key) {
        DelayedSend send = delayedSends.remove(key);
        outbox.sendCrossed(send.to(), send.message(), topology.latency(self, send.to()));
    }

    @Override
    public void migrated(int node, int to, Job job, Migrator.Migration migration) {
        activity.migrated();
        jobEvents.migrated(job, time.lastNow());
    }

    @Override
    public void jobStarted(int node, Job job, double now) {
        jobEvents.started(job, now);
        if (!job.isWorkUnit(nodes)) {       // a work unit is reissued by its server, not lost work (as simulated)
            attempts.started(job, now);
        }
    }

    @Override
    public void startService(int node, int cpu, double duration) {
        time.after(duration, DueInputs.Kind.SERVICE, cpu);
    }

    @Override
    public void cancelService(int node, int cpu) {
        time.cancel(DueInputs.Kind.SERVICE, cpu);
    }

    @Override
    public void setTimer(int node, long tag, double delay) {
        cancelTimer(node, tag);
        time.after(delay, DueInputs.Kind.TIMER, tag);
    }

    @Override
    public void cancelTimer(int node, long tag) {
        time.cancel(DueInputs.Kind.TIMER, tag);
    }

    @Override
    public void jobFinished(int node, Job job, double now) {
        if (job.isWorkUnit(nodes)) {
            unitRuns++;
            unitWork += job.demand();
            return;
        }
        ResultsCollector.JobDone done = new ResultsCollector.JobDone(job, now, self);
        record.completed(done);
        if (job.home() == self) {
            home.away().finished(job.id());
        } else {
            outbox.tellHome(job, new Participant.Finished(done));
        }
    }

    /** Work units of the coordinator's application that ran to completion here. */
    long unitRuns() {
        return unitRuns;
    }

    /** The work of those units. */
    double unitWork() {
        return unitWork;
    }
}
