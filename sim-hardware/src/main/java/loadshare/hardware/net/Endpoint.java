package loadshare.hardware.net;

import java.util.Objects;

/**
 * A communication endpoint of a task (a port bound to a peer). It moves with the task when the task
 * migrates; messages still addressed to the old host are forwarded by the task's home node.
 */
public record Endpoint(int port, String peer) {

    /** What one endpoint costs on the wire when a task's state is sent (port, peer address, sequence numbers). */
    public static final int WIRE_BYTES = 32;

    public Endpoint {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be in [0, 65535], was " + port);
        }
        Objects.requireNonNull(peer, "peer");
    }
}
