package loadshare.config;

/** The network between the workstations. {@code latency}: one-way message delay in model seconds. */
public record NetworkSettings(double latency) {
}
