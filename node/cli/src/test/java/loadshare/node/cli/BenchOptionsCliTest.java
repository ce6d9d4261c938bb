package loadshare.node.cli;

import org.junit.jupiter.api.Test;

/** {@code bench} options beside the measurements they do not apply to are refused in one line. */
class BenchOptionsCliTest {

    @Test
    void forksOutsideTheSimulatorRows_orBelowOne_areRefused() {
        CliRunner.rejected("--forks must be >= 1", "bench", "--forks", "0");
        CliRunner.rejected("measures the simulator's rows only", "bench", "--live", "--forks", "2");
        CliRunner.rejected("measures the simulator's rows only", "bench", "--trace", "--forks", "3");
    }

    @Test
    void insecureWithoutLive_isRefused() {
        CliRunner.rejected("--insecure applies to --live only", "bench", "--insecure", "--nodes", "20");
    }
}
