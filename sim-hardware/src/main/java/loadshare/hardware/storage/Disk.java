package loadshare.hardware.storage;

/**
 * A disk: {@code capacityBytes}, sequential {@code bandwidth} in bytes per second and an
 * {@code accessTime} (seek + rotation) in seconds paid once per request.
 */
public record Disk(long capacityBytes, double bandwidth, double accessTime) {

    public Disk {
        if (capacityBytes <= 0) {
            throw new IllegalArgumentException("disk capacity must be positive (bytes), was " + capacityBytes);
        }
        if (!(bandwidth > 0) || Double.isInfinite(bandwidth)) {
            throw new IllegalArgumentException("disk bandwidth must be positive and finite (bytes/s), was " + bandwidth);
        }
        if (!(accessTime >= 0) || Double.isInfinite(accessTime)) {
            throw new IllegalArgumentException("disk access time must be >= 0 and finite (s), was " + accessTime);
        }
    }

    /** Time to read or write {@code bytes} in one request: access time + bytes / bandwidth. */
    public double transferTime(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("cannot transfer a negative number of bytes: " + bytes);
        }
        return accessTime + bytes / bandwidth;
    }
}
