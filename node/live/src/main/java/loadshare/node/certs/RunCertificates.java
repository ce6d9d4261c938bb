package loadshare.node.certs;

import java.time.Duration;

/**
 * The certificates of one run on this machine ({@code loadshare cluster}, the live benchmarks): a fresh CA, and each
 * node's credentials signed by it, all held in memory and never written: a node in this JVM uses them as they are, a
 * child JVM receives them over its stdin pipe ({@link PipedCredentials}). However the run ends, none of its keys is
 * left on disk. Nodes of another run, having another CA, cannot connect.
 */
public final class RunCertificates {

    /** Long enough for any run; short enough that credentials kept by mistake are soon worthless. */
    private static final Duration VALIDITY = Duration.ofDays(2);

    private final CertificateAuthority ca;

    private RunCertificates(CertificateAuthority ca) {
        this.ca = ca;
    }

    /** A new CA for run {@code runId}. */
    public static RunCertificates create(String runId) {
        return new RunCertificates(CertificateAuthority.create("run " + runId, VALIDITY));
    }

    /** Issues node {@code name}'s credentials (a new key pair, its certificate signed by the run's CA). */
    public NodeCredentials node(String name) {
        return ca.issue(name, VALIDITY);
    }
}
