package loadshare.config;

import com.typesafe.config.ConfigOrigin;
import com.typesafe.config.ConfigValue;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A file an experiment names (a trace, a failure log), found where the experiment is: relative to the file that
 * names it, or, named in a bundled experiment, the class-path resource beside that experiment. A file named in a
 * {@code --set} argument is relative to the working directory.
 */
final class ExperimentFile {

    private ExperimentFile() {
    }

    /**
     * Opens the file named {@code file} by {@code value}; one that cannot be found is a {@link SettingsException}
     * naming where it was named and the key, e.g. {@code x.conf:4: loadshare.experiment.failures.log = "a.csv": no
     * such file (/abs/a.csv)}.
     *
     * @param fullKey the key that names the file, for messages
     * @param noun    what the file holds, for messages ({@code trace}, {@code failure log})
     */
    static InputStream open(ConfigValue value, String file, String fullKey, String noun) throws IOException {
        ConfigOrigin origin = value.origin();
        if (origin.resource() != null && !origin.resource().equals("reference.conf")) {
            String resource = resolveResource(origin.resource(), file);
            URL url = BundledExperiments.loader().getResource(resource);
            if (url == null) {
                throw ConfigErrors.problem(value, fullKey, "no such " + noun + " on the class path (" + resource + ")");
            }
            return url.openStream();
        }
        Path path;
        try {
            Path given = Path.of(file);
            Path base = origin.filename() != null ? Path.of(origin.filename()).toAbsolutePath().getParent() : null;
            path = base == null || given.isAbsolute() ? given : base.resolve(given);
        } catch (InvalidPathException e) {
            throw ConfigErrors.problem(value, fullKey, "not a file path: " + e.getMessage());
        }
        if (!Files.isRegularFile(path)) {
            throw ConfigErrors.problem(value, fullKey, "no such file (" + path.toAbsolutePath().normalize() + ")");
        }
        if (!Files.isReadable(path)) {
            throw ConfigErrors.problem(value, fullKey, "cannot read the file (permission denied)");
        }
        return Files.newInputStream(path);
    }

    /** {@code experiments/x.conf} and {@code traces/a.swf} give {@code experiments/traces/a.swf}. */
    private static String resolveResource(String resource, String file) {
        int slash = resource.lastIndexOf('/');
        return slash < 0 ? file : resource.substring(0, slash + 1) + file;
    }
}
