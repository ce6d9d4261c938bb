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
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEParameterSpec;

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

    /**
     * How a key is protected in a store that lives in this JVM's memory only, never written (the key store a node's
     * TLS context is built from): one round of key derivation, not PKCS#12's default 10,000, since the store and its
     * random password are in the same memory as the key itself. The default cost a node's JVM about 0.1 s of CPU at
     * start (the key encrypted, then decrypted by the key manager) and bought nothing. Stores written to disk keep
     * the default.
     */
    static KeyStore.PasswordProtection inMemoryProtection(char[] password) {
        byte[] salt = new byte[16];
        byte[] iv = new byte[16];
        RANDOM.nextBytes(salt);
        RANDOM.nextBytes(iv);
        return new KeyStore.PasswordProtection(password, "PBEWithHmacSHA256AndAES_256",
                new PBEParameterSpec(salt, 1, new IvParameterSpec(iv)));
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
