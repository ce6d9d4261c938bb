package loadshare.hardware.host;

/**
 * An emulated workstation's processing hardware: {@code cpus} identical processors of relative
 * {@code speed} (a job with demand d takes d / speed model seconds of one CPU).
 */
public record Host(int cpus, double speed) {

    public Host {
        if (cpus < 1 || !(speed > 0)) {
            throw new IllegalArgumentException("a host needs at least one CPU and a positive speed");
        }
    }

    /** How long a piece of work of the given demand occupies one of this host's CPUs. */
    public double serviceTime(double demand) {
        return demand / speed;
    }
}
