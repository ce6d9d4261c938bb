package loadshare.node.certs;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.cert.CertificateEncodingException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;

/**
 * A node's credentials handed from a parent JVM to a child it started, over the child's stdin pipe, so that they
 * never touch the disk: a header, the node's name, then length-prefixed DER: the private key (PKCS#8, after its
 * algorithm's name), the node's certificate and the CA certificate. The pipe is the parent's and the child's alone, so
 * nothing on it is encrypted: a PKCS#12 store under a password sent along on the same pipe (as in the first version
 * of this hand-over) protected nothing, and cost each child JVM about 0.4 s of CPU opening it (PBKDF2, 10,000 rounds,
 * three times, and the classes for it) before it could start.
 */
public final class PipedCredentials {

    /** The first thing on the pipe: what follows, and in which form. */
    private static final String HEADER = "loadshare node credentials, PKCS#8 and X.509 DER, v2";
    /** A key or a certificate is well under 2 KB; anything larger is not one. */
    private static final int MAX_PART_BYTES = 64 * 1024;

    private PipedCredentials() {
    }

    /** Writes {@code credentials} to {@code out} and flushes it (does not close it). */
    public static void send(NodeCredentials credentials, OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.writeUTF(HEADER);
        data.writeUTF(credentials.name());
        data.writeUTF(credentials.key().getAlgorithm());
        try {
            writePart(data, credentials.key().getEncoded());
            writePart(data, credentials.certificate().getEncoded());
            writePart(data, credentials.ca().getEncoded());
        } catch (CertificateEncodingException e) {
            throw new IllegalStateException("cannot encode the certificates of " + credentials.name() + ": " + e.getMessage(), e);
        }
        data.flush();
    }

    /**
     * Reads the credentials {@link #send} wrote, and nothing after them (the rest of {@code in} stays unread; it is
     * not closed). A stream that ends early or holds something else is a {@link BadCertificates} saying so.
     */
    public static NodeCredentials receive(InputStream in) {
        DataInputStream data = new DataInputStream(in);
        try {
            if (!HEADER.equals(data.readUTF())) {
                throw new BadCertificates("the parent process sent no node credentials (expected: " + HEADER + ")");
            }
            String name = data.readUTF();
            String algorithm = data.readUTF();
            byte[] key = readPart(data, "key");
            byte[] certificate = readPart(data, "certificate");
            byte[] ca = readPart(data, "CA certificate");
            CertificateFactory x509 = CertificateFactory.getInstance("X.509");
            return new NodeCredentials(name,
                    KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(key)),
                    (X509Certificate) x509.generateCertificate(new ByteArrayInputStream(certificate)),
                    (X509Certificate) x509.generateCertificate(new ByteArrayInputStream(ca)));
        } catch (IOException e) {
            throw new BadCertificates("cannot read the node credentials from the parent process (" + e + ")");
        } catch (GeneralSecurityException | ClassCastException e) {
            throw new BadCertificates("the parent process sent a key or certificates this JVM cannot read (" + e.getMessage() + ")");
        }
    }

    private static void writePart(DataOutputStream data, byte[] der) throws IOException {
        data.writeInt(der.length);
        data.write(der);
    }

    private static byte[] readPart(DataInputStream data, String what) throws IOException {
        int size = data.readInt();
        if (size <= 0 || size > MAX_PART_BYTES) {
            throw new BadCertificates("the parent process sent a " + what + " of " + size + " bytes (expected 1 to "
                    + MAX_PART_BYTES + ")");
        }
        byte[] bytes = new byte[size];
        data.readFully(bytes);
        return bytes;
    }
}
