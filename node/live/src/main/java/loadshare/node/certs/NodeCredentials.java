package loadshare.node.certs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;

/**
 * One node's credentials: its private key, its certificate signed by the CA, and the CA certificate it trusts.
 * {@link #writeTo} makes the node's TLS directory, which {@code loadshare node --tls DIR} reads ({@link TlsFiles}).
 */
public record NodeCredentials(String name, PrivateKey key, X509Certificate certificate, X509Certificate ca) {

    /** The node's key and certificate chain (node, CA). */
    public static final String KEY_STORE = "node.p12";
    /** The CA certificate: peers whose certificates it signed are trusted. */
    public static final String TRUST_STORE = "trust.p12";
    /** The node certificate, PEM, for inspection. */
    public static final String CERTIFICATE = "node.pem";

    static final String ALIAS = "node";

    @Override
    public String toString() {
        return "NodeCredentials[" + name + ", " + certificate.getSubjectX500Principal() + "]";     // never the key
    }

    /**
     * Writes the node's TLS directory: {@value #KEY_STORE}, {@value #TRUST_STORE}, {@value #CERTIFICATE} and the
     * stores' password, all owner-only. {@code dir} is created owner-only; it must not hold credentials already.
     */
    public TlsFiles writeTo(Path dir) throws IOException {
        if (Files.exists(dir.resolve(KEY_STORE))) {
            throw new BadCertificates(dir + " already holds a node's credentials (" + KEY_STORE + "); choose another directory");
        }
        OwnerOnly.directory(dir);
        String password = Stores.newPassword();
        try {
            KeyStore keys = Stores.empty();
            keys.setKeyEntry(ALIAS, key, password.toCharArray(), new Certificate[] {certificate, ca});
            Stores.write(keys, dir.resolve(KEY_STORE), password);
            Stores.write(Stores.trusting(ca), dir.resolve(TRUST_STORE), password);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot store the credentials of " + name + ": " + e.getMessage(), e);
        }
        Stores.writePassword(dir, password);
        OwnerOnly.write(dir.resolve(CERTIFICATE), CertificateAuthority.pem(certificate).getBytes(StandardCharsets.UTF_8));
        return new TlsFiles(dir.resolve(KEY_STORE), dir.resolve(TRUST_STORE), password);
    }
}
