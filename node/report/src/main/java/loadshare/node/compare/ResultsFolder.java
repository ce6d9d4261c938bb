package loadshare.node.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import loadshare.config.SettingsException;

/**
 * The replications of one results folder, read back from its {@code results.csv}: per point, each replication's
 * seed and mean response time. The swept keys are the columns between {@code policy} and {@code load}.
 *
 * @param dir    the folder
 * @param keys   the swept keys, in order; empty without a sweep
 * @param points each point's replications, in the file's order
 */
public record ResultsFolder(Path dir, List<String> keys, Map<PointKey, List<Replication>> points) {

    /** The columns a results.csv must have. */
    static final List<String> REQUIRED = List.of("policy", "load", "replication", "seed", "mean_response_time", "unstable");

    /**
     * Where a result belongs: its policy, its swept values and its load, as the CSV writes them.
     *
     * @param policy the policy's label
     * @param sweep  the swept values by key; empty without a sweep
     * @param load   the load as written, e.g. {@code 0.9}
     */
    public record PointKey(String policy, Map<String, String> sweep, String load) {

        /** E.g. {@code sender-threshold threshold=2} at {@code 0.9}: the policy and its swept values. */
        public String series() {
            StringBuilder name = new StringBuilder(policy);
            sweep.forEach((k, v) -> name.append(' ').append(k.substring(k.lastIndexOf('.') + 1)).append('=').append(v));
            return name.toString();
        }
    }

    /**
     * One replication of one point.
     *
     * @param replication its number
     * @param seed        its seed
     * @param mean        its mean response time
     * @param unstable    whether it was unstable
     */
    public record Replication(int replication, long seed, double mean, boolean unstable) {
    }

    /** Reads {@code dir/results.csv}; a folder that is not a results folder is bad input, in one line. */
    public static ResultsFolder read(Path dir) {
        Path file = dir.resolve("results.csv");
        if (!Files.isDirectory(dir)) {
            throw new SettingsException(dir + ": " + (Files.exists(dir) ? "is a file" : "does not exist")
                    + "; give a results folder (one that loadshare run wrote)");
        }
        if (!Files.isRegularFile(file)) {
            throw new SettingsException(dir + ": not a results folder (no results.csv; give a folder that loadshare run "
                    + "wrote)");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new SettingsException(file + ": cannot read it (" + e.getMessage() + ")");
        }
        if (lines.isEmpty()) {
            throw new SettingsException(file + ": is empty, not the results of a run");
        }
        List<String> header = Csv.split(lines.get(0));
        for (String column : REQUIRED) {
            if (!header.contains(column)) {
                throw new SettingsException(file + ": has no column '" + column + "'; not the results.csv of a loadshare run");
            }
        }
        int policy = header.indexOf("policy");
        int load = header.indexOf("load");
        List<String> keys = load > policy ? List.copyOf(header.subList(policy + 1, load)) : List.of();
        Map<PointKey, List<Replication>> points = new LinkedHashMap<>();
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).isEmpty()) {
                continue;
            }
            List<String> cells = Csv.split(lines.get(i));
            if (cells.size() != header.size()) {
                throw new SettingsException(file + ":" + (i + 1) + ": has " + cells.size() + " cells, the header "
                        + header.size());
            }
            Map<String, String> sweep = new LinkedHashMap<>();
            for (int k = 0; k < keys.size(); k++) {
                sweep.put(keys.get(k), cells.get(policy + 1 + k));
            }
            PointKey key = new PointKey(cells.get(policy), sweep, cells.get(load));
            try {
                String mean = cells.get(header.indexOf("mean_response_time"));
                points.computeIfAbsent(key, k -> new ArrayList<>()).add(new Replication(
                        Integer.parseInt(cells.get(header.indexOf("replication"))),
                        Long.parseLong(cells.get(header.indexOf("seed"))),
                        mean.isEmpty() ? Double.NaN : Double.parseDouble(mean),
                        Boolean.parseBoolean(cells.get(header.indexOf("unstable")))));
            } catch (NumberFormatException e) {
                throw new SettingsException(file + ":" + (i + 1) + ": not a number where one belongs ("
                        + e.getMessage() + ")");
            }
        }
        return new ResultsFolder(dir, keys, points);
    }
}
