package loadshare.node.cli;

import org.junit.jupiter.api.Test;

/** {@code run --workers}, {@code run --cluster} and {@code worker}: options that do not fit are one line, status 2. */
class WorkersBadInputTest {

    @Test
    void noWorkers() {
        CliRunner.rejected("--workers 0: must be 1 or more", "run", "quickstart", "--workers", "0");
    }

    @Test
    void workersAndACluster() {
        CliRunner.rejected("--workers 2 and --cluster: give one of them", "run", "quickstart", "--workers", "2",
                "--cluster", "127.0.0.1:25530");
    }

    @Test
    void tlsWithoutACluster() {
        CliRunner.rejected("--tls: only with --cluster", "run", "quickstart", "--tls", "somewhere");
        CliRunner.rejected("--insecure: only with --cluster", "run", "quickstart", "--workers", "2", "--insecure");
    }

    @Test
    void aSeedThatIsNoAddress() {
        CliRunner.rejected("--cluster 10.0.0.5: expected host:port", "run", "quickstart", "--cluster", "10.0.0.5");
        CliRunner.rejected("--seeds nowhere:99999: expected host:port", "worker", "--seeds", "nowhere:99999",
                "--insecure");
    }

    @Test
    void jobLogsOnWorkers() {
        CliRunner.rejected("job logs are written where replications run", "run", "quickstart", "--workers", "2",
                "--job-log");
    }

    @Test
    void badWorkerOptions() {
        CliRunner.rejected("--worker-threads 0: must be 1 or more", "run", "quickstart", "--workers", "1",
                "--worker-threads", "0");
        CliRunner.rejected("--worker-wait 0: must be 1 or more seconds", "run", "quickstart", "--workers", "1",
                "--worker-wait", "0");
        CliRunner.rejected("--threads 0: must be 1 or more", "worker", "--seeds", "127.0.0.1:25530", "--threads",
                "0", "--insecure");
        CliRunner.rejected("--tls DIR is required", "worker", "--seeds", "127.0.0.1:25530");
    }
}
