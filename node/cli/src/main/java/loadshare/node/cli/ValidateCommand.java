package loadshare.node.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import loadshare.config.ExperimentLoader;
import loadshare.config.ExperimentSettings;
import loadshare.node.experiment.ExperimentRunner;
import loadshare.node.experiment.HeapEstimate;
import loadshare.policies.ResolvedPolicy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code loadshare validate EXPERIMENT}: check an experiment without running it. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Check an experiment (every key, value and policy parameter) without running it, and say what "
                + "it holds: its policies, its network's topology (hosts, racks, diameter), its sweep and failures.")
final class ValidateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "EXPERIMENT", description = "experiment file or bundled experiment name")
    String experiment;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "override a setting, as for run")
    List<String> overrides = new ArrayList<>();

    @CommandLine.Mixin
    PluginOptions plugins;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        ExperimentSettings settings = ExperimentLoader.load(experiment, overrides);
        List<ResolvedPolicy> policies = new ExperimentRunner(plugins.registry()).resolve(settings);
        HeapEstimate.require(settings, policies, Runtime.getRuntime().maxMemory(),
                Runtime.getRuntime().availableProcessors());
        var out = spec.commandLine().getOut();
        out.println("ok: " + Describe.experiment(settings));
        for (ResolvedPolicy p : policies) {
            out.println("  policy " + p.label() + " = " + p.descriptor().name()
                    + (p.parameters().asMap().isEmpty() ? "" : " " + p.parameters()));
        }
        out.println("  network " + Describe.network(settings));
        for (var axis : settings.sweep().axes()) {
            out.println("  sweep " + axis.key() + " = " + String.join(", ", axis.values()));
        }
        if (settings.failures().present()) {
            out.println("  failures: " + Describe.failures(settings.failures(), settings.nodes()));
        }
        out.println("  output: " + settings.output().dir());
        return 0;
    }
}
