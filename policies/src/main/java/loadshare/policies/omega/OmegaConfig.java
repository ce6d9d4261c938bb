package loadshare.policies.omega;

import loadshare.policies.borg.Placement;

/**
 * The shared-state schedulers' settings.
 *
 * @param monolithic    one scheduler serialises every job's decision (else one scheduler per job class)
 * @param jobTimes      the decision time per job of each class, model seconds
 * @param taskTimes     the decision time per task (processor) of each class, added to the job's
 * @param allOrNothing  a commit with a conflict fails whole (gang); else only the conflicting parts are retried
 * @param placement     how a decision places a job's parts on the snapshot (Borg's placements)
 * @param maxRetries    a job whose commits conflict this many times is abandoned (unscheduled)
 */
public record OmegaConfig(boolean monolithic, DecisionTimes jobTimes, DecisionTimes taskTimes, boolean allOrNothing,
                          Placement placement, int maxRetries) {

    /** How long a decision about {@code tasks} tasks of a job of class {@code name} takes. */
    public double decisionTime(String name, int tasks) {
        return jobTimes.of(name) + tasks * taskTimes.of(name);
    }
}
