package loadshare.policies.preset;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import loadshare.config.ConfigErrors;
import loadshare.config.SettingsException;
import loadshare.policies.ClusterShape;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyParameters;
import loadshare.policies.condor.ClassAdExpression;
import loadshare.policies.condor.MachinePolicy;

/** The condor preset's parameters and their checks: ClassAd expressions that must parse and name real attributes. */
final class CondorPresets {

    /** The machine's policy expressions, by parameter (the machine ad is MY, the job TARGET). */
    private static final List<String> MACHINE_EXPRESSIONS = List.of("start", "suspend", "continue", "preempt",
            "want-suspend", "machine-rank");
    /** The job's expressions (the job ad is MY, the machine TARGET). */
    private static final List<String> JOB_EXPRESSIONS = List.of("requirements", "rank");

    private CondorPresets() {
    }

    static List<ParameterSpec> parameters(ParameterSpec migratable) {
        List<ParameterSpec> parameters = new ArrayList<>(List.of(
                ParameterSpec.number("start-after", 900, 0, "the machine ad's StartIdleTime: model seconds of "
                        + "keyboard idleness before the default start takes jobs (HTCondor: 15 min)"),
                ParameterSpec.number("max-suspend", 600, 0, "the machine ad's MaxSuspendTime: model seconds a job "
                        + "stays suspended before the default preempt vacates it (HTCondor: 10 min)"),
                ParameterSpec.number("readvertise", 300, 1e-9, "model seconds between ads sent again to the manager "
                        + "(a restarted manager relearns them)"),
                ParameterSpec.text("requirements", "TARGET.Memory >= MY.Memory", "the jobs' Requirements: a ClassAd "
                        + "expression over the job (MY: " + String.join(", ", MachinePolicy.JOB_ATTRIBUTES)
                        + ") and a machine (TARGET)"),
                ParameterSpec.text("rank", "TARGET.Speed", "the jobs' Rank of a matching machine: the highest wins, "
                        + "then the machine's own rank of the job, then the lowest index"),
                ParameterSpec.text("start", MachinePolicy.START, "ClassAd expression over the machine (MY: "
                        + String.join(", ", MachinePolicy.MACHINE_ATTRIBUTES) + " and hosts.attributes) and a job "
                        + "(TARGET): the machine takes jobs; it is the machine ad's Requirements"),
                ParameterSpec.text("suspend", MachinePolicy.SUSPEND, "ClassAd expression: suspend the running job "
                        + "(or vacate it, if want-suspend is not true)"),
                ParameterSpec.text("continue", MachinePolicy.CONTINUE, "ClassAd expression: resume the suspended job"),
                ParameterSpec.text("preempt", MachinePolicy.PREEMPT, "ClassAd expression: vacate the job by "
                        + "checkpoint-restart to its home"),
                ParameterSpec.text("want-suspend", MachinePolicy.WANT_SUSPEND, "ClassAd expression: whether suspend "
                        + "suspends (true) or vacates"),
                ParameterSpec.text("machine-rank", MachinePolicy.RANK, "ClassAd expression: the machine's preference "
                        + "among jobs (the machine ad's Rank), breaking ties of the jobs' rank"),
                ParameterSpec.number("reevaluate", 5, 0, "model seconds between evaluations of an expression whose "
                        + "use of a clock cannot be followed (e.g. strcat(CurrentTime)); 0: only at events")));
        parameters.add(migratable);
        return parameters;
    }

    /** The first expression that does not parse: {@code start = "..": at 12: expected ...}, or null. */
    static String syntaxProblem(PolicyParameters p) {
        for (String key : all()) {
            try {
                ClassAdExpression.parse(p.string(key));
            } catch (IllegalArgumentException e) {
                return key + " = " + ConfigErrors.render(p.string(key)) + ": " + e.getMessage();
            }
        }
        return null;
    }

    /**
     * The machine policy, after checking that every expression names only attributes its ads can have (the
     * hosts' configured attributes included): a {@link SettingsException} {@code key = "..": at 3: no attribute
     * ...} otherwise.
     */
    static MachinePolicy machinePolicy(PolicyParameters p, ClusterShape shape) {
        for (String name : shape.hostAttributes().keySet()) {
            if (MachinePolicy.MACHINE_ATTRIBUTES.stream().anyMatch(a -> a.equalsIgnoreCase(name)
                    && !a.equals("Arch") && !a.equals("OpSys") && !a.equals("Name"))) {
                throw new SettingsException("policy 'condor': hosts.attributes." + name + " is measured by the machine "
                        + "itself; the attributes a host may set are Arch, OpSys, Name and names of its own");
            }
        }
        Set<String> machine = MachinePolicy.names(MachinePolicy.MACHINE_ATTRIBUTES, shape.hostAttributes().keySet());
        Set<String> job = MachinePolicy.names(MachinePolicy.JOB_ATTRIBUTES, List.of());
        for (String key : all()) {
            boolean jobSide = JOB_EXPRESSIONS.contains(key);
            String problem = MachinePolicy.unknownAttribute(ClassAdExpression.parse(p.string(key)),
                    jobSide ? job : machine, jobSide ? machine : job,
                    jobSide ? "a job ad" : "a machine ad", jobSide ? "a machine ad" : "a job ad");
            if (problem != null) {
                throw new SettingsException("policy 'condor': " + key + " = " + ConfigErrors.render(p.string(key))
                        + ": " + problem);
            }
        }
        return MachinePolicy.parse(p.string("start"), p.string("suspend"), p.string("continue"), p.string("preempt"),
                p.string("want-suspend"), p.string("machine-rank"));
    }

    private static List<String> all() {
        List<String> keys = new ArrayList<>(JOB_EXPRESSIONS);
        keys.addAll(MACHINE_EXPRESSIONS);
        return keys;
    }
}
