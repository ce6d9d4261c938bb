package loadshare.node.results;

/**
 * What a live run with failures measured of the jobs they hit, beyond what its launcher saw of the outages.
 *
 * @param lostCpuSeconds      the CPU work lost with the killed nodes, as the simulator's {@code lostCpuSeconds}
 *                            (model seconds on a CPU of speed 1, from the start of the measurement); NaN if not
 *                            measured
 * @param lostWorkNotMeasured why it is not measured, or null if it is
 */
public record LiveFailures(double lostCpuSeconds, String lostWorkNotMeasured) {
}
