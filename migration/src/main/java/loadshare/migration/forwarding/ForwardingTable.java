package loadshare.migration.forwarding;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The home node's table of where its tasks run now. A message addressed to the host a task has left is
 * forwarded by the home to the task's current host, one extra hop ({@code hopDelay}); the table counts
 * the forwarded messages and their extra delay until the senders learn the new location.
 */
public final class ForwardingTable {

    /** Where one message went, whether the home had to forward it, and the delay that added. */
    public record Delivery(String host, boolean forwarded, double extraDelay) {
    }

    private final String home;
    private final double hopDelay;
    private final Map<String, String> location = new HashMap<>();
    private int forwarded;
    private double extraDelay;

    public ForwardingTable(String home, double hopDelay) {
        this.home = Objects.requireNonNull(home, "home");
        if (!(hopDelay >= 0) || Double.isInfinite(hopDelay)) {
            throw new IllegalArgumentException("hop delay must be finite and >= 0, was " + hopDelay);
        }
        this.hopDelay = hopDelay;
    }

    public String home() {
        return home;
    }

    /** The task now runs on {@code host} (it started there, or it migrated there and committed). */
    public void place(String task, String host) {
        location.put(Objects.requireNonNull(task, "task"), Objects.requireNonNull(host, "host"));
    }

    /** The task has ended: the home forgets it. */
    public void remove(String task) {
        location.remove(task);
    }

    public String locate(String task) {
        String host = location.get(task);
        if (host == null) {
            throw new IllegalArgumentException("home " + home + " has no task " + task);
        }
        return host;
    }

    /** Delivers a message a sender addressed to {@code addressedTo}, without waiting. */
    public Delivery deliver(String task, String addressedTo) {
        return deliver(task, addressedTo, 0);
    }

    /**
     * Delivers a message a sender addressed to {@code addressedTo} after it was held {@code heldFor} seconds
     * (while the task was frozen): direct if the task is there, otherwise forwarded through the home.
     */
    public Delivery deliver(String task, String addressedTo, double heldFor) {
        String host = locate(task);
        if (host.equals(addressedTo)) {
            return new Delivery(host, false, heldFor);
        }
        forwarded++;
        extraDelay += heldFor + hopDelay;
        return new Delivery(host, true, heldFor + hopDelay);
    }

    public int forwarded() {
        return forwarded;
    }

    /** Summed extra delay of the forwarded messages. */
    public double extraDelay() {
        return extraDelay;
    }
}
