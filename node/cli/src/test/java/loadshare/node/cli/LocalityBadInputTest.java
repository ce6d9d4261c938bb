package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Bad input to jobs' input data and delay scheduling: one line naming the key and what is valid, exit status 2. */
class LocalityBadInputTest {

    @Test
    void data_rejectsTooManyOrNegativeReplicas_aNegativeSize_andAWorkloadWithoutRigidJobs() {
        rejected("workload.data.replicas = 41: a job's input is held on distinct hosts: replicas must be at most "
                + "nodes (40)", "validate", "locality", "--set", "workload.data.replicas=41");
        rejected("workload.data.replicas = -1: replicas must be >= 0", "validate", "locality", "--set",
                "workload.data.replicas=-1");
        rejected("workload.data.size", "validate", "locality", "--set", "workload.data.size=-5");
        rejected("input data belongs to a central scheduler's rigid jobs", "validate", "quickstart", "--set",
                "workload.data.replicas=3");
    }

    @Test
    void data_isRefusedByPoliciesThatIgnoreIt() {
        rejected("policy 'none' is a load-sharing policy: it ignores workload.data", "validate", "locality", "--set",
                "policies=[{name=none}]");
        rejected("policy 'static-partitions' places jobs without regard to their input data: workload.data is for "
                + "borg, batch and mesos", "validate", "locality", "--set", "policies=[{name=static-partitions}]");
        rejected("scheduling = gang places jobs without regard to their input data", "validate", "locality",
                "--set", "policies=[{name=batch, scheduling=gang}]");
    }

    @Test
    void localityDelay_mustBeNonNegative_andNotWithConservativeBackfilling() {
        rejected("locality-delay", "validate", "locality", "--set", "policies=[{name=borg, locality-delay=-1}]");
        rejected("policy 'mesos': locality-delay = -1.0: must be >= 0.0", "validate", "locality", "--set",
                "policies=[{name=mesos, locality-delay=-1}]");
        rejected("policy 'mesos': locality-delay = \"x\": expected a number", "validate", "locality", "--set",
                "policies=[{name=mesos, locality-delay=x}]");
        rejected("policy 'batch': locality-delay = 3.0: delay scheduling skips a job for later ones, which "
                + "conservative backfilling's reservations forbid", "validate", "locality", "--set",
                "policies=[{name=batch, backfilling=conservative, locality-delay=3}]");
    }

    @Test
    void locality_validates_andMesosTakesInputData() {
        CliRunner r = CliRunner.run("validate", "locality");
        assertEquals(0, r.status(), r.err());
        CliRunner mesos = CliRunner.run("validate", "locality", "--set", "policies=[{name=mesos, locality-delay=3}]");
        assertEquals(0, mesos.status(), mesos.err());
    }
}
