/**
 * The policy API of the lecture notes' distributed scheduling: what a node's load-sharing behaviour is ({@link
 * loadshare.policies.Policy}, made of the four components in {@link loadshare.policies.ComposedPolicy}), what it
 * sees of its workstation ({@link loadshare.policies.NodeContext}), the central participants some policies need
 * ({@link loadshare.policies.Coordinator}), and the named presets' descriptors and registry. The components live
 * in a package each (transfer, selection, location, information, metric); each case-study system in its own.
 */
package loadshare.policies;
