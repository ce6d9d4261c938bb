package loadshare.hardware.random;

/**
 * What a random stream is used for. Each node has one independent stream per purpose, so that
 * arrivals and service demands never depend on what the policy draws (common random numbers).
 */
public enum StreamPurpose {
    ARRIVALS,
    SERVICE,
    POLICY,
    OWNER,
    VM,
    /** Roles a run fixes before it starts, e.g. which volunteers cheat (drawn once per run, not per node). */
    ROLES,
    /** A node's CPU scheduler: which per-CPU queue an arrival joins, lottery draws. */
    CPU,
    /** A job's user class (drawn from the job's own stream: the same wherever it runs). */
    USERS,
    /** A host's (or a failure group's) up and down times. */
    FAILURES,
    /** The hosts holding a job's input data (drawn from the job's own stream: the same for every policy). */
    DATA
}
