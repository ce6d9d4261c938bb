package loadshare.policies.compose;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadshare.migration.strategy.MigrationStrategy;
import loadshare.policies.ClusterShape;
import loadshare.policies.ComposedPolicy;
import loadshare.policies.ConfiguredPolicy;
import loadshare.policies.Coordinator;
import loadshare.policies.MemoryGrowth;
import loadshare.policies.Policy;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyParameters;
import loadshare.policies.information.InformationPolicy;
import loadshare.policies.location.LocationPolicy;
import loadshare.policies.metric.LoadMetric;
import loadshare.policies.selection.SelectionPolicy;
import loadshare.policies.transfer.TransferPolicy;

/**
 * A policy made of one component of every {@link Family}, each with its parameters: what a {@code composed} entry
 * of an experiment says, and what every preset of the four components is. Each node gets fresh instances built in
 * the order metric, transfer, information, selection, location, and a {@link ComposedPolicy} holding them.
 *
 * @param transferLimit moves after which a job stays where it is
 */
public record Composition(Map<Family, Choice> choices, int transferLimit) {

    public Composition {
        choices = new EnumMap<>(choices);
        for (Family f : Family.values()) {
            if (!choices.containsKey(f)) {
                throw new IllegalArgumentException("a composition needs a " + f + " component");
            }
        }
    }

    public Choice choice(Family family) {
        return choices.get(family);
    }

    /**
     * Why these components cannot work together — e.g. {@code location 'receiver-threshold' and transfer 'always'
     * do not work together: receiver-threshold needs a transfer policy that makes receivers} — or null.
     */
    public String problem() {
        for (Choice c : choices.values()) {
            for (Requirement r : c.component().requires()) {
                ComponentDescriptor other = choice(r.family()).component();
                if (!other.provides().contains(r.trait())) {
                    return c.component().family() + " '" + c.component().name() + "' and " + r.family() + " '"
                            + other.name() + "' do not work together: " + c.component().name() + " needs " + r.says();
                }
            }
        }
        List<ComponentDescriptor> coordinated = choices.values().stream().map(Choice::component)
                .filter(c -> c.coordinator() != null).toList();
        if (coordinated.size() > 1) {
            return coordinated.get(0).family() + " '" + coordinated.get(0).name() + "' and " + coordinated.get(1).family()
                    + " '" + coordinated.get(1).name() + "' do not work together: each needs its own coordinator";
        }
        return null;
    }

    /** The policy for one cluster. */
    public ConfiguredPolicy configure(ClusterShape shape) {
        Optional<ComponentDescriptor> coordinated = choices.values().stream().map(Choice::component)
                .filter(c -> c.coordinator() != null).findFirst();
        MigrationPart migration = (MigrationPart) choice(Family.MIGRATION).create(new ComponentContext(shape, -1));
        return new ConfiguredPolicy() {
            @Override
            public Policy forNode(int node) {
                return Composition.this.forNode(shape, node);
            }

            @Override
            public Optional<MigrationStrategy> migration() {
                return migration.strategy();
            }

            @Override
            public Optional<Coordinator> newCoordinator() {
                return coordinated.map(c -> c.coordinator().apply(shape));
            }
        };
    }

    private Policy forNode(ClusterShape shape, int node) {
        ComponentContext context = new ComponentContext(shape, node);
        LoadMetric metric = (LoadMetric) choice(Family.LOAD_METRIC).create(context);
        context.metric(metric);
        TransferPolicy transfer = (TransferPolicy) choice(Family.TRANSFER).create(context);
        context.transfer(transfer);
        InformationPolicy information = (InformationPolicy) choice(Family.INFORMATION).create(context);
        SelectionPolicy selection = (SelectionPolicy) choice(Family.SELECTION).create(context);
        LocationPolicy location = (LocationPolicy) choice(Family.LOCATION).create(context);
        return new ComposedPolicy(transfer, selection, location, information, metric, context.tableIfMade(),
                transferLimit);
    }

    /** The most demanding class of its components: adaptive over dynamic over static. */
    public PolicyClass policyClass() {
        return choices.values().stream().map(c -> c.component().policyClass())
                .max(Enum::compareTo).orElse(PolicyClass.STATIC);
    }

    /** The largest view of the other nodes any component keeps. */
    public MemoryGrowth memory() {
        return choices.values().stream().map(c -> c.component().memory())
                .max((a, b) -> Integer.compare(a.viewEntryBytes(), b.viewEntryBytes())).orElse(MemoryGrowth.LINEAR);
    }

    /** Every choice and parameter as one flat map, e.g. {@code transfer = threshold, transfer.threshold = 2} (reports). */
    public PolicyParameters flatParameters() {
        Map<String, Object> flat = new LinkedHashMap<>();
        choices.forEach((family, c) -> {
            flat.put(family.key(), c.component().name());
            c.parameters().asMap().forEach((name, value) -> flat.put(family.key() + "." + name, value));
        });
        flat.put("transfer-limit", transferLimit);
        return new PolicyParameters(flat);
    }

    /** The entry a user could write in an experiment's {@code policies} list to get exactly this policy. */
    public String render(String label) {
        List<String> lines = new ArrayList<>();
        lines.add("{ name = composed, label = " + Choice.value(label));
        for (Family f : Family.values()) {
            lines.add("  " + f.key() + " = " + choice(f).render());
        }
        lines.add("  transfer-limit = " + transferLimit + " }");
        return String.join("\n", lines);
    }
}
