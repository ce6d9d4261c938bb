package loadshare.config;

/** CPU time (model seconds of work) charged to the node that sends a probe, or sends a job away. */
public record CostSettings(double probe, double transfer) {
}
