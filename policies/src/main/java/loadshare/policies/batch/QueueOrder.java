package loadshare.policies.batch;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The order a partition's queue is scheduled in. */
public enum QueueOrder {
    /** First come, first served: by submit time. */
    FCFS,
    /** Shortest job first: by requested time (the estimate), then submit time. */
    SJF,
    /** Slurm's multifactor priority: age, size, fair share and partition, weighted; highest first. */
    PRIORITY;

    public String configName() {
        return name().toLowerCase();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(QueueOrder::configName).toList();
    }

    public static Optional<QueueOrder> byName(String name) {
        return Arrays.stream(values()).filter(v -> v.configName().equals(name)).findFirst();
    }
}
