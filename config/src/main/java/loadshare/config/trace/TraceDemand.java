package loadshare.config.trace;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** What a job's demand is: its run time, or its CPU time (run time x processors), on a speed-1 CPU. */
public enum TraceDemand {
    RUN_TIME("run-time"),
    CPU_TIME("cpu-time");

    private final String configName;

    TraceDemand(String configName) {
        this.configName = configName;
    }

    public String configName() {
        return configName;
    }

    /** The demand of a job that ran {@code runTime} seconds on {@code processors} processors. */
    public double of(double runTime, int processors) {
        return this == RUN_TIME ? runTime : runTime * processors;
    }

    public static Optional<TraceDemand> byName(String name) {
        return Arrays.stream(values()).filter(d -> d.configName.equals(name)).findFirst();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(TraceDemand::configName).toList();
    }
}
