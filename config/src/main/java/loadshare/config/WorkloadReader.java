package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigValue;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

/**
 * Reads and validates {@code loadshare.experiment.workload}: loads, arrival process, service demand, and the
 * parallel application that application-running policies (volunteer computing) split into work units.
 */
final class WorkloadReader {

    static final int MAX_TASKS = 10_000_000;
    private static final String SERVICE = "workload.service.";
    private static final String APPLICATION = "workload.application.";

    private final Fields fields;

    WorkloadReader(Fields fields) {
        this.fields = fields;
    }

    /** @param userSets whether the user (not reference.conf) set a key, given relative to {@code loadshare.experiment} */
    WorkloadSettings read(Predicate<String> userSets) {
        List<Double> loads = loads();
        ArrivalSettings arrivals = arrivals();
        ServiceSettings service = demand(SERVICE, userSets.test(SERVICE + "mean"));
        return new WorkloadSettings(loads, arrivals, service, vm(), application(userSets), null,
                new JobClassReader(fields).read(), data());
    }

    /** {@code workload.data}: how many hosts hold a job's input, and its size (checked against nodes later). */
    private DataSettings data() {
        long replicas = fields.integer("workload.data.replicas");
        fields.require(replicas >= 0 && replicas <= Integer.MAX_VALUE, "workload.data.replicas",
                "replicas must be >= 0 (0: jobs have no input data) and at most the number of nodes");
        long size = fields.bytes("workload.data.size");
        fields.require(size >= 0, "workload.data.size", "an input's size must be >= 0 bytes");
        return replicas == 0 ? DataSettings.NONE : new DataSettings((int) replicas, size);
    }

    private ArrivalSettings arrivals() {
        String name = fields.string("workload.arrivals");
        List<String> known = ArrivalSettings.Process.names();
        ArrivalSettings.Process process = ArrivalSettings.Process.byName(name).orElseThrow(() -> ConfigErrors.problem(
                fields.value("workload.arrivals"), fields.key("workload.arrivals"),
                "unknown arrival process" + ConfigErrors.suggest(name, known)));
        double ratio = fields.number("workload.mmpp.burst-ratio");
        double burst = fields.number("workload.mmpp.burst-sojourn");
        double calm = fields.number("workload.mmpp.calm-sojourn");
        double alpha = fields.number("workload.pareto.alpha");
        double period = fields.number("workload.diurnal.period");
        double amplitude = fields.number("workload.diurnal.amplitude");
        fields.require(ratio >= 1 && ratio <= 1e6, "workload.mmpp.burst-ratio",
                "the burst rate over the calm rate must be in [1, 1e6] (1: Poisson)");
        fields.require(burst > 0 && burst <= Fields.MAX_TIME, "workload.mmpp.burst-sojourn",
                "a mean sojourn must be positive and at most " + Fields.MAX_TIME_TEXT + " model seconds");
        fields.require(calm > 0 && calm <= Fields.MAX_TIME, "workload.mmpp.calm-sojourn",
                "a mean sojourn must be positive and at most " + Fields.MAX_TIME_TEXT + " model seconds");
        fields.require(alpha > 1 && alpha <= 1e3, "workload.pareto.alpha",
                "Pareto interarrival times need a shape alpha in (1, 1000] (a finite mean; a finite variance: > 2)");
        fields.require(period > 0 && period <= Fields.MAX_TIME, "workload.diurnal.period",
                "a period must be positive and at most " + Fields.MAX_TIME_TEXT + " model seconds");
        fields.require(amplitude >= 0 && amplitude <= 1, "workload.diurnal.amplitude",
                "the rate's relative swing must be in [0, 1]");
        return new ArrivalSettings(process, ratio, burst, calm, alpha, period, amplitude);
    }

    private ApplicationSettings application(Predicate<String> userSets) {
        long tasks = fields.integer(APPLICATION + "tasks");
        fields.require(tasks >= 1 && tasks <= MAX_TASKS, APPLICATION + "tasks",
                "an application has 1 to " + MAX_TASKS + " tasks");
        String work = APPLICATION + "task-work.";
        return new ApplicationSettings((int) tasks, demand(work, userSets.test(work + "mean")));
    }

    /**
     * The lowest load: a million jobs at it on 20 nodes arrive over some 10^11 model seconds, where a double still
     * resolves 10^-5 of a second; a load of 1e-308 made the arrival times infinite.
     */
    static final double MIN_LOAD = 1e-6;

