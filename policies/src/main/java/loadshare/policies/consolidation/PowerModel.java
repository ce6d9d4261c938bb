package loadshare.policies.consolidation;

/**
 * A host's power draw, linear in its CPU utilisation: {@code idle} watts when on and idle, {@code peak} at full
 * utilisation, 0 when it is off (a host with no VM switches off; switching on is instantaneous).
 *
 * @param idle watts of an idle host that is on, {@code >= 0}
 * @param peak watts at full utilisation, {@code >= idle}
 */
public record PowerModel(double idle, double peak) {

    /** Joules in a kilowatt-hour. */
    public static final double JOULES_PER_KWH = 3.6e6;

    public PowerModel {
        if (!(idle >= 0) || !(peak >= idle) || Double.isInfinite(peak)) {
            throw new IllegalArgumentException("power needs 0 <= idle <= peak watts, was " + idle + " and " + peak);
        }
    }

    /** Watts of a host that is on at {@code utilisation} (cut to [0, 1]: a host cannot do more than its CPUs). */
    public double watts(double utilisation) {
        return idle + (peak - idle) * Math.max(0, Math.min(1, utilisation));
    }
}
