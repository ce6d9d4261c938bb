package loadshare.node.live;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import loadshare.node.certs.NodeCredentials;

/**
 * Node credentials held in this JVM's memory, each under a token that a node's settings name ({@value #KEY}), for
 * {@link HeldCredentialsEngineProvider} to find: Akka makes the provider from the actor system alone, so the settings
 * carry the token, never the key. Several nodes in one JVM each find their own. The token is the certificate's
 * SHA-256 fingerprint: public, and the same for the same credentials. They are held for the JVM's life (a few per
 * run, and a node's settings may start more than one actor system); nothing is written anywhere.
 */
final class HeldCredentials {

    /** The setting naming a node's credentials held here. */
    static final String KEY = "loadshare.tls.held-credentials";

    private static final Map<String, NodeCredentials> HELD = new ConcurrentHashMap<>();

    private HeldCredentials() {
    }

    /** Holds {@code credentials} (if not held already); returns their token. */
    static String hold(NodeCredentials credentials) {
        String token = token(credentials);
        HELD.putIfAbsent(token, credentials);
        return token;
    }

    /** The credentials held under {@code token}. */
    static NodeCredentials find(String token) {
        NodeCredentials credentials = HELD.get(token);
        if (credentials == null) {
            throw new IllegalStateException(KEY + " = \"" + token + "\": no node credentials are held under this token in "
                    + "this JVM (a node's settings with held credentials work only in the JVM that made them)");
        }
        return credentials;
    }

    private static String token(NodeCredentials credentials) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(credentials.certificate().getEncoded()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot fingerprint " + credentials + ": " + e.getMessage(), e);
        }
    }
}
