/**
 * The named presets of the registry: each composes the four components (or a case-study system) with defaults,
 * reads its parameters once into a typed record, takes each component from a typed factory method of the built-in
 * ones ({@code BuiltInComponents.thresholdTransfer(t)}), and builds one node's policy and the coordinator, if any. The
 * sender- and receiver-initiated families share one builder ({@code ThresholdFamily}).
 */
package loadshare.policies.preset;
