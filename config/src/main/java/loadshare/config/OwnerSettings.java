package loadshare.config;

import java.io.Serializable;

/**
 * The workstations' owners: when {@code present}, each host's owner alternates between active periods (at the
 * keyboard) and away periods, each drawn from its distribution, in model seconds. Every host starts with its
 * owner away for a draw of the away period.
 */
public record OwnerSettings(boolean present, Quantity active, Quantity away) implements Serializable {

    /** No owners: every host is always available. */
    public static final OwnerSettings NONE = new OwnerSettings(false,
            new Quantity(Quantity.Kind.EXPONENTIAL, 300, 300), new Quantity(Quantity.Kind.EXPONENTIAL, 700, 700));

    /** The long-run fraction of time an owner is away. */
    public double awayFraction() {
        return present ? away.mean() / (away.mean() + active.mean()) : 1.0;
    }
}
