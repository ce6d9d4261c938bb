package loadshare.config;

/**
 * The network between the workstations. {@code latency}: one-way message delay in model seconds;
 * {@code bandwidth}: bytes per model second of every link, which bulk transfers (VM migration) take.
 */
public record NetworkSettings(double latency, double bandwidth) {

    /** 1 Gbit/s. */
    public static final double DEFAULT_BANDWIDTH = 125e6;

    /** A network of the default bandwidth. */
    public NetworkSettings(double latency) {
        this(latency, DEFAULT_BANDWIDTH);
    }
}
