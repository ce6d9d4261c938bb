package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Bad input to the Borg-like scheduler: one line naming the key and what is valid, exit status 2, nothing run. */
class BorgBadInputTest {

    @Test
    void borg_rejectsAnUnknownPlacement_badBands_aBadSwitch_andAWorkloadWithoutJobs() {
        rejected("policy 'borg': placement = tightest: must be one of best-fit, worst-fit, first-fit, random",
                "validate", "datacenter", "--set", "policies=[{name=borg, placement=tightest}]");
        rejected("policy 'borg': bands = \"prod: 200; batch: 200\": bands 'prod' and 'batch' both start at priority 200",
                "validate", "datacenter", "--set", "policies=[{name=borg, bands=\"prod: 200; batch: 200\"}]");
        rejected("policy 'borg': bands = \"prod\": 'prod' is not 'name: lowest priority'",
                "validate", "datacenter", "--set", "policies=[{name=borg, bands=\"prod\"}]");
        rejected("policy 'borg': preemption = \"sometimes\": expected true or false",
                "validate", "datacenter", "--set", "policies=[{name=borg, preemption=sometimes}]");
        rejected("policy 'borg' schedules rigid jobs: give workload.job-classes (or a trace in workload.trace.file)",
                "validate", "quickstart", "--set", "policies=[{name=borg}]");
    }

    @Test
    void tetris_isAPlacement_aMisspeltOneNamesItAmongTheValidOnes_andPackingValidates() {
        rejected("policy 'borg': placement = tetrix: must be one of best-fit, worst-fit, first-fit, random, tetris",
                "validate", "packing", "--set", "policies=[{name=borg, placement=tetrix}]");
        CliRunner r = CliRunner.run("validate", "packing");
        assertEquals(0, r.status(), r.err());
    }

    @Test
    void preempted_isKillOrSuspend_andSuspendNeedsPreemption() {
        rejected("policy 'borg': preempted = pause: must be one of kill, suspend",
                "validate", "datacenter", "--set", "policies=[{name=borg, preempted=pause}]");
        rejected("policy 'borg': preempted = suspend needs preemption = true (without preemption nothing is suspended)",
                "validate", "datacenter", "--set", "policies=[{name=borg, preemption=off, preempted=suspend}]");
        CliRunner r = CliRunner.run("validate", "datacenter", "--set", "policies=[{name=borg, preempted=suspend}]");
        assertEquals(0, r.status(), r.err());
    }

    @Test
    void allocs_badSyntax_anUnknownClass_onesThatDoNotFit_andAWorkloadWithoutClasses() {
        rejected("policy 'borg': allocs = \"batch: 2 x 4\": 'batch: 2 x 4' is not 'class: count x (CPUs, memory MiB or "
                + "GiB)'", "validate", "datacenter", "--set", "policies=[{name=borg, allocs=\"batch: 2 x 4\"}]");
        rejected("policy 'borg' allocs: class 'db' is not one of the workload's job classes [production, batch, "
                + "best-effort]", "validate", "datacenter", "--set", "policies=[{name=borg, allocs=\"db: 1 x (1, 1GiB)\"}]");
        rejected("policy 'borg' allocs: alloc 51 of 51 of class 'batch' (1 CPUs, 1024 MiB) finds no machine of its own "
                + "with room, among 50 machines of 8 CPUs and 16384 MiB, after the allocs before it",
                "validate", "datacenter", "--set", "policies=[{name=borg, allocs=\"batch: 51 x (1, 1GiB)\"}]");
        rejected("policy 'borg' reserves allocs for job classes: give workload.job-classes",
                "validate", "quickstart", "--set", "policies=[{name=borg, allocs=\"batch: 1 x (1, 1GiB)\"}]");
        CliRunner r = CliRunner.run("validate", "datacenter", "--set",
                "policies=[{name=borg, allocs=\"batch: 10 x (4, 2GiB)\"}]");
        assertEquals(0, r.status(), r.err());
    }

    @Test
    void datacenter_validates() {
        CliRunner r = CliRunner.run("validate", "datacenter");
        assertEquals(0, r.status(), r.err());
    }

    private static final String GROWING = "workload.job-classes=[{name=low, share-of-arrivals=0.5, processors=2, "
            + "memory=256MiB, run-time=300, grow-after=0.5, grow-by=%d}, {name=prod, priority=200, processors=2, "
            + "memory=256MiB, run-time=100}]";

    @Test
    void growth_isForBorgAlone_growsByLessThanAMachine_andItsKeysAreOneLineEach() {
        rejected("policy 'mesos' does not grow running jobs: grow-after and grow-by in workload.job-classes are for borg",
                "validate", "packing", "--set", GROWING.formatted(2), "--set", "policies=[{name=mesos}]");
        rejected("policy 'best-fit' cannot grow job class 'low' by 8 CPUs (grow-by): a job grows on one machine, which has "
                + "8 CPUs (hosts.cpus), one of them its own: grow-by must be at most 7",
                "validate", "datacenter", "--set", GROWING.formatted(8));
        rejected("workload.job-classes[0].grow-by = 0: grow-by is the CPUs a job asks for when it grows: in 1..",
                "validate", "datacenter", "--set", GROWING.formatted(0));
        CliRunner r = CliRunner.run("validate", "datacenter", "--set", GROWING.formatted(7));
        assertEquals(0, r.status(), r.err());
    }
}
