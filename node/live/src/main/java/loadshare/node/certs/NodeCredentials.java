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
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

/**
 * One node's credentials: its private key, its certificate signed by the CA, and the CA certificate it trusts.
 * Held in memory, they are what a node of {@code loadshare cluster} or of a live benchmark uses as they are
 * ({@link #sslContext}) or receives from its parent JVM ({@link PipedCredentials}); {@link #writeTo} makes the node's
 * TLS directory, which {@code loadshare node --tls DIR} reads ({@link TlsFiles}).
 */
public record NodeCredentials(String name, PrivateKey key, X509Certificate certificate, X509Certificate ca)
        implements NodeTls {

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
            Stores.write(keyStore(password), dir.resolve(KEY_STORE), password);
            Stores.write(trustStore(), dir.resolve(TRUST_STORE), password);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot store the credentials of " + name + ": " + e.getMessage(), e);
        }
        Stores.writePassword(dir, password);
        OwnerOnly.write(dir.resolve(CERTIFICATE), CertificateAuthority.pem(certificate).getBytes(StandardCharsets.UTF_8));
        return new TlsFiles(dir.resolve(KEY_STORE), dir.resolve(TRUST_STORE), password);
    }

    @Override
    public KeyManager[] keyManagers() throws GeneralSecurityException {
        try {
            char[] password = Stores.newPassword().toCharArray();   // protects the key inside this in-memory store only
            KeyStore store = Stores.empty();
            store.setEntry(ALIAS, new KeyStore.PrivateKeyEntry(key, new Certificate[] {certificate, ca}),
                    Stores.inMemoryProtection(password));
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, password);
            return keys.getKeyManagers();
        } catch (IOException e) {
            throw new GeneralSecurityException(e.getMessage(), e);
        }
    }

    @Override
    public TrustManager[] trustManagers() throws GeneralSecurityException {
        try {
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(trustStore());
            return trust.getTrustManagers();
        } catch (IOException e) {
            throw new GeneralSecurityException(e.getMessage(), e);
        }
    }

    /** A new in-memory PKCS#12 store holding the node's key (under {@code password}) and certificate chain (node, CA). */
    KeyStore keyStore(String password) throws GeneralSecurityException, IOException {
        KeyStore keys = Stores.empty();
        keys.setKeyEntry(ALIAS, key, password.toCharArray(), new Certificate[] {certificate, ca});
        return keys;
    }

    /** A new in-memory store trusting the CA certificate alone. */
    KeyStore trustStore() throws GeneralSecurityException, IOException {
        return Stores.trusting(ca);
    }
}
