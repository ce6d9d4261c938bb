package loadshare.policies.compose;

import static loadshare.policies.compose.ComponentDescriptor.of;

import java.util.ArrayList;
import java.util.List;
import loadshare.migration.strategy.MigrationStrategies;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.coordinator.CentralDispatcher;
import loadshare.policies.coordinator.LoadDirectory;
import loadshare.policies.information.CentralizedFreeCpuReports;
import loadshare.policies.information.CentralizedInformation;
import loadshare.policies.information.DemandDriven;
import loadshare.policies.information.LoadTable;
import loadshare.policies.information.PeriodicInformation;
import loadshare.policies.information.StateChangeInformation;
import loadshare.policies.metric.CpuUtilization;
import loadshare.policies.metric.QueueLength;
import loadshare.policies.selection.NewJobSelection;
import loadshare.policies.selection.PreemptiveSelection;
import loadshare.policies.transfer.AlwaysTransfer;
import loadshare.policies.transfer.AverageLoadTransfer;
import loadshare.policies.transfer.NoTransfer;
import loadshare.policies.transfer.ThresholdTransfer;
import loadshare.policies.transfer.TwoThresholdTransfer;
import loadshare.policies.vsystem.RankTransfer;

/**
 * The components loadshare ships, family by family (locations in {@link BuiltInLocations}): each described once,
 * for the {@code composed} entries that name them, and chosen with typed values by the presets through a factory
 * method of its own (e.g. {@link #thresholdTransfer(double)}). Their parameters carry the names the presets give
 * them, so a preset reads the same written out as a composition.
 */
public final class BuiltInComponents {

    /** Traits a transfer policy provides: it makes senders, receivers, or uses two thresholds. */
    public static final String SENDERS = "senders";
    public static final String RECEIVERS = "receivers";
    public static final String TWO_THRESHOLDS = "two-thresholds";
    /** A selection policy that may move a running job. */
    public static final String PREEMPTIVE = "preemptive";
    /** A migration strategy that moves running jobs (every one but none). */
    public static final String MOVES_RUNNING = "moves-running-jobs";
    /** Information kept by the load directory / the central dispatcher, and the locations that ask them. */
    public static final String DIRECTORY = "load-directory";
    public static final String FREE_CPU_REPORTS = "free-cpu-reports";

    private static final ComponentDescriptor ALWAYS = of(Family.TRANSFER, "always",
            "every arrival is handed to the location policy; never a receiver",
            PolicyClass.STATIC, List.of(), (p, c) -> new AlwaysTransfer()).providing(SENDERS);
    private static final ComponentDescriptor NEVER = of(Family.TRANSFER, "never",
            "never a sender, never a receiver: every job stays where it is",
            PolicyClass.STATIC, List.of(), (p, c) -> new NoTransfer());
    private static final ComponentDescriptor THRESHOLD = of(Family.TRANSFER, "threshold",
            "T: a node holding T or more jobs when one arrives is a sender; one left with fewer than T is a receiver",
            PolicyClass.DYNAMIC, List.of(ParameterSpec.number("threshold", 1, 0, "T, in the load metric's unit")),
            (p, c) -> new ThresholdTransfer(p.number("threshold"))).providing(SENDERS, RECEIVERS);
    private static final ComponentDescriptor TWO_THRESHOLD = of(Family.TRANSFER, "two-threshold",
            "receiver below lower, sender above upper, OK between",
            PolicyClass.DYNAMIC, List.of(ParameterSpec.number("lower", 1, 0, "LT: a node holding fewer jobs is a receiver"),
                    ParameterSpec.number("upper", 1, 0, "UT: a node holding more jobs is a sender")),
            (p, c) -> new TwoThresholdTransfer(p.number("lower"), p.number("upper")))
            .providing(SENDERS, RECEIVERS, TWO_THRESHOLDS)
            .checking(p -> p.number("lower") <= p.number("upper") ? null
                    : "lower = " + p.number("lower") + " must not exceed upper = " + p.number("upper"));
    private static final ComponentDescriptor AVERAGE_LOAD = of(Family.TRANSFER, "average-load",
            "threshold = the average load this node knows of (its own and what every message told it), rounded, "
                    + "at least 1: sender above, receiver below",
            PolicyClass.ADAPTIVE, List.of(), (p, c) -> new AverageLoadTransfer(c.table()))
            .providing(SENDERS, RECEIVERS).withMemory(LoadTable.VIEW);
    private static final ComponentDescriptor RANK = of(Family.TRANSFER, "rank",
            "the m least loaded nodes (by the loads this node knows) are receivers, the others senders (the V-System)",
            PolicyClass.DYNAMIC,
            List.of(ParameterSpec.integer("m", 3, 1, "M: how many of the least loaded nodes are receivers")),
            (p, c) -> new RankTransfer(p.integer("m"), c.table()))
            .providing(SENDERS, RECEIVERS).withMemory(LoadTable.VIEW);

