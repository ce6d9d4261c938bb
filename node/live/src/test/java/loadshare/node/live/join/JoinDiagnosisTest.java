package loadshare.node.live.join;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The line a node that could not join prints: the most telling of its seeds' answers, and what to do. */
class JoinDiagnosisTest {

    private static final List<String> SEEDS = List.of("10.0.0.5:25520", "10.0.0.6:25520");
    private static final Duration WAITED = Duration.ofSeconds(30);

    private static String line(SeedAnswer... answers) {
        return JoinDiagnosis.line(SEEDS, WAITED, List.of(answers));
    }

    @Test
    void aRefusedCertificate_outranksAnUnreachableSeed_andNamesAnotherCaAsTheLikelyCause() {
        String line = line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.UNREACHABLE, "connect timed out"),
                new SeedAnswer("10.0.0.6:25520", SeedAnswer.Kind.NODE_CERTIFICATE_REFUSED,
                        "Received fatal alert: certificate_unknown"));
        assertEquals("could not join the cluster (seeds 10.0.0.5:25520, 10.0.0.6:25520) within 30 s: the cluster refused "
                + "this node's TLS handshake (10.0.0.6:25520: Received fatal alert: certificate_unknown): its certificate is "
                + "likely of another CA than the cluster's; give it a --tls directory made with the cluster's CA (loadshare "
                + "certs node NAME --ca CLUSTER_CA_DIR)", line);
    }

    @Test
    void aSeedCertificateOfAnotherCa_isARefusedHandshake_withAnotherCaAsTheLikelyCause() {
        String line = line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.SEED_CERTIFICATE_UNTRUSTED, "PKIX ..."));
        assertTrue(line.contains("the cluster refused this node's TLS handshake (10.0.0.5:25520 presents a certificate "
                + "its --tls directory's CA did not sign): this node's certificate is likely of another CA"), line);
    }

    @Test
    void aMismatchOfTlsAndInsecure_isNamedEitherWay() {
        assertTrue(line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.SPEAKS_TLS, ""))
                .endsWith("the cluster refused this node's handshake (10.0.0.5:25520 speaks TLS, this node was started "
                        + "--insecure, plain TCP): give it --tls DIR with a certificate of the cluster's CA"));
        assertTrue(line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.NOT_TLS, "Connection reset"))
                .endsWith("the cluster refused this node's TLS handshake (10.0.0.5:25520 answers, but not in TLS: "
                        + "Connection reset): the cluster was likely started --insecure; start every node with --tls, or "
                        + "every one with --insecure"));
    }

    @Test
    void noSeedReached_namesEachSeedAndWhy() {
        assertTrue(line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.UNREACHABLE, "Connection refused"),
                new SeedAnswer("10.0.0.6:25520", SeedAnswer.Kind.UNREACHABLE, "connect timed out"))
                .endsWith("within 30 s: no seed can be reached (10.0.0.5:25520: Connection refused; 10.0.0.6:25520: "
                        + "connect timed out); is node 0 running, and its --host and --port reachable from here?"));
    }

    @Test
    void aSeedThatAnswersButDoesNotLetItIn_isSaidSo() {
        assertTrue(line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.UNREACHABLE, "Connection refused"),
                new SeedAnswer("10.0.0.6:25520", SeedAnswer.Kind.ANSWERS, ""))
                .endsWith("within 30 s: 10.0.0.6:25520 answers this node's connection, but no seed let it in; is node 0 "
                        + "of this run running there?"));
    }

    @Test
    void isAlwaysOneLine() {
        String line = line(new SeedAnswer("10.0.0.5:25520", SeedAnswer.Kind.NOT_TLS, "two\nlines\r\n"));
        assertEquals(1, line.lines().count(), line);
    }
}
