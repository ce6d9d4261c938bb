package loadshare.config;

import com.typesafe.config.ConfigList;
import com.typesafe.config.ConfigValue;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reads and validates {@code loadshare.experiment.workload}: loads, arrival process and service demand. */
final class WorkloadReader {

    static final List<String> ARRIVALS = List.of("poisson");
    private static final String SERVICE = "workload.service.";

    private final Fields fields;

    WorkloadReader(Fields fields) {
        this.fields = fields;
    }

    /** @param userSetMean whether the user (not reference.conf) set {@code workload.service.mean} */
    WorkloadSettings read(boolean userSetMean) {
        List<Double> loads = loads();
        String arrivals = fields.string("workload.arrivals");
        fields.require(ARRIVALS.contains(arrivals), "workload.arrivals",
                "unknown arrival process" + ConfigErrors.suggest(arrivals, ARRIVALS));
        return new WorkloadSettings(loads, arrivals, service(userSetMean), vm());
    }

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
            loads.add(load);
        }
        return loads;
    }

    private ServiceSettings service(boolean userSetMean) {
        ServiceDistribution distribution = distribution();
        double mean = fields.number(SERVICE + "mean");
        long k = fields.integer(SERVICE + "k");
        fields.require(k >= 1 && k <= Integer.MAX_VALUE, SERVICE + "k", "erlang's phases k must be >= 1");
        double cv = fields.number(SERVICE + "cv");
        double alpha = fields.number(SERVICE + "alpha");
        double min = fields.number(SERVICE + "min");
        double max = fields.number(SERVICE + "max");
        switch (distribution) {
            case HYPEREXPONENTIAL -> fields.require(cv >= 1, SERVICE + "cv",
                    "hyperexponential needs a coefficient of variation cv >= 1");
            case BOUNDED_PARETO -> {
                fields.require(alpha > 0, SERVICE + "alpha", "bounded-pareto needs a shape alpha > 0");
                fields.require(min > 0, SERVICE + "min", "bounded-pareto needs 0 < min < max");
                fields.require(max > min, SERVICE + "max", "bounded-pareto needs 0 < min < max (min = " + min + ")");
            }
            default -> {
            }
        }
        int phases = (int) k;
        if (distribution != ServiceDistribution.BOUNDED_PARETO) {
            fields.require(mean > 0, SERVICE + "mean", "a mean must be positive");
            return new ServiceSettings(distribution, mean, phases, cv, alpha, min, max);
        }
        double effective = new ServiceSettings(distribution, 0, phases, cv, alpha, min, max).effectiveMean();
        fields.require(!userSetMean, SERVICE + "mean", "bounded-pareto's mean follows from alpha, min and max"
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
        return new VmSettings(size, workingSet, dirtyRate);
    }

    private ServiceDistribution distribution() {
        String name = fields.string(SERVICE + "distribution");
        List<String> known = Arrays.stream(ServiceDistribution.values()).map(ServiceDistribution::configName).toList();
        return ServiceDistribution.byName(name).orElseThrow(() -> ConfigErrors.problem(
                fields.value(SERVICE + "distribution"), fields.key(SERVICE + "distribution"),
                "unknown distribution" + ConfigErrors.didYouMean(name, known)
                        + "; valid: " + String.join(", ", known)));
    }
}

