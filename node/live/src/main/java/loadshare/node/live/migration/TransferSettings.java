package loadshare.node.live.migration;

import java.time.Duration;
import java.util.Objects;

/**
 * How pages travel: in chunks of at most {@code chunkBytes} (whole pages; at least one), with at most
 * {@code window} chunks unacknowledged per stream; a party that hears nothing from the other for
 * {@code stallTimeout} gives up on it. {@code fault} is a test hook: a link that damages one page in transit.
 */
public record TransferSettings(int chunkBytes, int window, Duration stallTimeout, TransitFault fault) {

    /** 128 KiB chunks (under Artery's default 256 KiB frame), 16 in flight: 2 MiB per stream. */
    public static final TransferSettings DEFAULT = new TransferSettings(128 * 1024, 16, Duration.ofSeconds(30), TransitFault.NONE);

    public TransferSettings {
        if (chunkBytes <= 0 || chunkBytes > 192 * 1024) {
            throw new IllegalArgumentException("chunk size must be in (0, 192 KiB] (Artery's frame is 256 KiB), was " + chunkBytes);
        }
        if (window < 1) {
            throw new IllegalArgumentException("the window must be at least one chunk, was " + window);
        }
        Objects.requireNonNull(stallTimeout, "stallTimeout");
        Objects.requireNonNull(fault, "fault");
    }

    public TransferSettings withChunk(int bytes, int chunks) {
        return new TransferSettings(bytes, chunks, stallTimeout, fault);
    }

    public TransferSettings withFault(TransitFault f) {
        return new TransferSettings(chunkBytes, window, stallTimeout, f);
    }

    /** Pages per chunk for pages of {@code pageSize} bytes. */
    int pagesPerChunk(int pageSize) {
        return Math.max(1, chunkBytes / pageSize);
    }

    /**
     * A link that damages guest-physical page {@code page} every time it carries it: {@code FLIP_BYTE} changes one
     * byte (the page no longer is the version it claims to be), {@code WRONG_VERSION} carries another version's
     * intact bytes (only the image's digest can tell).
     */
    public record TransitFault(int page, Kind kind) {

        public enum Kind { NONE, FLIP_BYTE, WRONG_VERSION }

        public static final TransitFault NONE = new TransitFault(-1, Kind.NONE);

        public TransitFault {
            Objects.requireNonNull(kind, "kind");
        }

        boolean hits(int gp) {
            return kind != Kind.NONE && gp == page;
        }
    }
}
