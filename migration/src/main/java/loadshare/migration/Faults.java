package loadshare.migration;

/**
 * Faults injected into one migration, at absolute model times ({@code +Infinity}: never): the target host
 * dies, the source host dies, and a link that corrupts every transit of one guest-physical page
 * ({@code corruptPage}, or -1), which the integrity check must catch.
 */
public record Faults(double targetDiesAt, double sourceDiesAt, int corruptPage) {

    public static final Faults NONE = new Faults(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, -1);

    public Faults {
        if (Double.isNaN(targetDiesAt) || Double.isNaN(sourceDiesAt)) {
            throw new IllegalArgumentException("a death time is a number or +Infinity");
        }
        if (corruptPage < -1) {
            throw new IllegalArgumentException("corruptPage is a guest-physical page or -1, was " + corruptPage);
        }
    }

    public static Faults targetDiesAt(double time) {
        return new Faults(time, Double.POSITIVE_INFINITY, -1);
    }

    public static Faults sourceDiesAt(double time) {
        return new Faults(Double.POSITIVE_INFINITY, time, -1);
    }

    public static Faults corruptingPage(int guestPhysicalPage) {
        return new Faults(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, guestPhysicalPage);
    }
}
