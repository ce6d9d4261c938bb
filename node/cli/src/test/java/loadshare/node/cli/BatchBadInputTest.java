package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;

import org.junit.jupiter.api.Test;

/** Bad input to a batch scheduler: one line naming the key and what is valid, exit status 2, nothing run. */
class BatchBadInputTest {

    @Test
    void batch_rejectsAnUnknownOrder_badPartitions_andNoJobs_inBothRuntimes() {
        rejected("policy 'batch': order = lifo: must be one of fcfs, sjf, priority",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, order=lifo}]");
        rejected("policy 'batch': backfilling = aggressive: must be one of none, easy, conservative",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, backfilling=aggressive}]");
        rejected("partitions = \"a: nodes=0-20; b: nodes=10-30\": partitions 'a' and 'b' overlap",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, partitions=\"a: nodes=0-20; b: nodes=10-30\"}]");
        rejected("partition 'a': nodes 0-200 but the cluster has nodes 0-127",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, partitions=\"a: nodes=0-200\"}]");
        rejected("policy 'batch' schedules rigid jobs: name a trace in workload.trace.file or give workload.job-classes",
                "validate", "quickstart", "--set", "policies=[{name=batch}]");
        rejected("policy 'batch' schedules rigid jobs: name a trace in workload.trace.file or give workload.job-classes",
                "cluster", "--experiment", "quickstart", "--nodes", "2", "--set", "policies=[{name=batch}]");
        rejected("--warmup 10.0: a central scheduler measures every job it gets (from an empty cluster): remove --warmup",
                "cluster", "--experiment", "quickstart", "--nodes", "2", "--warmup", "10", "--set", "run.warmup-jobs=0",
                "--set", "workload.job-classes=[{name=a, share-of-arrivals=1, processors=1, memory=1GiB, run-time=1}]",
                "--set", "policies=[{name=batch}]");
    }

    @Test
    void gang_rejectsABackfillingOrOrderItDoesNotTake_aZeroLevel_andTheLiveCluster_inOneLine() {
        rejected("policy 'batch': scheduling = gang does not backfill: backfilling = easy does not apply",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, scheduling=gang, backfilling=easy}]");
        rejected("policy 'batch': scheduling = gang queues FCFS: order = sjf does not apply",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, scheduling=gang, order=sjf}]");
        rejected("policy 'batch': scheduling = gang runs one matrix over every node: partitions do not apply",
                "validate", "batch-nasa", "--set",
                "policies=[{name=batch, scheduling=gang, partitions=\"a: nodes=0-9\"}]");
        rejected("policy 'batch': multiprogramming-level = 0: must be >= 1",
                "validate", "batch-nasa", "--set",
                "policies=[{name=batch, scheduling=gang, multiprogramming-level=0}]");
        rejected("policy 'batch': scheduling = round: must be one of space, gang",
                "validate", "batch-nasa", "--set", "policies=[{name=batch, scheduling=round}]");
        rejected("policy 'batch': scheduling = gang is simulated only (loadshare run): the live cluster cannot suspend "
                        + "and resume launched parts yet",
                "cluster", "--experiment", "batch-nasa", "--nodes", "2", "--set",
                "policies=[{name=batch, scheduling=gang}]");
    }
}
