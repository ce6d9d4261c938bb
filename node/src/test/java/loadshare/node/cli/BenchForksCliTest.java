package loadshare.node.cli;

import org.junit.jupiter.api.Test;

/** {@code bench --forks} is refused in one line below 1 and beside the measurements it does not apply to. */
class BenchForksCliTest {

    @Test
    void forksOutsideTheSimulatorRows_orBelowOne_areRefused() {
        CliRunner.rejected("--forks must be >= 1", "bench", "--forks", "0");
        CliRunner.rejected("measures the simulator's rows only", "bench", "--live", "--forks", "2");
        CliRunner.rejected("measures the simulator's rows only", "bench", "--trace", "--forks", "3");
    }
}
