package loadshare.node.live.dashboard;

/** A change in a cluster member's membership or reachability, as the dashboard names it. */
public enum MemberChange {
    JOINED("joined"),
    UP("up"),
    LEAVING("leaving"),
    EXITING("exiting"),
    DOWNED("downed"),
    UNREACHABLE("unreachable"),
    REACHABLE("reachable again"),
    GONE("gone");

    private final String label;

    MemberChange(String label) {
        this.label = label;
    }

    /** How the page says it. */
    public String label() {
        return label;
    }
}
