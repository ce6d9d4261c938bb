package loadshare.config;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A bundled experiment as {@code loadshare experiments} lists it, from the opening comment of its file: the first
 * line {@code # name: what it shows.} and a line {@code # Run time: about 16 s on 2 cores.}
 *
 * @param name        the name to run it by
 * @param description what it shows, one line; empty if its file does not open with one
 * @param runTime     how long it takes, e.g. {@code about 16 s on 2 cores}; empty if its file does not say
 */
public record BundledExperiment(String name, String description, String runTime) {

    private static final String RUN_TIME = "# Run time:";

    /** Every bundled experiment, in the order of the index. */
    public static List<BundledExperiment> all() {
        List<BundledExperiment> all = new ArrayList<>();
        for (String name : BundledExperiments.names()) {
            all.add(of(name));
        }
        return List.copyOf(all);
    }

    static BundledExperiment of(String name) {
        String description = "";
        String runTime = "";
        String resource = BundledExperiments.resource(name).orElse(null);
        if (resource == null) {
            return new BundledExperiment(name, description, runTime);
        }
        try (InputStream in = BundledExperiments.loader().getResourceAsStream(resource);
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String first = reader.readLine();
            if (first != null && first.startsWith("# ")) {
                description = first.substring(2).strip();
                if (description.startsWith(name + ":")) {
                    description = description.substring(name.length() + 1).strip();
                }
            }
            for (String line = reader.readLine(); line != null && line.startsWith("#"); line = reader.readLine()) {
                if (line.startsWith(RUN_TIME)) {
                    runTime = line.substring(RUN_TIME.length()).strip().replaceFirst("\\s*\\(.*\\)\\.?$", "")
                            .replaceFirst("\\.$", "");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled experiment " + name, e);
        }
        return new BundledExperiment(name, description, runTime);
    }
}
