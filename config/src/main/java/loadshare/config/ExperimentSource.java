package loadshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The experiment a user named, parsed but not resolved: a file if one exists at that path, else a bundled
 * experiment of that name.
 *
 * @param config      the parsed file, with origins for error messages
 * @param description the file path as given, or {@code bundled:<name>}
 */
record ExperimentSource(Config config, String description) {

    /** Finds and parses {@code experiment}; every failure is a {@link SettingsException} saying what was wrong. */
    static ExperimentSource locate(String experiment) {
        if (experiment == null || experiment.isBlank()) {
            throw new SettingsException("no experiment given: name a file or a bundled experiment"
                    + bundledList());
        }
        Optional<Path> path = asPath(experiment);
        if (path.isPresent() && Files.exists(path.get()) && !Files.isDirectory(path.get())) {
            return fromFile(experiment, path.get());
        }
        Optional<String> resource = BundledExperiments.resource(experiment);
        if (resource.isPresent()) {
            return fromResource(BundledExperiments.baseName(experiment), resource.get());
        }
        if (path.isPresent() && Files.isDirectory(path.get())) {
            throw new SettingsException("'" + experiment + "' is a directory, not an experiment file");
        }
        throw new SettingsException("no such file or bundled experiment: '" + experiment + "'" + bundledList());
    }

    private static ExperimentSource fromFile(String given, Path path) {
        if (!Files.isReadable(path)) {
            throw new SettingsException("cannot read the experiment file '" + given + "' (permission denied)");
        }
        try {
            NestingDepth.checkFile(new String(Files.readAllBytes(path), StandardCharsets.UTF_8), given);
        } catch (IOException e) {
            throw new SettingsException("cannot read the experiment file '" + given + "': " + e.getMessage());
        }
        ConfigSyntax syntax = given.endsWith(".json") ? ConfigSyntax.JSON : ConfigSyntax.CONF;
        ConfigParseOptions options = ConfigParseOptions.defaults().setAllowMissing(false).setSyntax(syntax);
        return new ExperimentSource(parse(() -> ConfigFactory.parseFile(path.toFile(), options)), given);
    }

    /**
     * Fails unless the file sets something under {@code loadshare.experiment}: an empty or comment-only file (a
     * truncated one, say) would otherwise run the defaults as if nothing were wrong.
     */
    void requireSection() {
        if (config.root().get("loadshare") instanceof ConfigObject loadshare && loadshare.containsKey("experiment")) {
            return;
        }
        String what = config.root().isEmpty() ? "it is empty or holds only comments"
                : "it sets no key under it";
        throw new SettingsException(description + ": " + ExperimentLoader.SECTION + ": missing: an experiment file "
                + "sets its keys in a section " + ExperimentLoader.SECTION + " { ... }, and " + what
                + " (it would run the defaults)");
    }

    private static ExperimentSource fromResource(String name, String resource) {
        ConfigParseOptions options = ConfigParseOptions.defaults().setAllowMissing(false)
                .setSyntax(ConfigSyntax.CONF).setClassLoader(BundledExperiments.loader());
        return new ExperimentSource(parse(() -> ConfigFactory.parseResources(resource, options)), "bundled:" + name);
    }

    private static Config parse(Supplier<Config> parser) {
        try {
            return parser.get();
        } catch (ConfigException e) {
            throw ConfigErrors.translate(e);
        }
    }

    private static Optional<Path> asPath(String experiment) {
        try {
            return Optional.of(Path.of(experiment));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    private static String bundledList() {
        return " (bundled: " + String.join(", ", BundledExperiments.names()) + ")";
    }
}
