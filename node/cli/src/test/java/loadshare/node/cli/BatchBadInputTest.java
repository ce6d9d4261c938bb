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
}
