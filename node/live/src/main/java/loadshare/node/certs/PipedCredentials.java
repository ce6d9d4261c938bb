package loadshare.node.certs;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;

/**
 * A node's credentials handed from a parent JVM to a child it started, over the child's stdin pipe, so that they
 * never touch the disk: a header, the node's name, a password made for this hand-over, and a length-prefixed PKCS#12
 * store (the node's key and certificate chain, node then CA) under that password. The pipe is the parent's and the
 * child's alone; the password is there because PKCS#12 wants one.
 */
public final class PipedCredentials {

    /** The first thing on the pipe: what follows, and in which form. */
    private static final String HEADER = "loadshare node credentials, PKCS#12, v1";
    /** A store is 2 to 3 KB; anything larger is not one. */
    private static final int MAX_STORE_BYTES = 64 * 1024;

    private PipedCredentials() {
    }

    /** Writes {@code credentials} to {@code out} and flushes it (does not close it). */
    public static void send(NodeCredentials credentials, OutputStream out) throws IOException {
        String password = Stores.newPassword();
        ByteArrayOutputStream store = new ByteArrayOutputStream();
        try {
            credentials.keyStore(password).store(store, password.toCharArray());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot store the credentials of " + credentials.name() + ": " + e.getMessage(), e);
        }
        DataOutputStream data = new DataOutputStream(out);
        data.writeUTF(HEADER);
        data.writeUTF(credentials.name());
        data.writeUTF(password);
        data.writeInt(store.size());
        store.writeTo(data);
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
            String password = data.readUTF();
            int size = data.readInt();
            if (size <= 0 || size > MAX_STORE_BYTES) {
                throw new BadCertificates("the parent process sent a key store of " + size + " bytes (expected 1 to "
                        + MAX_STORE_BYTES + ")");
            }
            byte[] bytes = new byte[size];
            data.readFully(bytes);
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(new ByteArrayInputStream(bytes), password.toCharArray());
            Certificate[] chain = store.getCertificateChain(NodeCredentials.ALIAS);
            if (!(store.getKey(NodeCredentials.ALIAS, password.toCharArray()) instanceof PrivateKey key)
                    || chain == null || chain.length != 2
                    || !(chain[0] instanceof X509Certificate certificate) || !(chain[1] instanceof X509Certificate ca)) {
                throw new BadCertificates("the parent process sent a key store without a node key and its chain (node, CA)");
            }
            return new NodeCredentials(name, key, certificate, ca);
        } catch (IOException e) {
            throw new BadCertificates("cannot read the node credentials from the parent process (" + e + ")");
        } catch (GeneralSecurityException e) {
            throw new BadCertificates("the parent process sent a key store this JVM cannot open (" + e.getMessage() + ")");
        }
    }
}
