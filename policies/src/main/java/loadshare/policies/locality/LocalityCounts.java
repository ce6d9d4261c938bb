package loadshare.policies.locality;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a run measured of locality: the parts launched at each {@link LocalityLevel}, the bytes they read over the
 * network (a whole input per part off its data) and the seconds they spent reading. A run that is preempted or
 * requeued and launched again counts again: each launch reads its input.
 */
public final class LocalityCounts {

    private final long[] parts = new long[LocalityLevel.values().length];
    private double bytesMoved;
    private double readSeconds;

    /** A part is launched at {@code level}, reading {@code bytes} over the network for {@code seconds}. */
    public void launched(LocalityLevel level, long bytes, double seconds) {
        parts[level.ordinal()]++;
        if (level != LocalityLevel.DATA_LOCAL) {
            bytesMoved += bytes;
            readSeconds += seconds;
        }
    }

    public long parts(LocalityLevel level) {
        return parts[level.ordinal()];
    }

    public long parts() {
        long all = 0;
        for (long p : parts) {
            all += p;
        }
        return all;
    }

    public double bytesMoved() {
        return bytesMoved;
    }

    /**
     * The figures a scheduler reports ({@code BatchFigures.extra}): {@code dataLocal} and {@code rackLocal}, the
     * shares of launched parts at those levels (NaN before any), {@code bytesMoved} and {@code meanRead}, the mean
     * seconds a launched part spent reading its input (0 for a data-local one).
     */
    public Map<String, Double> figures() {
        long all = parts();
        Map<String, Double> f = new LinkedHashMap<>();
        f.put("dataLocal", all == 0 ? Double.NaN : parts(LocalityLevel.DATA_LOCAL) / (double) all);
        f.put("rackLocal", all == 0 ? Double.NaN : parts(LocalityLevel.RACK_LOCAL) / (double) all);
        f.put("bytesMoved", bytesMoved);
        f.put("meanRead", all == 0 ? Double.NaN : readSeconds / all);
        return f;
    }
}
