package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The seed settings a node's system gets: the seeds in the order given, and a longer wait for the first of several
 * seeds (a cluster founded while it was down answers it late), Akka's own for everyone else.
 */
class LiveNodeConfigTest {

    private static final List<String> SEEDS = List.of("127.0.0.1:25520", "127.0.0.1:25521", "127.0.0.1:25522");

    private static Duration seedNodeTimeout(String host, int port, List<String> seeds) {
        return LiveNode.config(host, port, seeds, NodeSecurity.insecure("r")).getDuration("akka.cluster.seed-node-timeout");
    }

    @Test
    void theFirstOfSeveralSeeds_waitsLongerForTheOthersToTakeItIn_thanAkkasDefault() {
        assertEquals(LiveNode.FIRST_SEED_TIMEOUT, seedNodeTimeout("127.0.0.1", 25520, SEEDS));
        assertEquals(Duration.ofSeconds(15), LiveNode.FIRST_SEED_TIMEOUT);
    }

    @Test
    void anyOtherNode_keepsAkkasDefault() {
        Duration akka = Duration.ofSeconds(5);
        assertEquals(akka, seedNodeTimeout("127.0.0.1", 25521, SEEDS));
        assertEquals(akka, seedNodeTimeout("127.0.0.1", 0, SEEDS));
        assertEquals(akka, seedNodeTimeout("127.0.0.1", 25520, List.of("127.0.0.1:25520")));     // joins itself at once
        assertEquals(akka, seedNodeTimeout("127.0.0.1", 25520, List.of()));
    }

    @Test
    void theSeedsBecomeAkkasSeedNodes_inTheirOrder() {
        assertEquals(List.of("akka://loadshare@127.0.0.1:25520", "akka://loadshare@127.0.0.1:25521",
                        "akka://loadshare@127.0.0.1:25522"),
                LiveNode.config("127.0.0.1", 25521, SEEDS, NodeSecurity.insecure("r")).getStringList("akka.cluster.seed-nodes"));
    }
}
