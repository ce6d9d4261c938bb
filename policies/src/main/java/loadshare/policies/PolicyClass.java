package loadshare.policies;

/**
 * The lecture notes' classification of policies. Static: decisions hard-wired, no load information. Dynamic: uses
 * load information. Adaptive: changes its own behaviour (e.g. its parameters) as the load changes.
 */
public enum PolicyClass {
    STATIC,
    DYNAMIC,
    ADAPTIVE;

    @Override
    public String toString() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
