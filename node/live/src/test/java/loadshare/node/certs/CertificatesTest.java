package loadshare.node.certs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CertificatesTest {

    @TempDir
    Path tmp;

    @Test
    void aNodeCertificate_isSignedByItsCa_notByAnother() {
        CertificateAuthority ca = CertificateAuthority.create("a", Duration.ofDays(1));
        CertificateAuthority other = CertificateAuthority.create("b", Duration.ofDays(1));
        NodeCredentials node = ca.issue("node-1", Duration.ofDays(1));
        assertDoesNotThrow(() -> node.certificate().verify(ca.certificate().getPublicKey()));
        assertThrows(Exception.class, () -> node.certificate().verify(other.certificate().getPublicKey()));
        assertTrue(node.certificate().getSubjectX500Principal().getName().contains("CN=node-1"));
        assertEquals(-1, node.certificate().getBasicConstraints(), "a node certificate is no CA");
        assertFalse(node.toString().contains("PRIVATE"), node.toString());
    }

    @Test
    void savedCaAndNodeDirectories_areOwnerOnly_andReadBack() throws Exception {
        CertificateAuthority.create("cluster", Duration.ofDays(1)).save(tmp.resolve("ca"));
        CertificateAuthority ca = CertificateAuthority.load(tmp.resolve("ca"));
        TlsFiles files = ca.issue("alpha", Duration.ofDays(1)).writeTo(tmp.resolve("alpha"));
        assertEquals(files.keyStore(), TlsFiles.in(tmp.resolve("alpha")).keyStore());
        for (Path dir : new Path[] {tmp.resolve("ca"), tmp.resolve("alpha")}) {
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir)));
            try (var entries = Files.list(dir)) {
                entries.forEach(f -> assertEquals("rw-------", permissions(f), f.toString()));
            }
        }
        assertFalse(files.toString().contains(files.password()));
    }

    @Test
    void aMissingOrIncompleteDirectory_isOneClearMessage() throws Exception {
        BadCertificates none = assertThrows(BadCertificates.class, () -> TlsFiles.in(tmp.resolve("nope")));
        assertTrue(none.getMessage().contains("loadshare certs node"), none.getMessage());
        BadCertificates noCa = assertThrows(BadCertificates.class, () -> CertificateAuthority.load(tmp));
        assertTrue(noCa.getMessage().contains("loadshare certs init"), noCa.getMessage());
        Files.writeString(tmp.resolve("password"), "x");
        BadCertificates noStore = assertThrows(BadCertificates.class, () -> TlsFiles.in(tmp));
        assertTrue(noStore.getMessage().contains("node.p12"), noStore.getMessage());
    }

    @Test
    void pipedCredentials_arriveWhole_andTheRestOfThePipeIsLeftUnread() throws Exception {
        NodeCredentials sent = CertificateAuthority.create("run", Duration.ofDays(1)).issue("node-2", Duration.ofDays(1));
        ByteArrayOutputStream pipe = new ByteArrayOutputStream();
        PipedCredentials.send(sent, pipe);
        pipe.write("after".getBytes(StandardCharsets.US_ASCII));
        ByteArrayInputStream in = new ByteArrayInputStream(pipe.toByteArray());
        NodeCredentials received = PipedCredentials.receive(in);
        assertEquals(sent.name(), received.name());
        assertArrayEquals(sent.key().getEncoded(), received.key().getEncoded());
        assertEquals(sent.certificate(), received.certificate());
        assertEquals(sent.ca(), received.ca());
        assertEquals("after", new String(in.readAllBytes(), StandardCharsets.US_ASCII));
    }

    @Test
    void aPipeThatEndsEarly_orHoldsSomethingElse_isOneClearMessage() throws Exception {
        ByteArrayOutputStream pipe = new ByteArrayOutputStream();
        PipedCredentials.send(CertificateAuthority.create("run", Duration.ofDays(1)).issue("n", Duration.ofDays(1)), pipe);
        byte[] whole = pipe.toByteArray();
        BadCertificates cut = assertThrows(BadCertificates.class,
                () -> PipedCredentials.receive(new ByteArrayInputStream(Arrays.copyOf(whole, whole.length / 2))));
        assertTrue(cut.getMessage().contains("cannot read the node credentials"), cut.getMessage());
        BadCertificates empty = assertThrows(BadCertificates.class,
                () -> PipedCredentials.receive(new ByteArrayInputStream(new byte[0])));
        assertTrue(empty.getMessage().contains("cannot read the node credentials"), empty.getMessage());
        BadCertificates other = assertThrows(BadCertificates.class,
                () -> PipedCredentials.receive(new ByteArrayInputStream("\u0000\u0005hello world".getBytes(StandardCharsets.US_ASCII))));
        assertTrue(other.getMessage().contains("sent no node credentials"), other.getMessage());
    }

    private static String permissions(Path f) {
        try {
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(f));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
