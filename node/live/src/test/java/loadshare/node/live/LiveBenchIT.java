package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The live benchmark's two ends, in two actor systems of one JVM: every probe answered, every transfer counted. */
class LiveBenchIT {

    @Test
    @Timeout(LiveClusterFixture.TEST_LIMIT)
    void driverAndEcho_measureEveryProbe_andEveryTransferArrives() throws Exception {
        ActorTestKit near = ActorTestKit.create(LiveNode.SYSTEM_NAME, LiveNode.config("127.0.0.1", 0, List.of(), TestSecurity.tls()));
        var cluster = akka.cluster.typed.Cluster.get(near.system());
        cluster.manager().tell(akka.cluster.typed.Join.create(cluster.selfMember().address()));
        ActorTestKit far = ActorTestKit.create(LiveNode.SYSTEM_NAME,
                LiveNode.config("127.0.0.1", 0, List.of(LiveNode.hostPort(near.system())), TestSecurity.tls()));
        try {
            far.spawn(BenchEcho.create(), "echo");
            CompletableFuture<BenchDriver.Figures> result = new CompletableFuture<>();
            near.spawn(BenchDriver.create(100, 500, 5_000, 1_000, result), "driver");
            // the two systems join first: as long as a cluster may take to form on a busy machine, then the run
            BenchDriver.Figures f = result.get(LiveClusterFixture.FORMING.toSeconds() + 60, TimeUnit.SECONDS);
            assertEquals(500, f.probes());
            assertEquals(5_000, f.transfers());
            assertTrue(f.p50Micros() > 0 && f.p99Micros() >= f.p50Micros() && f.transfersPerSecond() > 0, f.toString());
            System.out.println(f);
        } finally {
            StopNode.stop(far);
            StopNode.stop(near);
        }
    }
}
