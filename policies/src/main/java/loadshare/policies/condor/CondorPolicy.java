package loadshare.policies.condor;

import java.util.LinkedHashMap;
import java.util.Map;
import loadshare.policies.NodeContext;
import loadshare.policies.owner.JobClass;
import loadshare.policies.Policy;
import loadshare.protocol.CondorMessage.JobAd;
import loadshare.protocol.CondorMessage.MachineAd;
import loadshare.protocol.CondorMessage.MachineBusy;
import loadshare.protocol.CondorMessage.Match;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * A Condor workstation, both a submitting home and an execute machine.
 *
 * <ul>
 *   <li>Home: a job its user submitted to Condor ({@link JobClass}) stays here, not running, until the central
 *       manager matches it to a machine; its ad goes to the manager (and again every {@code readvertise}
 *       seconds, so a restarted manager learns it anew). Other jobs run here as usual.</li>
 *   <li>Machine: when its owner has been away {@code startAfter} seconds and it runs nothing, it advertises
 *       itself — idle machines pull work. When the owner comes back, a foreign job is suspended; if the owner
 *       stays longer than {@code maxSuspend}, the job is vacated with checkpoint-restart migration to its
 *       home, which submits it again with the work it has left. When the owner leaves first, it resumes.</li>
 * </ul>
 */
public final class CondorPolicy implements Policy {

    private static final long START_TIMER = 1;
    private static final long VACATE_TIMER = 2;
    private static final long READVERTISE_TIMER = 3;

    private final double startAfter;
    private final double maxSuspend;
    private final double readvertise;
    private final double submitted;
    /** This home's submitted jobs not yet placed, by id, in submission order. */
    private final Map<Long, Job> waiting = new LinkedHashMap<>();
    private boolean advertised;

    public CondorPolicy(double startAfter, double maxSuspend, double readvertise, double submitted) {
        this.startAfter = startAfter;
        this.maxSuspend = maxSuspend;
        this.readvertise = readvertise;
        this.submitted = submitted;
    }

    @Override
    public void onStart(NodeContext node) {
        node.setTimer(READVERTISE_TIMER, readvertise);
        if (!node.ownerActive()) {
            node.setTimer(START_TIMER, Math.max(0, startAfter - node.ownerAwayFor()));
        }
        advertise(node);
    }

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        if (JobClass.migratable(job, submitted)) {
            submit(job, node);
        } else {
            node.runLocally(job);
        }
        advertise(node);
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        advertise(node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof Match match) {
            Job job = waiting.remove(match.job());
            if (job != null) {
                if (match.machine() == node.self()) {
                    node.runLocally(job);
                } else {
                    node.transfer(job, match.machine(), 0, node.load());
                }
            }
            advertise(node);
            return true;
        }
        if (message instanceof JobTransfer transfer) {
            Job job = transfer.job();
            if (job.home() == node.self()) {
                submit(job, node); // vacated: submitted again with the work it has left
            } else {
                node.runLocally(job);
                if (node.ownerActive()) { // the owner came back while the job travelled
                    suspendForeign(node);
                }
            }
            advertise(node);
            return true;
        }
        return false;
    }

    @Override
    public void onOwnerChange(boolean active, NodeContext node) {
        if (active) {
            node.cancelTimer(START_TIMER);
            suspendForeign(node);
        } else {
            node.cancelTimer(VACATE_TIMER);
            for (Job job : node.suspendedJobs()) {
                node.resume(job);
            }
            node.setTimer(START_TIMER, startAfter);
        }
        advertise(node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        if (tag == VACATE_TIMER && node.ownerActive()) {
            for (Job job : node.suspendedJobs()) {
                node.evict(job, job.home());
            }
        } else if (tag == READVERTISE_TIMER) {
            node.setTimer(READVERTISE_TIMER, readvertise);
            for (Job job : waiting.values()) {
                node.send(node.coordinator(), ad(job, node));
            }
            if (advertised) {
                node.send(node.coordinator(), machineAd(node));
            }
        }
        advertise(node);
    }

    /** This home's submitted jobs not yet placed. */
    public int waitingJobs() {
        return waiting.size();
    }

    private void submit(Job job, NodeContext node) {
        waiting.put(job.id(), job);
        node.send(node.coordinator(), ad(job, node));
    }

    private static JobAd ad(Job job, NodeContext node) {
        return new JobAd(job.id(), node.vmBytes(job), job.demand());
    }

    private void suspendForeign(NodeContext node) {
        boolean any = false;
        for (Job job : node.foreignJobs()) {
            if (!node.suspendedJobs().contains(job)) {
                node.suspend(job);
                any = true;
            }
        }
        if (any) {
            node.setTimer(VACATE_TIMER, maxSuspend);
        }
    }

    /** The machine is available when its owner has been away long enough and it runs nothing. */
    private boolean available(NodeContext node) {
        return !node.ownerActive() && node.ownerAwayFor() >= startAfter && node.load() == 0
                && node.suspendedJobs().isEmpty();
    }

    /** Tells the manager when this machine starts or stops asking for work. */
    private void advertise(NodeContext node) {
        boolean now = available(node);
        if (now != advertised) {
            advertised = now;
            node.send(node.coordinator(), now ? machineAd(node) : new MachineBusy());
        }
    }

    private static MachineAd machineAd(NodeContext node) {
        return new MachineAd(node.cpus(), node.memoryBytes(), node.speed(), node.ownerAwayFor());
    }
}
