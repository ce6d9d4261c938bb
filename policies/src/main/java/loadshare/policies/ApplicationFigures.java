package loadshare.policies;

import java.io.Serializable;

/**
 * What the coordinator of an application measured (volunteer computing).
 *
 * @param tasks               work units of the application
 * @param applicationWork     work of all units, each counted once (model seconds at speed 1)
 * @param complete            every unit has a validated result
 * @param makespan            model time at which the last unit was validated (NaN while incomplete)
 * @param validatedUnits      units with a validated result
 * @param replicasIssued      work-unit replicas handed to volunteers, reissues included
 * @param reissuedAfterDeadline replicas issued because an earlier replica's deadline passed without a result
 * @param deadlinesMissed     replicas whose deadline passed without a result
 * @param resultsReceived     results returned by volunteers
 * @param lateResults         results that arrived after their replica's deadline
 * @param resultsAfterValidation results for a unit already validated (no use any more)
 * @param wrongResultsAccepted validated units whose accepted result is wrong
 * @param validatedWork       work of the results that formed the validating quorums (the work credit was granted for)
 * @param creditGranted       credit granted in all: each volunteer in a validating quorum is credited the unit's work
 * @param cheaterCredit       credit granted for wrong results
 * @param volunteers          nodes that volunteer
 * @param replication         replicas issued of every unit at first
 * @param quorum              agreeing results that validate a unit
 * @param cheaters            fraction of the volunteers that cheat
 */
public record ApplicationFigures(
        int tasks,
        double applicationWork,
        boolean complete,
        double makespan,
        long validatedUnits,
        long replicasIssued,
        long reissuedAfterDeadline,
        long deadlinesMissed,
        long resultsReceived,
        long lateResults,
        long resultsAfterValidation,
        long wrongResultsAccepted,
        double validatedWork,
        double creditGranted,
        double cheaterCredit,
        int volunteers,
        int replication,
        int quorum,
        double cheaters) implements Serializable {
}
