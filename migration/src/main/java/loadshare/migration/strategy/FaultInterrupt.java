package loadshare.migration.strategy;

/**
 * Thrown inside a {@link Playout} when an injected fault ends a migration early, at model time {@code at};
 * {@code lost} if the VM is gone, otherwise the migration aborts and the VM stays on the source. Never
 * escapes {@link Playout#play}.
 */
final class FaultInterrupt extends RuntimeException {

    final double at;
    final boolean lost;

    FaultInterrupt(double at, boolean lost, String reason) {
        super(reason, null, false, false);
        this.at = at;
        this.lost = lost;
    }
}
