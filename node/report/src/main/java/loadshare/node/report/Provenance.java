package loadshare.node.report;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What produced a result, for a reader who wants to reproduce or cite it: the build of loadshare, the JVM and
 * machine it ran on, the seed and the command line. {@code summary.json} and {@code report.html} record it with
 * the exact configuration and that configuration's SHA-256 ({@link #sha256}); {@code results.csv} never does, so it
 * stays the same bytes for the same configuration and seed.
 *
 * @param version     loadshare's version, e.g. {@code 0.1.0-SNAPSHOT}
 * @param commit      the git commit the build was made from, ending in {@code -dirty} if tracked files differed from
 *                    it, or {@code unreleased} when the build did not come from a git clone
 * @param jvm         the Java runtime, e.g. {@code OpenJDK 64-Bit Server VM 17.0.15 (Eclipse Adoptium)}
 * @param os          the operating system and architecture, e.g. {@code Linux 6.1.0 amd64}
 * @param cores       processors the JVM could use
 * @param memoryBytes the machine's physical memory, or -1 if unknown
 * @param maxHeapBytes the JVM's maximum heap
 * @param loadAverage the machine's one-minute load average when the results were written, or negative if unknown
 * @param seed        the root of every random stream of the run ({@code run.seed})
 * @param commandLine the command as typed, arguments quoted for a POSIX shell where they need it
 */
public record Provenance(String version, String commit, String jvm, String os, int cores, long memoryBytes,
                         long maxHeapBytes, double loadAverage, long seed, String commandLine) {

    /** The SHA-256 of {@code text} in UTF-8, as 64 lower-case hex digits: the hash recorded beside a configuration. */
    public static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
