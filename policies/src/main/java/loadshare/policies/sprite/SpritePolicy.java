package loadshare.policies.sprite;

import java.util.HashMap;
import java.util.Map;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.policies.owner.JobClass;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.SpriteMessage.Availability;
import loadshare.protocol.SpriteMessage.HostGrant;
import loadshare.protocol.SpriteMessage.HostRelease;
import loadshare.protocol.SpriteMessage.HostRequest;

/**
 * A Sprite workstation: the owner is king.
 *
 * <ul>
 *   <li>Transfer: a job its user marked for remote execution ({@link JobClass}, as pmake's were) goes remote
 *       when this host already runs as many jobs as it has processors; other jobs always run here.</li>
 *   <li>Selection: the new job only (exec-time placement); running foreign jobs move only when evicted.</li>
 *   <li>Location: ask the central coordinator for an idle host; the job waits here meanwhile and is sent if
 *       it has not started by the time the grant arrives (an unused grant is given back).</li>
 *   <li>Information: state change — the host tells the coordinator when it becomes available (its owner has
 *       been away {@code idleAfter} model seconds and it runs fewer jobs than it has processors) and when it
 *       stops being so.</li>
 * </ul>
 *
 * When the owner comes back, every foreign job is evicted to its home workstation with Sprite migration (its
 * dirty pages flushed to the file server, so nothing stays behind on this host).
 */
public final class SpritePolicy implements Policy {

    private static final long IDLE_TIMER = 1;

    private final double idleAfter;
    private final double migratable;
    private final Map<Long, Job> asking = new HashMap<>();
    private boolean reported;

    public SpritePolicy(double idleAfter, double migratable) {
        this.idleAfter = idleAfter;
        this.migratable = migratable;
    }

    @Override
    public void onStart(NodeContext node) {
        if (!node.ownerActive()) {
            node.setTimer(IDLE_TIMER, Math.max(0, idleAfter - node.ownerAwayFor()));
        }
        report(node);
    }

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        boolean remote = JobClass.migratable(job, migratable) && node.load() >= node.cpus();
        node.runLocally(job);
        if (remote) {
            long negotiation = node.nextNegotiation();
            asking.put(negotiation, job);
            node.send(node.coordinator(), new HostRequest(negotiation));
        }
        report(node);
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        report(node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof HostGrant grant) {
            Job job = asking.remove(grant.negotiation());
            if (job == null) {
                if (grant.host() < 0) {
                    return false;
                }
                node.send(node.coordinator(), new HostRelease(grant.host())); // a request given up: free the host
                return true;
            }
            if (grant.host() >= 0) {
                if (node.withdraw(job)) {
                    node.transfer(job, grant.host(), 0, node.load());
                } else {
                    node.send(node.coordinator(), new HostRelease(grant.host()));
                }
            }
            report(node);
            return true;
        }
        if (message instanceof JobTransfer transfer) {
            node.runLocally(transfer.job()); // a foreign job placed here, or one of ours evicted back home
            boolean placed = transfer.job().home() != node.self();
            if (placed && node.ownerActive()) {
                node.evict(transfer.job(), transfer.job().home()); // the owner came back while it travelled
            }
            report(node, placed); // a placement always reports: that ends the coordinator's reservation of this host
            return true;
        }
        return false;
    }

    @Override
    public void onOwnerChange(boolean active, NodeContext node) {
        if (active) {
            node.cancelTimer(IDLE_TIMER);
            for (Job job : node.foreignJobs()) {
                node.evict(job, job.home());
            }
        } else {
            node.setTimer(IDLE_TIMER, idleAfter);
        }
        report(node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        report(node);
    }

    /** The coordinator forgot this host: it tells its availability again, whatever it told last. */
    @Override
    public void onRejoin(NodeContext node) {
        report(node, true);
    }

    /** The coordinator is silent: the requests waiting for it end (their jobs run here, where they are). */
    @Override
    public void onPeerDown(int peer, NodeContext node) {
        if (peer == node.coordinator()) {
            asking.clear();
        }
    }

    /** Whether this host takes foreign processes now. */
    boolean available(NodeContext node) {
        return !node.ownerActive() && node.ownerAwayFor() >= idleAfter && node.load() < node.cpus();
    }

    /** Tells the coordinator when availability changed (state-change information). */
    private void report(NodeContext node) {
        report(node, false);
    }

    /** Tells the coordinator this host's availability if it changed, or anyway if {@code always}. */
    private void report(NodeContext node, boolean always) {
        boolean now = available(node);
        if (always || now != reported) {
            reported = now;
            node.send(node.coordinator(), new Availability(now));
        }
    }

    /** What this host last told the coordinator. */
    public boolean reportedAvailable() {
        return reported;
    }
}
