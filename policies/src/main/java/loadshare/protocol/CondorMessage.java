package loadshare.protocol;

/**
 * Condor's protocol with its central manager. Idle machines advertise themselves (pull: they ask for work);
 * homes advertise the jobs their users submitted, which stay at home until placed; the manager matches a job
 * to a machine and tells the job's home, which sends the job there. Ads are sent again now and then, so a
 * manager that restarted learns everything anew.
 */
public sealed interface CondorMessage extends NodeMessage {

    /**
     * A machine whose owner has been away long enough and that runs nothing asks for work, describing itself.
     *
     * @param keyboardIdle model seconds since its owner left
     */
    record MachineAd(int cpus, long memory, double speed, double keyboardIdle) implements CondorMessage {
    }

    /** The sending machine is no longer available (its owner came back, or it got work). */
    record MachineBusy() implements CondorMessage {
    }

    /** A submitted job, still at its home (the sender), waiting to be placed. */
    record JobAd(long job, long memory, double work) implements CondorMessage {
    }

    /** The manager placed {@code job}: its home sends it to {@code machine}. */
    record Match(long job, int machine) implements CondorMessage {
    }

    /** A home's job is no longer waiting (it started at home meanwhile): forget its ad. */
    record JobWithdrawn(long job) implements CondorMessage {
    }
}
