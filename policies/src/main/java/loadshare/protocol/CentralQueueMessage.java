package loadshare.protocol;

/**
 * The central-queue protocol: nodes submit every new job to the dispatcher and report each CPU that
 * becomes free; the dispatcher hands the oldest waiting job to a free CPU.
 */
public sealed interface CentralQueueMessage extends NodeMessage {

    /** A node passes a newly arrived job to the central queue. */
    record Submit(Job job) implements CentralQueueMessage {
    }

    /** The dispatcher gives a job to a node that has a free CPU. */
    record Dispatch(Job job) implements CentralQueueMessage {
    }

    /** A node reports that one of its CPUs has become free. */
    record CpuFree() implements CentralQueueMessage {
    }
}
