package loadshare.policies.information;

/** Collect information only when a node needs it, by probing: nothing happens proactively. */
public final class DemandDriven implements InformationPolicy {
}
