package loadshare.node.certs;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
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

    private static String permissions(Path f) {
        try {
            return PosixFilePermissions.toString(Files.getPosixFilePermissions(f));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
