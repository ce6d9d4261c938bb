package loadshare.node.experiment;

import java.util.List;
import loadshare.policies.PolicyRegistry;

public class SmokeMain {
    public static void main(String[] args) throws Exception {
        int nodes = Integer.parseInt(args[0]);
        for (String p : List.of("none", "central-queue")) {
            var s = TestExperiments.exponential(nodes, List.of(0.9), Long.parseLong(args[1]), 20000, 1, p);
            var runner = new ExperimentRunner(PolicyRegistry.standard());
            for (int i = 0; i < 3; i++) {
                long t0 = System.nanoTime();
                var r = runner.run(s, x -> {});
                double sec = (System.nanoTime() - t0) / 1e9;
                var ps = r.summaries().get(0);
                System.out.printf("%s nodes=%d mean=%.3f ref=%.3f/%.3f iww=%.4f ref=%.4f msgs=%.2f tr=%.3f util=%.3f %.2fM jobs/s%n", p, nodes, ps.meanResponseTime(),
                    r.references().get(0).mm1ResponseTime(), r.references().get(0).mmkResponseTime(), ps.idleWhileWaiting(), r.references().get(0).idleWhileWaitingNoSharing(), ps.probesPerJob(), ps.transfersPerJob(), ps.utilization(), (Long.parseLong(args[1]) + 20000) / sec / 1e6);
            }
        }
    }
}
