package loadshare.config.trace;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** How a trace file is written: the Standard Workload Format or CSV. */
public enum TraceFormat {
    SWF("swf"),
    CSV("csv");

    private final String configName;

    TraceFormat(String configName) {
        this.configName = configName;
    }

    public String configName() {
        return configName;
    }

    public static Optional<TraceFormat> byName(String name) {
        return Arrays.stream(values()).filter(f -> f.configName.equals(name)).findFirst();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(TraceFormat::configName).toList();
    }
}
