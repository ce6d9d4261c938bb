package loadshare.node.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import loadshare.policies.batch.BatchFigures;

/**
 * A batch scheduler's figures in a {@code summary.json} result: {@code meanWait} and {@code meanBoundedSlowdown}
 * beside the entry's {@code utilization} (of the CPUs), and a {@code batch} object with the rest; what only one kind
 * of central scheduler measures ({@link BatchFigures#extra}) goes in its {@code scheduler} object.
 */
final class BatchSummaryJson {

    private BatchSummaryJson() {
    }

    static void add(ObjectNode node, BatchFigures f) {
        number(node, "meanWait", f.meanWait());
        number(node, "meanBoundedSlowdown", f.meanBoundedSlowdown());
        ObjectNode batch = node.putObject("batch");
        number(batch, "maxWait", f.maxWait());
        ObjectNode utilization = batch.putObject("utilization");
        number(utilization, "cpus", f.cpuUtilization());
        number(utilization, "memory", f.memoryUtilization());
        number(batch, "meanQueued", f.meanQueued());
        number(batch, "makespan", f.makespan());
        batch.put("jobs", f.jobs());
        batch.put("killed", f.killed());
        ObjectNode rejected = batch.putObject("rejected");
        f.rejected().forEach(rejected::put);
        if (!f.extra().isEmpty()) {
            ObjectNode scheduler = batch.putObject("scheduler");
            f.extra().forEach((key, value) -> number(scheduler, key, value));
        }
    }

    private static void number(ObjectNode node, String key, double value) {
        if (Double.isFinite(value)) {
            node.put(key, value);
        } else {
            node.putNull(key);
        }
    }
}
