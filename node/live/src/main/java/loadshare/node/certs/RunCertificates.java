package loadshare.node.certs;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The certificates of one run on this machine ({@code loadshare cluster}, the live benchmarks): a fresh CA whose key
 * stays in memory, and each node's TLS directory in an owner-only temporary directory, deleted by {@link #close}.
 * Nodes of another run, having another CA, cannot connect.
 */
public final class RunCertificates implements AutoCloseable {

    /** Long enough for any run; short enough that a leftover directory is soon worthless. */
    private static final Duration VALIDITY = Duration.ofDays(2);

    private final Path dir;
    private final CertificateAuthority ca;

    private RunCertificates(Path dir, CertificateAuthority ca) {
        this.dir = dir;
        this.ca = ca;
    }

    /** A new CA for run {@code runId} and an empty owner-only directory for its nodes. */
    public static RunCertificates create(String runId) throws IOException {
        CertificateAuthority ca = CertificateAuthority.create("run " + runId, VALIDITY);
        return new RunCertificates(OwnerOnly.temporaryDirectory("loadshare-tls-"), ca);
    }

    /** Issues node {@code name}'s credentials and writes its TLS directory; returns the directory. */
    public Path node(String name) throws IOException {
        Path nodeDir = dir.resolve(name);
        ca.issue(name, VALIDITY).writeTo(nodeDir);
        return nodeDir;
    }

    /** The folder holding the nodes' directories. */
    public Path directory() {
        return dir;
    }

    @Override
    public void close() {
        OwnerOnly.deleteTree(dir);
    }
}
