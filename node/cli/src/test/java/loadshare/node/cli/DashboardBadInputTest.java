package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** Bad dashboard options: one line, exit status 2, nothing started. */
class DashboardBadInputTest {

    @Test
    void cluster_rejectsAPortOutOfRange_aPortThatIsNotANumber_andANegativeLinger() {
        rejected("--dashboard 70000: a port must be in 0..65535", "cluster", "--dashboard", "70000");
        rejected("--dashboard http: a port must be in 0..65535", "cluster", "--dashboard=http");
        rejected("--dashboard-linger -1", "cluster", "--dashboard", "--dashboard-linger", "-1");
    }

    @Test
    void cluster_rejectsAPortInUse_inOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            rejected("--dashboard " + port + ": cannot serve on 127.0.0.1:" + port, "cluster", "--dashboard",
                    Integer.toString(port));
        }
    }

    @Test
    void node_servesTheDashboardOnlyOnNodeZero() {
        rejected("only node 0, the results collector, serves the dashboard", "node", "--seeds", "127.0.0.1:1",
                "--index", "1", "--nodes", "3", "--dashboard", "8080");
    }
}
