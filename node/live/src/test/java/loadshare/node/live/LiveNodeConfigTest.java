package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.typesafe.config.Config;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The seed settings a node's system gets: the seeds in the order given, and a longer wait for the first of several
 * seeds (a cluster founded while it was down answers it late), Akka's own for everyone else; and what a node's
 * system is spared making at start (docs/performance.md, "a live node's start").
 */
class LiveNodeConfigTest {

    private static final List<String> SEEDS = List.of("127.0.0.1:25520", "127.0.0.1:25521", "127.0.0.1:25522");

    private static Duration seedNodeTimeout(String host, int port, List<String> seeds) {
        return LiveNode.config(host, port, seeds, NodeSecurity.insecure("r")).getDuration("akka.cluster.seed-node-timeout");
    }

    @Test
    void theFirstOfSeveralSeeds_waitsLongerForTheOthersToTakeItIn_thanAkkasDefault() {
        assertEquals(LiveNode.FIRST_SEED_TIMEOUT, seedNodeTimeout("127.0.0.1", 25520, SEEDS));
        assertEquals(Duration.ofSeconds(60), LiveNode.FIRST_SEED_TIMEOUT);
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

    @Test
    void aNodesSystem_makesTheCborSerializerOnly_withoutScalaModuleOrJmx() {
        Config config = LiveNode.config("127.0.0.1", 0, List.of(), NodeSecurity.insecure("r"));
        var serializers = config.getConfig("akka.actor.serializers").root().keySet();
        assertTrue(serializers.contains("jackson-cbor"), serializers.toString());
        assertFalse(serializers.contains("jackson-json"), "Akka's JSON serializer, bound to nothing");
        assertFalse(serializers.contains("jackson-cbor-264"), "its twin for Akka 2.6.4's messages");
        List<String> modules = config.getStringList("akka.serialization.jackson.jackson-modules");
        assertFalse(modules.stream().anyMatch(m -> m.contains(".scala.")), modules.toString());
        assertTrue(modules.contains("loadshare.node.live.ProtocolTypesModule"), modules.toString());
        assertFalse(config.getBoolean("akka.cluster.jmx.enabled"));
    }

    @Test
    void aSerializerATestBindsSomethingTo_isKept() {
        Config config = LiveNode.config("127.0.0.1", 0, List.of(), NodeSecurity.insecure("r"),
                "akka.actor.serialization-bindings { \"java.lang.String\" = jackson-json }");
        assertTrue(config.getConfig("akka.actor.serializers").root().containsKey("jackson-json"));
    }
}
