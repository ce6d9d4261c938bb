package loadshare.node.live.join;

import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Why a node could not join, in one line: from what its seeds answered ({@link SeedAnswer}), the most telling
 * answer — a TLS handshake the cluster refused and its likely cause, else no seed reachable, else that a seed
 * answers but did not let it in.
 */
final class JoinDiagnosis {

    private static final String ISSUE_WITH_CLUSTER_CA = "(loadshare certs node NAME --ca CLUSTER_CA_DIR)";

    private JoinDiagnosis() {
    }

    /**
     * The line for a node that was not let in within {@code waited} by {@code seeds}, which answered
     * {@code answers} (the node itself not probed).
     */
    static String line(List<String> seeds, Duration waited, List<SeedAnswer> answers) {
        String head = "could not join the cluster (seeds " + String.join(", ", seeds) + ") within "
                + waited.toSeconds() + " s: ";
        SeedAnswer telling = answers.stream().min(Comparator.comparing(SeedAnswer::kind)).orElse(null);
        if (telling == null) {
            return head + "no seed other than this node itself; give node 0's address first in --seeds";
        }
        String seed = telling.seed();
        String why = switch (telling.kind()) {
            case NODE_CERTIFICATE_REFUSED -> "the cluster refused this node's TLS handshake (" + seed + ": "
                    + telling.detail() + "): its certificate is likely of another CA than the cluster's; give it a --tls "
                    + "directory made with the cluster's CA " + ISSUE_WITH_CLUSTER_CA;
            case SEED_CERTIFICATE_UNTRUSTED -> "the cluster refused this node's TLS handshake (" + seed
                    + " presents a certificate its --tls directory's CA did not sign): this node's certificate is likely "
                    + "of another CA than the cluster's; give it a --tls directory made with the cluster's CA "
                    + ISSUE_WITH_CLUSTER_CA;
            case SPEAKS_TLS -> "the cluster refused this node's handshake (" + seed + " speaks TLS, this node was "
                    + "started --insecure, plain TCP): give it --tls DIR with a certificate of the cluster's CA";
            case NOT_TLS -> "the cluster refused this node's TLS handshake (" + seed + " answers, but not in TLS: "
                    + telling.detail() + "): the cluster was likely started --insecure; start every node with --tls, or "
                    + "every one with --insecure";
            case ANSWERS -> seed + " answers this node's connection, but no seed let it in; is node 0 of this run "
                    + "running there?";
            case UNREACHABLE -> "no seed can be reached (" + unreachable(answers) + "); is node 0 running, and its "
                    + "--host and --port reachable from here?";
            case NOT_PROBED -> "its seeds could not be probed (" + seed + ": " + telling.detail() + ")";
        };
        return (head + why).replaceAll("[\\r\\n]+", " ");
    }

    private static String unreachable(List<SeedAnswer> answers) {
        return answers.stream().filter(a -> a.kind() == SeedAnswer.Kind.UNREACHABLE)
                .map(a -> a.seed() + ": " + a.detail()).collect(Collectors.joining("; "));
    }
}
