package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyRegistry;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code loadshare policies}: every policy with its classification, memory growth, parameters and defaults. */
@Command(name = "policies", mixinStandardHelpOptions = true,
        description = "List every policy: name, class (static/dynamic/adaptive), preemption, how its memory grows with "
                + "the nodes, parameters and defaults.")
final class PoliciesCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (PolicyDescriptor d : PolicyRegistry.standard().descriptors()) {
            out.printf("%s  [%s, preemptive: %s]%n", d.name(), d.policyClass(), d.preemptive());
            out.printf("    %s%n", d.description());
            out.printf("    memory: %s%n", d.memory().describe());
            if (d.parameters().isEmpty()) {
                out.println("    parameters: none");
            }
            for (ParameterSpec p : d.parameters()) {
                String valid = !p.choices().isEmpty() ? " [one of " + String.join(", ", p.choices()) + "]"
                        : Double.isFinite(p.min()) ? " [>= " + (p.type() == ParameterSpec.Type.INTEGER
                                ? String.valueOf((long) p.min()) : String.valueOf(p.min())) + "]" : "";
                out.printf("    %-16s %-8s default %-14s %s%s%n", p.name(), p.type().name().toLowerCase(java.util.Locale.ROOT),
                        p.defaultValue(), p.description(), valid);
            }
            out.println();
        }
        out.println("Use in an experiment: policies = [ { name = <policy>, label = <optional>, <parameter> = <value> } ]");
        return 0;
    }
}
