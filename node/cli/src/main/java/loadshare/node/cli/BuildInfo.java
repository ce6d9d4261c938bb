package loadshare.node.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The version and commit this build of loadshare was made from, as the build wrote them into
 * {@code loadshare/build.properties} (node/cli/pom.xml: the pom's version; {@code git rev-parse HEAD}, ending in
 * {@code -dirty} if tracked files differed from it, or {@code unreleased} outside a git clone).
 *
 * @param version e.g. {@code 0.1.0-SNAPSHOT}; {@code unknown} if the classes did not come from a Maven build
 * @param commit  a commit hash, or {@code unreleased}
 */
record BuildInfo(String version, String commit) {

    static final String RESOURCE = "/loadshare/build.properties";

    static final String UNRELEASED = "unreleased";

    /** This build's. */
    static BuildInfo current() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // an unreadable resource says as little as a missing one
        }
        return new BuildInfo(filled(p.getProperty("version"), "unknown"), filled(p.getProperty("commit"), UNRELEASED));
    }

    /** The version and the commit, e.g. {@code 0.1.0-SNAPSHOT (commit 2c0789d...)}: what a workers' cluster compares. */
    String describe() {
        return version + " (commit " + commit + ")";
    }

    /** {@code value}, or {@code otherwise} where the build did not fill it in (absent, empty, still {@code ${...}}). */
    private static String filled(String value, String otherwise) {
        return value == null || value.isBlank() || value.contains("${") ? otherwise : value.strip();
    }

    /** The Java runtime, e.g. {@code OpenJDK 64-Bit Server VM 17.0.15 (Eclipse Adoptium)}. */
    static String jvm() {
        return System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version",
                System.getProperty("java.version")) + " (" + System.getProperty("java.vendor") + ")";
    }
}
