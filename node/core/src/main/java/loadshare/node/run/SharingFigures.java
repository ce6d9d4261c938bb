package loadshare.node.run;

import java.io.Serializable;

/**
 * What sharing the load cost and what it left undone.
 *
 * @param transfersPerJob  job transfers between nodes per measured job
 * @param messagesPerJob   protocol messages (probes, replies, transfers, load updates...) per measured job
 * @param idleWhileWaiting time-average probability that some node has an idle CPU while a job waits somewhere;
 *                         NaN where the runtime does not measure it (a live run)
 */
public record SharingFigures(double transfersPerJob, double messagesPerJob, double idleWhileWaiting) implements Serializable {
}
