package loadshare.policies.locality;

/** How near a host is to a job's input data, nearest first (a lower ordinal is better). */
public enum LocalityLevel {
    /** The host holds a replica: the part reads its input from local disk, at no network cost. */
    DATA_LOCAL,
    /** The host is in the rack of a replica (network.topology = racks): the read crosses one top-of-rack switch. */
    RACK_LOCAL,
    /** Neither: the read crosses the core switch (or, on a flat network, any link). */
    REMOTE
}
