package loadshare.policies.dispatch;

import java.util.Optional;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.DispatchMessage.DepartureReport;
import loadshare.protocol.DispatchMessage.DispatchRequest;
import loadshare.protocol.NodeMessage;

/**
 * The dispatchers in front of the cluster, one participant after the nodes in either runtime: each job goes to
 * one of the m {@link Dispatcher}s (by its id, so each gets 1/m of the jobs), which places it with its own policy
 * instance and state; every node's load report reaches all of them, as if each node told each dispatcher.
 */
public final class DispatchTier implements Coordinator {

    private final Dispatcher[] dispatchers;
    private final SessionFigures figures;
    private final int sessions;

    /** @param policies one policy instance per dispatcher */
    DispatchTier(DispatchPolicy[] policies, double transferCost, int sessions) {
        this.sessions = sessions;
        this.figures = sessions > 0 ? new SessionFigures(sessions) : null;
        this.dispatchers = new Dispatcher[policies.length];
        for (int k = 0; k < policies.length; k++) {
            dispatchers[k] = new Dispatcher(k, policies[k], transferCost, sessions, figures);
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (message instanceof DispatchRequest request) {
            dispatchers[Hashing.dispatcher(request.job().id(), dispatchers.length)].arrive(request.job(), context);
            return true;
        }
        if (message instanceof DepartureReport report) {
            for (Dispatcher d : dispatchers) {
                d.policy().reported(from, report.load());
            }
            return true;
        }
        return false;
    }

    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        dispatchers[(int) tag].forwarded(context);
    }

    /** Every dispatcher chooses {@code peer} again (its host is back); it reports its load as it rejoins. */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        for (Dispatcher d : dispatchers) {
            d.policy().rejoined(peer);
        }
    }

    /** Every dispatcher stops choosing {@code peer}; with sessions, counts the sessions whose node changed. */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        int[] before = figures == null ? null : owners();
        for (Dispatcher d : dispatchers) {
            d.policy().left(peer);
        }
        if (before != null) {
            int[] after = owners();
            int moved = 0;
            for (int s = 0; s < sessions; s++) {
                moved += before[s] != after[s] ? 1 : 0;
            }
            figures.departed(new SessionFigures.Departure(peer, moved, sessions));
        }
    }

    /** Each session's node under session affinity (the same at every dispatcher); null for other policies. */
    private int[] owners() {
        if (!(dispatchers[0].policy() instanceof SessionAffinityDispatch affinity)) {
            return null;
        }
        int[] owners = new int[sessions];
        for (int s = 0; s < sessions; s++) {
            owners[s] = affinity.owner(s);
        }
        return owners;
    }

    @Override
    public int queued() {
        int queued = 0;
        for (Dispatcher d : dispatchers) {
            queued += d.queued();
        }
        return queued;
    }

    /** How many dispatchers the tier has. */
    public int size() {
        return dispatchers.length;
    }

    /** Dispatcher {@code k}'s policy. */
    public DispatchPolicy policy(int k) {
        return dispatchers[k].policy();
    }

    /**
     * A predecessor of this tier (the live cluster's dispatcher before a hand-over) placed job {@code jobId} on node
     * {@code node}: it counts in the session figures as if this tier had placed it. The nodes' loads are not touched:
     * the workstations tell them again.
     */
    public void placedBefore(long jobId, int node) {
        if (figures != null) {
            figures.placed(Hashing.session(jobId, sessions), node);
        }
    }

    /** What happened to the jobs' sessions, when they have sessions. */
    public Optional<SessionFigures> sessions() {
        return Optional.ofNullable(figures);
    }
}