    private List<Double> loads() {
        ConfigList list = fields.list("workload.loads");
        fields.require(!list.isEmpty(), "workload.loads", "give at least one load, e.g. [0.7]");
        List<Double> loads = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            ConfigValue element = list.get(i);
            String key = fields.key("workload.loads") + "[" + i + "]";
            double load = Fields.number(element, key);
            if (!(load > 0 && load < 1)) {
                throw ConfigErrors.problem(element, key, "a load must be in (0, 1)");
            }
            if (load < MIN_LOAD) {
                throw ConfigErrors.problem(element, key, "a load must be at least " + MIN_LOAD + ": below it, jobs "
                        + "arrive so far apart that model times lose the precision of a job's service time");
            }
            loads.add(load);
        }
        return loads;
    }

    /** A demand distribution under {@code prefix} ({@code workload.service.} or the application's task work). */
    private ServiceSettings demand(String prefix, boolean userSetMean) {
        ServiceDistribution distribution = distribution(prefix);
        double mean = fields.number(prefix + "mean");
        long k = fields.integer(prefix + "k");
        fields.require(k >= 1 && k <= Integer.MAX_VALUE, prefix + "k", "erlang's phases k must be >= 1");
        double cv = fields.number(prefix + "cv");
        double alpha = fields.number(prefix + "alpha");
        double min = fields.number(prefix + "min");
        double max = fields.number(prefix + "max");
        switch (distribution) {
            case HYPEREXPONENTIAL -> fields.require(cv >= 1, prefix + "cv",
                    "hyperexponential needs a coefficient of variation cv >= 1");
            case BOUNDED_PARETO -> {
                fields.require(alpha > 0, prefix + "alpha", "bounded-pareto needs a shape alpha > 0");
                fields.require(min > 0, prefix + "min", "bounded-pareto needs 0 < min < max");
                fields.require(max > min, prefix + "max", "bounded-pareto needs 0 < min < max (min = " + min + ")");
                fields.require(max <= Fields.MAX_TIME, prefix + "max", "bounded-pareto's max must be at most "
                        + Fields.MAX_TIME_TEXT + " model seconds");
            }
            default -> {
            }
        }
        int phases = (int) k;
        if (distribution != ServiceDistribution.BOUNDED_PARETO) {
            fields.require(mean > 0, prefix + "mean", "a mean must be positive");
            fields.require(mean <= Fields.MAX_TIME, prefix + "mean", "a mean must be at most " + Fields.MAX_TIME_TEXT
                    + " model seconds");
            return new ServiceSettings(distribution, mean, phases, cv, alpha, min, max);
        }
        double effective = new ServiceSettings(distribution, 0, phases, cv, alpha, min, max).effectiveMean();
        fields.require(!userSetMean, prefix + "mean", "bounded-pareto's mean follows from alpha, min and max"
                + " (here " + new BigDecimal(effective, new MathContext(6)).toPlainString() + "); remove mean");
        return new ServiceSettings(distribution, effective, phases, cv, alpha, min, max);
    }

    private VmSettings vm() {
        QuantityReader sizes = new QuantityReader(fields, QuantityReader.Unit.BYTES);
        Quantity size = sizes.read("workload.vm.size");
        Quantity workingSet = sizes.read("workload.vm.working-set");
        Quantity dirtyRate = sizes.read("workload.vm.dirty-rate");
        fields.require(size.a() > 0 && size.b() > 0, "workload.vm.size", "a VM size must be positive");
        fields.require(workingSet.a() > 0 && workingSet.b() > 0, "workload.vm.working-set",
                "a working set must be positive (it is capped at the VM's size)");
        double messageRate = fields.number("workload.vm.message-rate");
        fields.require(messageRate >= 0, "workload.vm.message-rate", "a message rate must be >= 0");
        return new VmSettings(size, workingSet, dirtyRate, messageRate);
    }

    private ServiceDistribution distribution(String prefix) {
        String name = fields.string(prefix + "distribution");
        List<String> known = Arrays.stream(ServiceDistribution.values()).map(ServiceDistribution::configName).toList();
        return ServiceDistribution.byName(name).orElseThrow(() -> ConfigErrors.problem(
                fields.value(prefix + "distribution"), fields.key(prefix + "distribution"),
                "unknown distribution" + ConfigErrors.didYouMean(name, known)
                        + "; valid: " + String.join(", ", known)));
    }
}

