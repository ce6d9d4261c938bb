package loadshare.config;

import java.io.Serializable;
import java.util.List;

/**
 * The experiment's sweep: one or two settings that take each of their values in turn, crossed with the loads
 * ({@code sweep { key = "network.latency", values = [0, 0.05] }}). Every point is the whole experiment re-read
 * and re-validated with the swept settings set to that point's values; the seeds stay the same from point to
 * point (common random numbers), unless {@code run.seed} is itself swept.
 *
 * @param axes   the swept settings in the order given, at most two; empty: no sweep
 * @param points every combination of the axes' values, the first axis varying slowest
 */
public record SweepSettings(List<SweepAxis> axes, List<SweepPoint> points) implements Serializable {

    /** No sweep. */
    public static final SweepSettings NONE = new SweepSettings(List.of(), List.of());

    public SweepSettings {
        axes = List.copyOf(axes);
        points = List.copyOf(points);
    }

    /** Whether the experiment sweeps anything. */
    public boolean enabled() {
        return !axes.isEmpty();
    }

    /** The swept keys, relative to {@code loadshare.experiment}, e.g. {@code policies[1].threshold}. */
    public List<String> keys() {
        return axes.stream().map(SweepAxis::key).toList();
    }

    /**
     * One swept setting.
     *
     * @param key    relative to {@code loadshare.experiment}: a setting ({@code network.latency}) or a parameter of
     *               one policy entry ({@code policies[1].threshold})
     * @param values its values as text, in the order given (strings unquoted, numbers as written)
     */
    public record SweepAxis(String key, List<String> values) implements Serializable {
        public SweepAxis {
            values = List.copyOf(values);
        }
    }

    /**
     * One point of the sweep.
     *
     * @param values   the value of each axis at this point, as text, in the order of the axes
     * @param settings the experiment with those values set, validated (its own sweep is {@link #NONE})
     */
    public record SweepPoint(List<String> values, ExperimentSettings settings) implements Serializable {
        public SweepPoint {
            values = List.copyOf(values);
        }
    }
}
