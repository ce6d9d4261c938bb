package loadshare.node.certs;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.security.cert.X509Certificate;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

/**
 * A node's TLS directory as the live runtime uses it: the key store, the trust store and their password.
 * {@link #in} checks it at start-up, so that a wrong directory is one clear message, not a failed handshake later.
 */
public record TlsFiles(Path keyStore, Path trustStore, String password) implements NodeTls {

    @Override
    public KeyManager[] keyManagers() throws GeneralSecurityException {
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(Stores.read(keyStore, password), password.toCharArray());
        return keys.getKeyManagers();
    }

    @Override
    public TrustManager[] trustManagers() throws GeneralSecurityException {
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(Stores.read(trustStore, password));
        return trust.getTrustManagers();
    }

    @Override
    public String toString() {
        return "TlsFiles[" + keyStore + ", " + trustStore + "]";     // never the password
    }

    /** The credentials in {@code dir}, as {@link NodeCredentials#writeTo} left them, checked. */
    public static TlsFiles in(Path dir) {
        if (!java.nio.file.Files.isDirectory(dir)) {
            throw new BadCertificates(dir + ": no such directory (make one with: loadshare certs node NAME --ca CA_DIR --out "
                    + dir + ")");
        }
        String password = Stores.readPassword(dir);
        TlsFiles files = new TlsFiles(dir.resolve(NodeCredentials.KEY_STORE), dir.resolve(NodeCredentials.TRUST_STORE), password);
        KeyStore keys = Stores.read(files.keyStore, password);
        KeyStore trust = Stores.read(files.trustStore, password);
        try {
            if (!keys.isKeyEntry(NodeCredentials.ALIAS) || !(keys.getCertificate(NodeCredentials.ALIAS) instanceof X509Certificate cert)) {
                throw new BadCertificates(files.keyStore + ": holds no node key and certificate");
            }
            if (trust.size() == 0) {
                throw new BadCertificates(files.trustStore + ": trusts no CA");
            }
            cert.checkValidity();
        } catch (CertificateExpiredException | CertificateNotYetValidException e) {
            throw new BadCertificates(files.keyStore + ": the node certificate is not valid now (" + e.getMessage()
                    + "); issue a new one with loadshare certs node");
        } catch (GeneralSecurityException e) {
            throw new BadCertificates(files.keyStore + ": " + e.getMessage());
        }
        return files;
    }
}
