package loadshare.node.live;

import loadshare.node.certs.RunCertificates;

/**
 * The tests' live nodes talk over mutual TLS as real ones do: one CA for this JVM's test run, and node
 * credentials it signed (shared by the actor systems of the tests), held in memory as a run's own are.
 */
public final class TestSecurity {

    /** The run id of every test cluster in this JVM. */
    public static final String RUN_ID = "test-run";

    private static NodeSecurity shared;

    private TestSecurity() {
    }

    /** TLS with this JVM's test CA, run id {@value #RUN_ID}. */
    public static synchronized NodeSecurity tls() {
        if (shared == null) {
            shared = NodeSecurity.tls(RunCertificates.create(RUN_ID).node("test-node"), RUN_ID);
        }
        return shared;
    }
}
