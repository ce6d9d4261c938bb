package loadshare.node.sim;

import java.util.Arrays;
import java.util.Objects;
import loadshare.node.core.NodeSetup;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.cpu.CpuPlan;
import loadshare.node.run.RunMeasurement;
import loadshare.node.run.Section;

/**
 * The simulated cluster's view of its hosts' time-shared CPU schedulers: their ledgers start counting when
 * measuring starts, and a run's measurement gets their figures added up. Nothing where hosts run FCFS to
 * completion.
 */
final class CpuTally {

    private final CpuPlan[] plans;

    CpuTally(int nodes) {
        this.plans = new CpuPlan[nodes];
    }

    /** Notes the CPU plan of the node {@code setup} builds, and returns the setup. */
    NodeSetup add(NodeSetup setup) {
        plans[setup.self()] = setup.cpuPlan();
        return setup;
    }

    /** The ledgers forget the warm-up. */
    void watch(Statistics stats) {
        if (time()) {
            stats.alsoAtStart(() -> Arrays.stream(plans).forEach(plan -> plan.ledger().reset()));
        }
    }

    /** {@code measured} with the schedulers' figures, if the hosts time-share. */
    RunMeasurement measured(RunMeasurement measured) {
        return !time() ? measured
                : measured.with(Section.CPU_SCHEDULING,
                        CpuFigures.sum(Arrays.stream(plans).map(p -> p.ledger().figures()).toList()));
    }

    private boolean time() {
        return plans.length > 0 && Arrays.stream(plans).allMatch(Objects::nonNull);
    }
}
