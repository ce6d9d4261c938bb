package loadshare.hardware.owner;

import java.util.random.RandomGenerator;
import loadshare.config.OwnerSettings;
import loadshare.config.Quantity;

/**
 * A workstation owner who alternates between active periods (at the keyboard) and away periods, each drawn
 * from its distribution with the given stream. Pure: the runtime asks for the next period and schedules the
 * change.
 */
public final class OwnerActivity {

    private final Quantity active;
    private final Quantity away;
    private final RandomGenerator random;

    public OwnerActivity(OwnerSettings settings, RandomGenerator random) {
        this.active = settings.active();
        this.away = settings.away();
        this.random = random;
    }

    /**
     * How long the period that begins now lasts: at the keyboard if the owner has just come back ({@code active}),
     * away if they have just left. Every owner starts away.
     */
    public double periodFrom(boolean active) {
        return active ? nextActive() : nextAway();
    }

    /** How long the owner stays at the keyboard this time. */
    public double nextActive() {
        return active.draw(random.nextDouble());
    }

    /** How long the owner stays away this time. */
    public double nextAway() {
        return away.draw(random.nextDouble());
    }
}
