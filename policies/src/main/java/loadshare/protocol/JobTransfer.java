package loadshare.protocol;

/** A job sent to another node to be run there (non-preemptive transfer of a not yet started job). */
public record JobTransfer(Job job) implements NodeMessage {
}
