package loadshare.policies.condor;

import java.util.List;

/**
 * Condor's matchmaking between one waiting job and the idle machines, by the ads' {@code Requirements}
 * and the job's {@code Rank}.
 *
 * <p>A job and a machine match when both sides' requirements hold: the job's {@code Requirements}
 * evaluated with MY = job and TARGET = machine, and the machine's with MY = machine and TARGET = job
 * (e.g. {@code KeyboardIdle > 15*60}, or {@code TARGET.Owner != "rival"}). A side without a
 * {@code Requirements} attribute accepts anything; a side whose requirements are UNDEFINED, ERROR or not
 * a boolean refuses. Among the matching machines the one with the highest job {@code Rank} (MY = job,
 * TARGET = machine; 0 when missing or not a number) wins; among those the one whose own {@code Rank} of the
 * job is highest; then the lowest index.
 */
public final class ClassAdMatch {

    public static final String REQUIREMENTS = "Requirements";
    public static final String RANK = "Rank";

    private ClassAdMatch() {}

    /** Whether the job's requirements accept the machine and the machine's accept the job. */
    public static boolean matches(ClassAd job, ClassAd machine) {
        return accepts(job, machine) && accepts(machine, job);
    }

    /** One ad's {@code Rank} of the other, or 0 when it has none or it is not a number. */
    public static double rank(ClassAd my, ClassAd target) {
        return my.evaluate(RANK, target).realOr(0);
    }

    /** The index of the best machine for the job, or -1 if none matches. */
    public static int bestMachine(ClassAd job, List<ClassAd> machines) {
        int best = -1;
        double bestRank = 0;
        double bestMachineRank = 0;
        for (int i = 0; i < machines.size(); i++) {
            ClassAd machine = machines.get(i);
            if (!matches(job, machine)) {
                continue;
            }
            double rank = rank(job, machine);
            double machineRank = rank(machine, job);
            if (best < 0 || rank > bestRank || rank == bestRank && machineRank > bestMachineRank) {
                best = i;
                bestRank = rank;
                bestMachineRank = machineRank;
            }
        }
        return best;
    }

    private static boolean accepts(ClassAd my, ClassAd target) {
        return !my.has(REQUIREMENTS) || my.evaluate(REQUIREMENTS, target).isTrue();
    }
}
