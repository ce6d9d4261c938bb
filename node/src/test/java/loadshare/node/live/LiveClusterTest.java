package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Three actor systems in one JVM form a live cluster and run the same NodeCore and policies as the simulator. */
class LiveClusterTest {

    @Test
    @Timeout(60)
    void threeNodes_joinOnRunTimePorts_runNone_andEveryJobCompletesOnce() throws Exception {
        try (LiveClusterFixture cluster = new LiveClusterFixture(LiveClusterFixture.run(3, "none", 0.7, 200, 0.01)).start()) {
            LiveMeasurement m = cluster.result.get(45, TimeUnit.SECONDS);
            System.out.println(String.join("\n", cluster.console));
            System.out.println(m);
            assertTrue(m.drained());
            assertEquals(0, m.jobsLost());
            assertEquals(0, m.duplicates());
            assertEquals(m.jobsArrived(), m.jobsCompleted());
            assertTrue(cluster.console.stream().filter(l -> l.contains("joined (")).count() == 3, cluster.console.toString());
        }
    }
}
