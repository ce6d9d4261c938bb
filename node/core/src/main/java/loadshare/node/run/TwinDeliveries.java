package loadshare.node.run;

/**
 * When a live run's simulated twin delivers its messages: each as late as the live run's messages to the same side
 * were when they were sent ({@link TwinLateness}), on top of the modelled network's distance, and, as Akka keeps
 * them live, in order between any two participants — a message sent after a stall, less late, never overtakes one
 * sent during it. Both simulated runtimes' twins (the node policies' and the central schedulers') deliver through
 * one of these. Pure; one per run (it remembers each pair's last delivery).
 */
public final class TwinDeliveries {

    private final TwinLateness lateness;
    /** Per sender, per receiver: the model time its last message was delivered. */
    private final double[][] lastDelivery;

    /** Deliveries of a twin of {@code lateness}'s run: its nodes and their coordinator. */
    public TwinDeliveries(TwinLateness lateness) {
        this.lateness = lateness;
        this.lastDelivery = new double[lateness.nodes() + 1][lateness.nodes() + 1];
    }

    /**
     * The model time a message from participant {@code from} to {@code to}, sent at {@code sentAt} and due at
     * {@code due} by the modelled network, reaches its receiver in the twin: {@code due} plus the live lateness of a
     * message to that side sent then, and no earlier than the pair's previous message.
     */
    public double deliveredAt(int from, int to, double sentAt, double due) {
        double at = Math.max(due + lateness.of(to, sentAt), lastDelivery[from][to]);
        lastDelivery[from][to] = at;
        return at;
    }
}
