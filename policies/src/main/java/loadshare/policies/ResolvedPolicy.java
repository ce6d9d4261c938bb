package loadshare.policies;

/** A policy entry of an experiment, checked against the registry: ready to be built for a cluster. */
public record ResolvedPolicy(String label, PolicyDescriptor descriptor, PolicyParameters parameters) {

    public ConfiguredPolicy configure(ClusterShape shape) {
        return descriptor.factory().create(parameters, shape);
    }
}
