package loadshare.node.live;

import java.io.IOException;
import java.io.UncheckedIOException;
import loadshare.node.certs.RunCertificates;
import loadshare.node.certs.TlsFiles;

/**
 * The tests' live nodes talk over mutual TLS as real ones do: one CA for this JVM's test run, and node
 * credentials it signed (shared by the actor systems of the tests; deleted when the JVM exits).
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
            shared = NodeSecurity.tls(TlsFiles.in(newNode("test-node")), RUN_ID);
        }
        return shared;
    }

    private static java.nio.file.Path newNode(String name) {
        try {
            RunCertificates certs = RunCertificates.create(RUN_ID);
            Runtime.getRuntime().addShutdownHook(new Thread(certs::close));
            return certs.node(name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
