package loadshare.node.certs;

import java.security.GeneralSecurityException;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;

/**
 * A node's TLS credentials as the live runtime takes them: a TLS directory ({@link TlsFiles}, made by
 * {@code loadshare certs node} for a machine of the user's), or credentials held in memory ({@link NodeCredentials},
 * a run's own, never written anywhere). Either gives the key and trust managers Akka's own engine would make from
 * them (the JDK's default algorithms).
 */
public sealed interface NodeTls permits TlsFiles, NodeCredentials {

    /** Managers that present this node's certificate. */
    KeyManager[] keyManagers() throws GeneralSecurityException;

    /** Managers that trust the peers this node's CA signed. */
    TrustManager[] trustManagers() throws GeneralSecurityException;

    /** A TLS context (protocol {@code protocol}) that presents this node's certificate and trusts its CA's peers. */
    default SSLContext sslContext(String protocol) {
        try {
            SSLContext context = SSLContext.getInstance(protocol);
            context.init(keyManagers(), trustManagers(), null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot make a TLS context for " + this + ": " + e.getMessage(), e);
        }
    }
}
