package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import loadshare.config.BundledExperiment;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/** {@code loadshare experiments}: the bundled experiments, what each shows and how long it takes. */
@Command(name = "experiments", mixinStandardHelpOptions = true,
        description = "List the bundled experiments: what each shows and roughly how long `loadshare run NAME` takes.")
final class ExperimentsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<BundledExperiment> all = BundledExperiment.all();
        int nameWidth = all.stream().mapToInt(e -> e.name().length()).max().orElse(0);
        int timeWidth = all.stream().mapToInt(e -> e.runTime().length()).max().orElse(0);
        for (BundledExperiment e : all) {
            out.println((String.format("%-" + nameWidth + "s  %-" + timeWidth + "s  %s", e.name(), e.runTime(),
                    e.description())).stripTrailing());
        }
        out.println();
        out.println("run one with: loadshare run NAME (see docs/experiments.md for what each shows, with its figures)");
        return 0;
    }
}
