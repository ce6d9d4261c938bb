package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import loadshare.config.SettingsException;
import loadshare.policies.ParameterReader;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.PolicyParameters;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.compose.ComponentDescriptor;
import loadshare.policies.compose.Composition;
import loadshare.policies.compose.Family;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code loadshare policies}: every policy with its classification, memory growth, parameters and defaults, then
 * every component a composed policy may name; {@code --show NAME} prints a preset as the composed entry it stands for.
 */
@Command(name = "policies", mixinStandardHelpOptions = true,
        description = {"List every policy (name, class static/dynamic/adaptive, preemption, how its memory grows with "
                + "the nodes, parameters and defaults), then every component a composed policy can be made of, "
                + "family by family. Plug-ins on --classpath are listed with where they come from.",
                "With --show NAME: print the preset NAME (at its defaults) as the composed entry a user could write."})
final class PoliciesCommand implements Callable<Integer> {

    @Option(names = "--show", paramLabel = "NAME", description = "print this preset as a composed policy entry")
    String show;

    @Mixin
    PluginOptions plugins;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PolicyRegistry registry = plugins.registry();
        if (show != null) {
            out.println(composition(registry, show).render(show));
            return 0;
        }
        out.println("POLICIES");
        out.println();
        for (PolicyDescriptor d : registry.descriptors()) {
            out.printf("%s  [%s, preemptive: %s]%s%n", d.name(), d.policyClass(), d.preemptive(),
                    d.composition() != null ? "  (a composition: --show " + d.name() + ")" : "");
            registry.pluginOf(d.name()).ifPresent(p -> out.printf("    from %s%n", p));
            out.printf("    %s%n", d.description());
            out.printf("    memory: %s%n", d.memory().describe());
            parameters(out, d.parameters());
            out.println();
        }
        out.println("COMPONENTS of a composed policy (family = name, or family = { name = ..., <parameter> = ... })");
        for (Family family : Family.values()) {
            out.println();
            out.printf("%s: %s%n", family.key(), family.role());
            for (ComponentDescriptor c : registry.components().all()) {
                if (c.family() == family) {
                    out.printf("  %s  [%s]%s%n", c.name(), c.policyClass(),
                            c.requires().isEmpty() ? "" : "  needs " + String.join("; ",
                                    c.requires().stream().map(r -> r.says()).toList()));
                    registry.pluginOf(c).ifPresent(p -> out.printf("      from %s%n", p));
                    out.printf("      %s%n", c.description());
                    if (!c.parameters().isEmpty()) {
                        parameters(out, c.parameters());
                    }
                }
            }
        }
        DispatchPolicyList.print(out);
        CpuSchedulingList.print(out);
        out.println();
        out.println("Use in an experiment: policies = [ { name = <policy>, label = <optional>, <parameter> = <value> } ]");
        out.println("  or: { name = composed, transfer = { name = threshold, threshold = 2 }, location = sender-threshold,");
        out.println("        selection = new-job, information = demand-driven, load-metric = queue-length, migration = none,");
        out.println("        transfer-limit = 1 }   (transfer and location required; the rest default as shown)");
        return 0;
    }

    private static Composition composition(PolicyRegistry registry, String name) {
        PolicyDescriptor d = registry.find(name).orElseThrow(() -> new SettingsException("--show " + name
                + ": unknown policy; known policies: " + String.join(", ",
                        registry.descriptors().stream().map(PolicyDescriptor::name).toList())));
        PolicyParameters defaults = ParameterReader.defaults(d.parameters(), java.util.Map.of());
        return d.composition(defaults).orElseThrow(() -> new SettingsException("--show " + name
                + ": not a composition of components but a policy class of its own; the policies that are: "
                + String.join(", ", registry.descriptors().stream().filter(x -> x.composition() != null)
                        .map(PolicyDescriptor::name).toList())));
    }

    private static void parameters(PrintWriter out, List<ParameterSpec> parameters) {
        if (parameters.isEmpty()) {
            out.println("    parameters: none");
        }
        for (ParameterSpec p : parameters) {
            String valid = !p.choices().isEmpty() ? " [one of " + String.join(", ", p.choices()) + "]"
                    : Double.isFinite(p.min()) ? " [>= " + (p.type() == ParameterSpec.Type.INTEGER
                            ? String.valueOf((long) p.min()) : String.valueOf(p.min())) + "]" : "";
            out.printf("    %-16s %-8s default %-14s %s%s%n", p.name(), p.type().name().toLowerCase(Locale.ROOT),
                    p.defaultValue(), p.description(), valid);
        }
    }
}
