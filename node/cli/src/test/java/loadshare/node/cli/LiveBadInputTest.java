package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad input to the live commands: one line, exit status 2, no stack trace, nothing started. */
class LiveBadInputTest {

    @Test
    void cluster_rejectsALoadOutsideZeroOne_anUnknownPolicy_andNonPositiveTimes() {
        rejected("error: --load 1.5: loadshare.experiment.workload.loads[0] = 1.5: a load must be in (0, 1)",
                "cluster", "--load", "1.5");
        rejected("error: --policy nope: loadshare.experiment.policies: unknown policy 'nope'", "cluster", "--policy", "nope");
        rejected("--duration", "cluster", "--duration", "-1");
        rejected("--time-scale", "cluster", "--time-scale", "0");
        rejected("--warmup", "cluster", "--duration", "10", "--warmup", "10");
        rejected("--nodes 0", "cluster", "--nodes", "0");
        rejected("--experiment thresholds: sweeps policies[1,2].threshold and policies[1,2].probe-limit, and a live run "
                + "runs one point", "cluster", "--experiment", "thresholds");
        rejected("volunteers = 5 but the cluster has only 3 nodes", "cluster", "--experiment", "volunteer", "--nodes", "3");
    }

    @Test
    void failures_replayedOnlyByCluster_failStopOnly_withoutACentralScheduler_andWithAMajorityAlwaysUp() {
        rejected("error: --set failures.mtbf=500: loadshare.experiment.failures.mtbf: one node cannot replay host "
                + "failures (loadshare cluster does", "node", "--seeds", "127.0.0.1:1", "--index", "1", "--nodes", "3",
                "--set", "failures.mtbf=500");
        rejected("loadshare.experiment.failures.on-failure = resume: the live cluster replays fail-stop failures only",
                "cluster", "--set", "failures.mtbf=5000");
        rejected("error: --set failures.on-failure=checkpoint: loadshare.experiment.failures.on-failure = checkpoint",
                "cluster", "--set", "failures.mtbf=5000", "--set", "failures.on-failure=checkpoint",
                "--set", "failures.checkpoint.interval=1");
        rejected("the live cluster does not replay host failures under a central scheduler (fcfs) yet", "cluster",
                "--experiment", "batch-nasa", "--policy", "fcfs", "--set", "failures.mtbf=5000",
                "--set", "failures.on-failure=restart");
        rejected("loadshare.experiment.failures: at model time ", "cluster", "--nodes", "3", "--duration", "5000",
                "--set", "failures.mtbf=300", "--set", "failures.mttr=300", "--set", "failures.on-failure=restart");
    }

    @Test
    void node_rejoinsOnlyWithTheJournalItsPreviousIncarnationLeft() {
        java.nio.file.Path empty = java.nio.file.Path.of(System.getProperty("java.io.tmpdir"),
                "loadshare-no-journal-" + ProcessHandle.current().pid());
        refusedAfterTheInsecureWarning("--rejoin: " + empty.resolve(".home-1.journal") + ": node 1 has no journal "
                + "there to rejoin with", "node", "--seeds", "127.0.0.1:1", "--index", "1", "--nodes", "3", "--insecure",
                "--rejoin", "--out", empty.toString());
        rejected("--rejoin: this node is the only seed", "node", "--seeds", "127.0.0.1:25520", "--index", "0",
                "--nodes", "3", "--insecure", "--rejoin", "--out", empty.toString());
        // held until its launcher's word: a node nobody launched would wait forever
        rejected("--held: only a node its launcher started (--exit-with-parent) waits for its word", "node", "--seeds",
                "127.0.0.1:1", "--index", "1", "--nodes", "3", "--insecure", "--rejoin", "--held");
    }

    /** Refused in one line, after the one line that warns of --insecure. */
    private static void refusedAfterTheInsecureWarning(String expected, String... args) {
        CliRunner r = CliRunner.run(args);
        org.junit.jupiter.api.Assertions.assertEquals(Main.BAD_INPUT, r.status(), r.err());
        List<String> lines = r.err().strip().lines().toList();
        org.junit.jupiter.api.Assertions.assertEquals(2, lines.size(), "err: " + r.err() + "\nout: " + r.out());
        org.junit.jupiter.api.Assertions.assertTrue(lines.get(0).startsWith("warning: --insecure"), r.err());
        org.junit.jupiter.api.Assertions.assertTrue(lines.get(1).contains(expected), r.err());
    }

    @Test
    void node_needsSeeds_wellFormedSeeds_andAnIndexWhenItIsNotASeed() {
        rejected("--seeds", "node");
        rejected("expected host:port", "node", "--seeds", "nohost");
        rejected("give this node's index", "node", "--seeds", "127.0.0.1:1", "--port", "2");
        rejected("--index 7", "node", "--seeds", "127.0.0.1:1", "--index", "7", "--nodes", "3");
    }

    @Test
    void node_rejectsAJoinTimeoutBelowOneSecond_orNotANumber() {
        rejected("error: --join-timeout 0: must be 1 or more seconds", "node", "--seeds", "127.0.0.1:1", "--index", "1",
                "--nodes", "3", "--join-timeout", "0");
        rejected("--join-timeout", "node", "--seeds", "127.0.0.1:1", "--index", "1", "--nodes", "3", "--join-timeout", "soon");
    }

    @Test
    void node_rejectsAFoundAfterBelowOneSecond_andOneALaterSeedWouldNotLiveToSee() {
        rejected("error: --found-after 0: must be 1 or more seconds", "node", "--seeds", "127.0.0.1:1", "--index", "1",
                "--nodes", "3", "--found-after", "0");
        rejected("error: --found-after 30: must be less than --join-timeout (30 s), or this seed gives up joining before "
                        + "it would found the cluster", "node", "--seeds", "127.0.0.1:1,127.0.0.1:2", "--port", "2",
                "--nodes", "3", "--found-after", "30");
        rejected("--found-after", "node", "--seeds", "127.0.0.1:1", "--index", "1", "--nodes", "3", "--found-after", "soon");
    }
}
