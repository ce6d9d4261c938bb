package loadshare.policies.condor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import loadshare.config.ConfigErrors;

/**
 * A Condor machine's owner policy, as HTCondor's startd has it: ClassAd expressions over the machine's own ad
 * (MY) and, while it runs one, the job's ad (TARGET).
 *
 * <ul>
 *   <li>{@code start}: whether the machine takes a job (evaluated without a job to decide whether to ask for
 *       work, and with the job by the matchmaker: it is the machine ad's {@code Requirements});</li>
 *   <li>{@code suspend}: a running job is suspended ({@code want-suspend} true) or vacated (false);</li>
 *   <li>{@code continue}: a suspended job resumes;</li>
 *   <li>{@code preempt}: the job is vacated, by checkpoint-restart to its home;</li>
 *   <li>{@code rank}: the machine's preference among jobs, which breaks ties between machines the job ranks
 *       equal.</li>
 * </ul>
 * The defaults are HTCondor's desktop policy in this model's terms: start after {@code StartIdleTime} of
 * keyboard idleness on a machine that runs nothing, suspend when the owner returns, continue when the owner
 * leaves, vacate after {@code MaxSuspendTime} suspended.
 */
public record MachinePolicy(ClassAdExpression start, ClassAdExpression suspend, ClassAdExpression resume,
                            ClassAdExpression preempt, ClassAdExpression wantSuspend, ClassAdExpression rank) {

    public static final String START = "!KeyboardBusy && KeyboardIdle >= StartIdleTime && LoadAvg == 0";
    public static final String SUSPEND = "KeyboardBusy";
    public static final String CONTINUE = "!KeyboardBusy";
    public static final String PREEMPT = "Activity == \"Suspended\" && CurrentTime >= EnteredCurrentActivity + MaxSuspendTime";
    public static final String WANT_SUSPEND = "true";
    public static final String RANK = "0";

    /**
     * The attributes of a machine ad (beyond the ones configured per host): what its expressions may read as MY.
     * Clocks: {@code KeyboardIdle}, {@code CurrentTime}.
     */
    public static final List<String> MACHINE_ATTRIBUTES = List.of("Name", "Arch", "OpSys", "Cpus", "Memory", "Speed",
            "KeyboardIdle", "KeyboardBusy", "LoadAvg", "CurrentTime", "Activity", "EnteredCurrentActivity",
            "StartIdleTime", "MaxSuspendTime", "Requirements", "Rank");

    /** The attributes of a job ad: what TARGET is while a machine runs the job, MY in its requirements and rank. */
    public static final List<String> JOB_ATTRIBUTES = List.of("Owner", "Home", "Arch", "OpSys", "Memory", "ImageSize",
            "Work", "Requirements", "Rank");

    /** Parses each expression, naming it by its key in a syntax error: {@code start: at 12: expected ...}. */
    public static MachinePolicy parse(String start, String suspend, String resume, String preempt, String wantSuspend,
            String rank) {
        return new MachinePolicy(ClassAdExpression.parse("start", start), ClassAdExpression.parse("suspend", suspend),
                ClassAdExpression.parse("continue", resume), ClassAdExpression.parse("preempt", preempt),
                ClassAdExpression.parse("want-suspend", wantSuspend), ClassAdExpression.parse("rank", rank));
    }

    /** The expressions by their keys. */
    public Map<String, ClassAdExpression> byKey() {
        Map<String, ClassAdExpression> keys = new LinkedHashMap<>();
        keys.put("start", start);
        keys.put("suspend", suspend);
        keys.put("continue", resume);
        keys.put("preempt", preempt);
        keys.put("want-suspend", wantSuspend);
        keys.put("rank", rank);
        return keys;
    }

    /**
     * The problem with {@code expression} if it names an attribute that no ad on its side can have, or null:
     * {@code at 1: no attribute 'KeyboardIdel' in a machine ad or a job ad (did you mean 'KeyboardIdle'?)}.
     * {@code mine} are the names MY can have, {@code theirs} the names TARGET can have.
     */
    public static String unknownAttribute(ClassAdExpression expression, Set<String> mine, Set<String> theirs,
            String myKind, String theirKind) {
        for (ClassAdExpression.Reference reference : expression.references()) {
            String name = reference.name();
            boolean inMine = containsIgnoringCase(mine, name);
            boolean inTheirs = containsIgnoringCase(theirs, name);
            String where;
            Set<String> candidates;
            switch (reference.scope()) {
                case "MY" -> {
                    if (inMine) {
                        continue;
                    }
                    where = "in " + myKind;
                    candidates = mine;
                }
                case "TARGET" -> {
                    if (inTheirs) {
                        continue;
                    }
                    where = "in " + theirKind;
                    candidates = theirs;
                }
                default -> {
                    if (inMine || inTheirs) {
                        continue;
                    }
                    where = "in " + myKind + " or " + theirKind;
                    candidates = new TreeSet<>(mine);
                    candidates.addAll(theirs);
                }
            }
            return "at " + reference.column() + ": no attribute '" + name + "' " + where + ConfigErrors.didYouMean(name, candidates)
                    + "; known: " + String.join(", ", new TreeSet<>(candidates));
        }
        return null;
    }

    private static boolean containsIgnoringCase(Set<String> names, String name) {
        for (String n : names) {
            if (n.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    /** Names as a set, for {@link #unknownAttribute}. */
    public static Set<String> names(List<String> builtIn, Iterable<String> more) {
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.addAll(builtIn);
        more.forEach(names::add);
        return names;
    }
}
