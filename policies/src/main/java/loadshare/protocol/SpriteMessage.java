package loadshare.protocol;

/**
 * Sprite's protocol with its central coordinator: hosts report when they become available for remote execution
 * or stop being so (state-change information); a node asks for an idle host, the coordinator grants one (or
 * none), and a node that does not use its grant gives it back.
 */
public sealed interface SpriteMessage extends NodeMessage {

    /** The sending host is now available for foreign processes, or no longer is. */
    record Availability(boolean available) implements SpriteMessage {
    }

    /** A node wants an idle host for a job it would run remotely. */
    record HostRequest(long negotiation) implements SpriteMessage {
    }

    /** The coordinator's answer: an idle host reserved for the asker, or -1 if none is idle. */
    record HostGrant(long negotiation, int host) implements SpriteMessage {
    }

    /** The asker did not use the host it was granted (its job had started meanwhile). */
    record HostRelease(int host) implements SpriteMessage {
    }
}
