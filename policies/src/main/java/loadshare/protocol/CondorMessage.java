package loadshare.protocol;

import java.util.Map;

/**
 * Condor's protocol with its central manager. Idle machines advertise themselves (pull: they ask for work);
 * homes advertise the jobs their users submitted, which stay at home until placed; the manager matches a job
 * to a machine and tells the job's home, which sends the job there. Ads are sent again now and then, so a
 * manager that restarted learns everything anew.
 */
public sealed interface CondorMessage extends NodeMessage {

    /**
     * A machine whose START expression holds and that runs no foreign job asks for work, describing itself: its
     * ClassAd as attribute name to the text of the attribute's expression ({@code Memory -> 4096.0},
     * {@code Arch -> "X86_64"}, {@code Requirements -> KeyboardIdle >= StartIdleTime && ...}).
     */
    record MachineAd(Map<String, String> ad) implements CondorMessage {
        public MachineAd {
            ad = Map.copyOf(ad);
        }
    }

    /** The sending machine is no longer available (its owner came back, or it got work). */
    record MachineBusy() implements CondorMessage {
    }

    /**
     * A submitted job, still at its home (the sender), waiting to be placed, with its ClassAd as attribute name
     * to expression text ({@code Memory -> 64.0}, {@code Work -> 12.5}).
     */
    record JobAd(long job, Map<String, String> ad) implements CondorMessage {
        public JobAd {
            ad = Map.copyOf(ad);
        }
    }

    /** The manager placed {@code job}: its home sends it to {@code machine}. */
    record Match(long job, int machine) implements CondorMessage {
    }

    /** A home's job is no longer waiting (it started at home meanwhile): forget its ad. */
    record JobWithdrawn(long job) implements CondorMessage {
    }
}