    private static final ComponentDescriptor NEW_JOB = of(Family.SELECTION, "new-job",
            "only a job that has not started moves (the one just arrived, or the oldest waiting one for a receiver "
                    + "that asks)", PolicyClass.STATIC, List.of(), (p, c) -> new NewJobSelection());
    private static final ComponentDescriptor PREEMPTIVE_SELECTION = of(Family.SELECTION, "preemptive",
            "a running job may move too, its VM migrated",
            PolicyClass.DYNAMIC, List.of(ParameterSpec.number("min-ratio", 2, 0, "a running job moves only if "
                    + "its expected remaining work (its age) is at least this many times the expected time "
                    + "to migrate its VM")),
            (p, c) -> new PreemptiveSelection(p.number("min-ratio")))
            .providing(PREEMPTIVE)
            .requiring(Family.MIGRATION, MOVES_RUNNING, "a migration strategy (e.g. migration = demand-paging)");

    private static final ParameterSpec DELTA = ParameterSpec.number("delta", 1.0, 1e-9, "change of load that is told");
    private static final ComponentDescriptor DEMAND_DRIVEN = of(Family.INFORMATION, "demand-driven",
            "no exchange of its own: a node learns loads by probing when it needs them", PolicyClass.STATIC, List.of(),
            (p, c) -> new DemandDriven());
    private static final ComponentDescriptor PERIODIC = of(Family.INFORMATION, "periodic",
            "every node broadcasts its load every period",
            PolicyClass.DYNAMIC, List.of(ParameterSpec.number("period", 1.0, 1e-9, "model seconds between broadcasts")),
            (p, c) -> {
                c.broadcastsLoads();
                return new PeriodicInformation(p.number("period"));
            }).withMemory(LoadTable.VIEW);
    private static final ComponentDescriptor STATE_CHANGE = of(Family.INFORMATION, "state-change",
            "a node broadcasts its load when it changed by delta", PolicyClass.DYNAMIC, List.of(DELTA),
            (p, c) -> {
                c.broadcastsLoads();
                return new StateChangeInformation(p.number("delta"));
            }).withMemory(LoadTable.VIEW);
    private static final ComponentDescriptor CENTRALIZED = of(Family.INFORMATION, "centralized",
            "a node reports its load to a load directory (a coordinator) when it changed by delta; location asks "
                    + "the directory", PolicyClass.DYNAMIC, List.of(DELTA),
            (p, c) -> new CentralizedInformation(p.number("delta")))
            .providing(DIRECTORY).withCoordinator(LoadDirectory::new)
            .requiring(Family.LOCATION, DIRECTORY, "a location policy that asks the load directory (directory)");
    private static final ComponentDescriptor FREE_CPUS = of(Family.INFORMATION, "free-cpu-reports",
            "a node tells a central dispatcher (a coordinator) each CPU that becomes free; the dispatcher holds one "
                    + "queue for the cluster", PolicyClass.DYNAMIC, List.of(), (p, c) -> new CentralizedFreeCpuReports())
            .providing(FREE_CPU_REPORTS).withCoordinator(CentralDispatcher::new)
            .requiring(Family.LOCATION, FREE_CPU_REPORTS, "the central queue's location (central-queue)");

    private static final ComponentDescriptor QUEUE_LENGTH = of(Family.LOAD_METRIC, "queue-length",
            "jobs held: waiting plus in service", PolicyClass.STATIC, List.of(), (p, c) -> new QueueLength());
    private static final ComponentDescriptor CPU_UTILIZATION = of(Family.LOAD_METRIC, "cpu-utilization",
            "busy fraction of the CPUs, exponentially weighted (thresholds are then fractions, e.g. 0.8)",
            PolicyClass.STATIC, List.of(ParameterSpec.number("window", 10.0, 1e-9, "averaging window, model seconds")),
            (p, c) -> new CpuUtilization(p.number("window")));

    private static final ComponentDescriptor NO_MIGRATION = of(Family.MIGRATION, "none", "running jobs never move",
            PolicyClass.STATIC, List.of(), (p, c) -> MigrationPart.NONE);

    private BuiltInComponents() {
    }

    /** Every built-in component. */
    public static List<ComponentDescriptor> all() {
        List<ComponentDescriptor> all = new ArrayList<>(transfers());
        all.addAll(selections());
        all.addAll(BuiltInLocations.all());
        all.addAll(informations());
        all.addAll(metrics());
        all.addAll(migrations());
        return all;
    }

    static List<ComponentDescriptor> transfers() {
        return List.of(ALWAYS, NEVER, THRESHOLD, TWO_THRESHOLD, AVERAGE_LOAD, RANK);
    }

