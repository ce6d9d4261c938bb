package loadshare.node.run;

import java.io.Serializable;
import loadshare.policies.ApplicationFigures;

/**
 * What one run of an application-running policy (volunteer computing) measured of the application: the
 * coordinator's figures, and what the runtime saw the volunteers compute.
 *
 * @param figures  the coordinator's figures (makespan, replicas, validation, credit)
 * @param workDone work of every work-unit replica that ran to completion on a volunteer, model seconds at speed 1,
 *                 whether its result was returned, lost (the volunteer vanished) or useless
 * @param unitRuns work-unit replicas that ran to completion
 */
public record ApplicationRun(ApplicationFigures figures, double workDone, long unitRuns) implements Serializable {

    /** Work that did not go into a validating quorum: rejected, lost, late or surplus replicas. */
    public double wastedWork() {
        return workDone - figures.validatedWork();
    }

    /** Work done per unit of application work (1 = every unit computed exactly once). */
    public double redundancy() {
        return workDone / figures.applicationWork();
    }
}
