package loadshare.node.handover;

import loadshare.policies.ApplicationCoordinator;
import loadshare.policies.Coordinator;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.dispatch.DispatchTier;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage.UnitRequest;
import loadshare.protocol.VolunteerMessage.UnitResult;

/**
 * What a coordinator's host logs so that a new instance, taken up on another node, goes on where its predecessor
 * stopped ({@link SchedulerInput}, written as a central scheduler's log is). The other coordinators (the central queue,
 * the load directory, Sprite's and Condor's) keep no log: their state is rebuilt from what the workstations offer.
 */
public enum HandOverLog {

    /**
     * No log: the coordinator's state is rebuilt from the workstations, and the figures it reports (the delays of the
     * messages it took in, its sends) are its own instance's since it was taken up.
     */
    NONE,
    /**
     * Every input, and what the coordinator sends leaves only once the inputs it followed from are written to a
     * majority: a central scheduler, whose queue and running parts exist nowhere else, and whose {@code Launch} the
     * successor must know of (or a part would run that no scheduler knows).
     */
    INPUTS,
    /**
     * Every input of the volunteer server (its application: units issued, results, quorums, credit), whose assignments
     * do not wait for the writes (the host writes once per status period): an assignment made since the last write
     * before the server's node died is unknown
     * to the successor, which drops its result as it drops any unexpected one, and issues the unit again as it would
     * for a volunteer that vanished. The protocol is made for unreliable volunteers; a unit is never made later for
     * the log.
     */
    APPLICATION,
    /**
     * A dispatcher whose jobs belong to sessions: its state is rebuilt from the workstations, but its session figures
     * are not; it logs each placement and the nodes gone and back. Its jobs do not wait for the writes (the host writes
     * once per status period): a placement made since the last write before its node died is missing from the
     * successor's figures.
     */
    PLACEMENTS;

    /** What the host of {@code coordinator} logs. */
    public static HandOverLog of(Coordinator coordinator) {
        if (coordinator instanceof CentralScheduler) {
            return INPUTS;
        }
        if (coordinator instanceof ApplicationCoordinator) {
            return APPLICATION;
        }
        if (coordinator instanceof DispatchTier tier && tier.sessions().isPresent()) {
            return PLACEMENTS;
        }
        return NONE;
    }

    /** Whether the coordinator's sends wait until the inputs they followed from are written. */
    public boolean holdsSends() {
        return this == INPUTS;
    }

    /** Whether every input of the coordinator is logged (its timers included), not only what its figures need. */
    public boolean logsEveryInput() {
        return this == INPUTS || this == APPLICATION;
    }

    /**
     * The input of the volunteer server that {@code message} from node {@code from}, sent at model time {@code sentAt}
     * and taken in at {@code at}, is; null if it is none (the server would drop it).
     */
    public static SchedulerInput applicationInput(double at, int from, NodeMessage message, double sentAt) {
        if (message instanceof UnitRequest) {
            return SchedulerInput.unitRequest(at, from, sentAt);
        }
        if (message instanceof UnitResult result) {
            return SchedulerInput.unitResult(at, from, result.unit(), result.value(), sentAt);
        }
        return null;
    }
}