    static List<ComponentDescriptor> selections() {
        return List.of(NEW_JOB, PREEMPTIVE_SELECTION);
    }

    static List<ComponentDescriptor> informations() {
        return List.of(DEMAND_DRIVEN, PERIODIC, STATE_CHANGE, CENTRALIZED, FREE_CPUS);
    }

    static List<ComponentDescriptor> metrics() {
        return List.of(QUEUE_LENGTH, CPU_UTILIZATION);
    }

    static List<ComponentDescriptor> migrations() {
        List<ComponentDescriptor> all = new ArrayList<>(List.of(NO_MIGRATION));
        MigrationStrategies.names().forEach(name -> all.add(migrationBy(name)));
        return all;
    }

    /** The component that moves running jobs by the migration strategy {@code name}. */
    private static ComponentDescriptor migrationBy(String name) {
        return of(Family.MIGRATION, name, "a running job's VM moves by " + name + " (charged costs.migration)",
                PolicyClass.STATIC, List.of(), (p, c) -> MigrationPart.by(name))
                .providing(MOVES_RUNNING)
                .requiring(Family.SELECTION, PREEMPTIVE, "a selection that moves running jobs (preemptive)");
    }

    /** Transfer {@code always}: every arrival goes to the location policy. */
    public static Choice alwaysTransfer() {
        return Choice.of(ALWAYS);
    }

    /** Transfer {@code never}: every job stays where it is. */
    public static Choice neverTransfer() {
        return Choice.of(NEVER);
    }

    /** Transfer {@code threshold}: a sender at {@code threshold} jobs or more, a receiver below. */
    public static Choice thresholdTransfer(double threshold) {
        return Choice.of(THRESHOLD, threshold);
    }

    /** Transfer {@code two-threshold}: a receiver below {@code lower}, a sender above {@code upper}. */
    public static Choice twoThresholdTransfer(double lower, double upper) {
        return Choice.of(TWO_THRESHOLD, lower, upper);
    }

    /** Transfer {@code average-load}: the threshold is the average load this node knows of. */
    public static Choice averageLoadTransfer() {
        return Choice.of(AVERAGE_LOAD);
    }

    /** Transfer {@code rank}: the {@code receivers} least loaded nodes are receivers (the V-System's M). */
    public static Choice rankTransfer(int receivers) {
        return Choice.of(RANK, receivers);
    }

    /** Selection {@code new-job}: only jobs that have not started move. */
    public static Choice newJobSelection() {
        return Choice.of(NEW_JOB);
    }

    /** Selection {@code preemptive}: a running job moves too if its age is {@code minRatio} times its migration's. */
    public static Choice preemptiveSelection(double minRatio) {
        return Choice.of(PREEMPTIVE_SELECTION, minRatio);
    }

    /** Information {@code demand-driven}: loads are learnt by probing. */
    public static Choice demandDriven() {
        return Choice.of(DEMAND_DRIVEN);
    }

    /** Information {@code periodic}: every node broadcasts its load every {@code period}. */
    public static Choice periodicInformation(double period) {
        return Choice.of(PERIODIC, period);
    }

    /** Information {@code state-change}: a node broadcasts its load when it changed by {@code delta}. */
    public static Choice stateChangeInformation(double delta) {
        return Choice.of(STATE_CHANGE, delta);
    }

    /** Information {@code centralized}: a node reports its load to the load directory when it changed by {@code delta}. */
    public static Choice centralizedInformation(double delta) {
        return Choice.of(CENTRALIZED, delta);
    }

    /** Information {@code free-cpu-reports}: free CPUs are reported to the central dispatcher. */
    public static Choice freeCpuReports() {
        return Choice.of(FREE_CPUS);
    }

    /** Load metric {@code queue-length}: jobs held. */
    public static Choice queueLength() {
        return Choice.of(QUEUE_LENGTH);
    }

    /** Load metric {@code cpu-utilization}: busy fraction of the CPUs averaged over {@code window}. */
    public static Choice cpuUtilization(double window) {
        return Choice.of(CPU_UTILIZATION, window);
    }

    /** Migration {@code none}: running jobs never move. */
    public static Choice noMigration() {
        return Choice.of(NO_MIGRATION);
    }

    /**
     * Migration by {@code strategy}, one of {@link MigrationStrategies#names()}.
     *
     * @throws IllegalArgumentException for any other name
     */
    public static Choice migration(String strategy) {
        if (!MigrationStrategies.names().contains(strategy)) {
            throw new IllegalArgumentException("no migration strategy '" + strategy + "'; known: "
                    + MigrationStrategies.names());
        }
        return Choice.of(migrationBy(strategy));
    }
}
