package loadshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an experiment: a file or a bundled experiment, then the command line's {@code --set key=value}
 * overrides, over the defaults of reference.conf, checked and validated into {@link ExperimentSettings}.
 *
 * <p>Layers, highest priority first: the overrides (a later one wins), the file, reference.conf. Substitutions
 * are resolved after layering, so {@code output.dir = "results/"${loadshare.experiment.name}} follows a name
 * set anywhere. Every problem is a {@link SettingsException} whose message names the place ({@code file:line}
 * or {@code --set ...}), the full key, the value and what would be valid.
 */
public final class ExperimentLoader {

    /** The section every experiment setting lives in. */
    public static final String SECTION = "loadshare.experiment";

    private static final ConfigRenderOptions RENDERING =
            ConfigRenderOptions.concise().setFormatted(true).setJson(false);

    private ExperimentLoader() {
    }

    /**
     * Loads one experiment.
     *
     * @param experiment a path to an experiment file if such a file exists, else the name of a bundled experiment
     *                   ({@code quickstart} or {@code quickstart.conf}); see {@link #bundledNames()}
     * @param overrides  {@code key=value} strings from {@code --set}, keys relative to {@code loadshare.experiment},
     *                   values in HOCON, e.g. {@code nodes=3}, {@code workload.loads=[0.7]}; may be empty
     * @throws SettingsException when the experiment cannot be found or read, or a setting is unknown or invalid
     */
    public static ExperimentSettings load(String experiment, List<String> overrides) {
        try {
            ExperimentSource source = ExperimentSource.locate(experiment);
            Config set = Overrides.parse(overrides == null ? List.of() : overrides);
            Config reference = ConfigFactory.defaultReferenceUnresolved(BundledExperiments.loader());
            ConfigObject referenceSection = referenceSection(reference);
            KnownKeys.checkRoots(source.config().root(), referenceSection);
            source.requireSection();

            Config user = set.withFallback(source.config());
            ExperimentSettings base = read(user, reference, referenceSection, source);
            SweepReader sweep = new SweepReader(section(user.withFallback(reference).resolve()), referenceSection, SECTION);
            List<SweepReader.Axis> axes = sweep.axes();
            if (axes.isEmpty()) {
                return base;
            }
            List<SweepSettings.SweepPoint> points = new ArrayList<>();
            for (int[] choice : SweepReader.combinations(axes)) {
                List<String> values = new ArrayList<>();
                for (int a = 0; a < axes.size(); a++) {
                    values.add(axes.get(a).texts().get(choice[a]));
                }
                Config layer = sweep.layer(axes, choice).withFallback(user);
                points.add(new SweepSettings.SweepPoint(values, read(layer, reference, referenceSection, source)));
            }
            return base.withSweep(new SweepSettings(
                    axes.stream().map(a -> new SweepSettings.SweepAxis(a.key(), a.texts())).toList(), points));
        } catch (ConfigException e) {
            throw ConfigErrors.translate(e);
        }
    }

    /** The user's layers over reference.conf, resolved, checked and read into settings (without their sweep). */
    private static ExperimentSettings read(Config user, Config reference, ConfigObject referenceSection,
                                           ExperimentSource source) {
        Config resolved = user.withFallback(reference).resolve();
        ConfigObject section = section(resolved);
        KnownKeys.checkSection(section, referenceSection, SECTION);
        String rendered = withoutUnusedNetworkKeys(resolved.withOnlyPath(SECTION)).root().render(RENDERING);
        return new ExperimentReader(new Fields(section.toConfig(), SECTION))
                .read(path -> userSets(user, SECTION + "." + path), source.description(), rendered);
    }

    /**
     * The section without the network keys its topology does not use — reference.conf's {@code network.racks} and
     * {@code network.graph} of a flat network, {@code network.latency} and {@code network.graph} of a network of
     * racks, {@code network.latency} and {@code network.racks} of a graph — which, written back, would be refused as
     * set for the wrong topology: the rendered section loads back to the same settings.
     */
    private static Config withoutUnusedNetworkKeys(Config section) {
        String topology = SECTION + ".network.topology";
        String layout = section.hasPath(topology) ? String.valueOf(section.getValue(topology).unwrapped()).strip() : "";
        List<String> unused = layout.equals(NetworkSettings.Layout.RACKS.key()) ? List.of("latency", "graph")
                : layout.equals(NetworkSettings.Layout.GRAPH.key()) ? List.of("latency", "racks")
                : List.of("racks", "graph");
        for (String key : unused) {
            section = section.withoutPath(SECTION + ".network." + key);
        }
        return section;
    }

    /** The names of the experiments bundled on the class path, e.g. {@code quickstart}. */
    public static List<String> bundledNames() {
        return BundledExperiments.names();
    }

    private static ConfigObject referenceSection(Config reference) {
        if (reference.root().get("loadshare") instanceof ConfigObject loadshare
                && loadshare.get("experiment") instanceof ConfigObject experiment) {
            return experiment;
        }
        throw new IllegalStateException("reference.conf on the class path lacks " + SECTION);
    }

    private static ConfigObject section(Config resolved) {
        ConfigValue loadshare = resolved.root().get("loadshare");
        if (!(loadshare instanceof ConfigObject loadshareObject)) {
            throw ConfigErrors.problem(loadshare, "loadshare", "expected a section { experiment { ... } }");
        }
        ConfigValue section = loadshareObject.get("experiment");
        if (!(section instanceof ConfigObject sectionObject)) {
            throw ConfigErrors.problem(section, SECTION, "expected a section { name = ..., nodes = ..., ... }");
        }
        return sectionObject;
    }

    /** Whether the user's layers (not reference.conf) set {@code path}. */
    private static boolean userSets(Config user, String path) {
        try {
            return user.hasPathOrNull(path);
        } catch (ConfigException e) {
            return false;
        }
    }
}
