package loadshare.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The experiments shipped on the class path: {@code experiments/<name>.conf}, listed one name a line in
 * {@code experiments/index.txt} (blank lines and {@code #} comments are ignored; every index on the class path
 * counts, so several modules may each ship some).
 */
final class BundledExperiments {

    static final String DIRECTORY = "experiments/";
    private static final String INDEX = DIRECTORY + "index.txt";
    private static final String SUFFIX = ".conf";

    private BundledExperiments() {
    }

    /** The names in every index on the class path, in the order listed, each once. */
    static List<String> names() {
        Set<String> names = new LinkedHashSet<>();
        try {
            for (URL index : Collections.list(loader().getResources(INDEX))) {
                names.addAll(readIndex(index));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the bundled experiments", e);
        }
        return List.copyOf(names);
    }

    /**
     * The resource of a bundled experiment, {@code experiments/<name>.conf}, if one exists; {@code name} may end
     * in {@code .conf}. Paths (with a slash) are never bundled names.
     */
    static Optional<String> resource(String name) {
        if (name.isBlank() || name.contains("/") || name.contains("\\")) {
            return Optional.empty();
        }
        String resource = DIRECTORY + baseName(name) + SUFFIX;
        return Optional.ofNullable(loader().getResource(resource)).map(url -> resource);
    }

    /** {@code quickstart.conf} and {@code quickstart} both name {@code quickstart}. */
    static String baseName(String name) {
        return name.endsWith(SUFFIX) ? name.substring(0, name.length() - SUFFIX.length()) : name;
    }

    static ClassLoader loader() {
        return BundledExperiments.class.getClassLoader();
    }

    private static List<String> readIndex(URL index) throws IOException {
        List<String> names = new ArrayList<>();
        try (InputStream in = index.openStream();
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("#")) {
                    names.add(name);
                }
            }
        }
        return names;
    }
}
