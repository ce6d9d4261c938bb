package loadshare.hardware.memory;

/**
 * A 128-bit order-independent (additive) digest of a set of (page, version) pairs: the sum, modulo
 * 2^64 in each of two independent lanes, of a strong 64-bit hash of each pair. Adding or removing one
 * page is O(1), so a VM's digest is kept up to date on every write; two images with the same pages at the
 * same versions have the same digest whatever order they were built in.
 */
public record Digest(long high, long low) {

    public static final Digest ZERO = new Digest(0, 0);

    public Digest plus(Digest other) {
        return new Digest(high + other.high, low + other.low);
    }

    public Digest minus(Digest other) {
        return new Digest(high - other.high, low - other.low);
    }

    @Override
    public String toString() {
        return String.format("%016x%016x", high, low);
    }
}
