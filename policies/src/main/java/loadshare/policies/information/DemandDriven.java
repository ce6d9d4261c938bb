package loadshare.policies.information;

/**
 * Collect information only when a node needs it, by probing: nothing happens proactively. (A node still
 * learns from the load that every probe and reply carries.)
 */
public final class DemandDriven implements InformationPolicy {
}
