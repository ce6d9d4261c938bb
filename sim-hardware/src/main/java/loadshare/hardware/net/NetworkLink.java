package loadshare.hardware.net;

/**
 * A network path between two machines: {@code bandwidth} in bytes per second and one-way
 * {@code latency} in seconds. Sending {@code b} bytes takes {@code b / bandwidth + latency} model seconds
 * (one message; a stream of messages pipelines, so a bulk transfer is modelled as one message).
 */
public record NetworkLink(double bandwidth, double latency) {

    public NetworkLink {
        if (!(bandwidth > 0) || Double.isInfinite(bandwidth)) {
            throw new IllegalArgumentException("network bandwidth must be positive and finite (bytes/s), was " + bandwidth);
        }
        if (!(latency >= 0) || Double.isInfinite(latency)) {
            throw new IllegalArgumentException("network latency must be >= 0 and finite (s), was " + latency);
        }
    }

    /** A link given in bits per second, as networks are usually quoted (1 Gbit/s = 1e9). */
    public static NetworkLink ofBitsPerSecond(double bitsPerSecond, double latency) {
        return new NetworkLink(bitsPerSecond / 8.0, latency);
    }

    /** Time to send {@code bytes} as one message: bytes / bandwidth + latency. */
    public double transferTime(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("cannot send a negative number of bytes: " + bytes);
        }
        return bytes / bandwidth + latency;
    }

    /** A request of {@code requestBytes} answered by a reply of {@code replyBytes}: two one-way trips. */
    public double roundTripTime(long requestBytes, long replyBytes) {
        return transferTime(requestBytes) + transferTime(replyBytes);
    }
}
