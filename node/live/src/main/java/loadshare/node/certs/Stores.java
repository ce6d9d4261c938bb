package loadshare.node.certs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.util.Base64;

/** PKCS#12 key stores and their password files, as the CA and node directories hold them. */
final class Stores {

    static final String PASSWORD_FILE = "password";

    private static final SecureRandom RANDOM = new SecureRandom();

    private Stores() {
    }

    /** A fresh random password (24 random bytes, URL-safe Base64). */
    static String newPassword() {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static void writePassword(Path dir, String password) throws IOException {
        OwnerOnly.write(dir.resolve(PASSWORD_FILE), (password + "\n").getBytes(StandardCharsets.UTF_8));
    }

    static String readPassword(Path dir) {
        Path file = dir.resolve(PASSWORD_FILE);
        try {
            return Files.readString(file, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new BadCertificates(file + ": cannot read the stores' password (" + e.getMessage() + ")");
        }
    }

    static KeyStore empty() throws GeneralSecurityException, IOException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        return store;
    }

    static KeyStore trusting(Certificate ca) throws GeneralSecurityException, IOException {
        KeyStore store = empty();
        store.setCertificateEntry("ca", ca);
        return store;
    }

    static void write(KeyStore store, Path file, String password) throws GeneralSecurityException, IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        store.store(bytes, password.toCharArray());
        OwnerOnly.write(file, bytes.toByteArray());
    }

    /** Loads a PKCS#12 store; a missing file or a wrong password is a {@link BadCertificates} naming the file. */
    static KeyStore read(Path file, String password) {
        if (!Files.isRegularFile(file)) {
            throw new BadCertificates(file + ": no such file");
        }
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(in, password.toCharArray());
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new BadCertificates(file + ": not a PKCS#12 store this password opens (" + e.getMessage() + ")");
        }
    }
}
