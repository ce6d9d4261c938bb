package loadshare.node.live.migration;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import loadshare.hardware.memory.PageContents;

/**
 * The sending end of one page stream: a queue of guest-physical pages, sent in chunks of real bytes generated on
 * demand from (seed, page, version) — the version read when the chunk leaves, so a page written meanwhile goes at
 * its newest version — never more than the receiver's window of chunks unacknowledged. Only the chunks in
 * flight hold page bytes. Keeps the figures of the bulk transfer: page bytes sent and the time the stream was busy.
 */
final class PageStream {

    private final String id;
    private final long seed;
    private final int pageSize;
    private final int pagesPerChunk;
    private final int window;
    private final IntUnaryOperator versionOf;
    private final TransferSettings.TransitFault fault;
    private int[] queue = new int[256];
    private int head;
    private int tail;
    private int inFlight;
    private long pagesSent;
    private long busySince = -1;
    private long busyNanos;

    PageStream(String id, long seed, int pageSize, int window, IntUnaryOperator versionOf, TransferSettings settings) {
        this.id = id;
        this.seed = seed;
        this.pageSize = pageSize;
        this.pagesPerChunk = settings.pagesPerChunk(pageSize);
        this.window = window;
        this.versionOf = versionOf;
        this.fault = settings.fault();
    }

    String id() {
        return id;
    }

    void add(int page) {
        if (tail == queue.length) {
            if (head > queue.length / 2) {
                System.arraycopy(queue, head, queue, 0, tail - head);
                tail -= head;
                head = 0;
            } else {
                queue = Arrays.copyOf(queue, queue.length * 2);
            }
        }
        queue[tail++] = page;
    }

    void addAll(int[] pages) {
        for (int p : pages) {
            add(p);
        }
    }

    /** Pages {@code from} (inclusive) to {@code to} (exclusive). */
    void addRange(int from, int to) {
        for (int p = from; p < to; p++) {
            add(p);
        }
    }

    /** Sends chunks while pages wait and the window allows. */
    void pump(Consumer<PageTransferMessage.PageChunk> send) {
        while (head < tail && inFlight < window) {
            if (busySince < 0) {
                busySince = System.nanoTime();
            }
            send.accept(nextChunk());
            inFlight++;
        }
    }

    /** The receiver checked {@code chunks} more; returns whether the stream is now drained (nothing queued or in flight). */
    boolean credit(int chunks) {
        inFlight = Math.max(0, inFlight - chunks);
        if (drained() && busySince >= 0) {
            busyNanos += System.nanoTime() - busySince;
            busySince = -1;
        }
        return drained();
    }

    boolean drained() {
        return head == tail && inFlight == 0;
    }

    /** Nothing left to send (chunks may be in flight). */
    boolean allSent() {
        return head == tail;
    }

    long pageBytesSent() {
        return pagesSent * pageSize;
    }

    /** Wire bytes of the chunks sent: page bytes plus page number and version per page. */
    long wireBytesSent() {
        return pagesSent * (pageSize + 8L);
    }

    long busyNanos() {
        return busyNanos + (busySince >= 0 ? System.nanoTime() - busySince : 0);
    }

    private PageTransferMessage.PageChunk nextChunk() {
        int n = Math.min(pagesPerChunk, tail - head);
        int[] pages = Arrays.copyOfRange(queue, head, head + n);
        head += n;
        if (head == tail) {
            head = 0;
            tail = 0;
        }
        int[] versions = new int[n];
        byte[] bytes = new byte[n * pageSize];
        for (int i = 0; i < n; i++) {
            versions[i] = versionOf.applyAsInt(pages[i]);
            fill(pages[i], versions, i, bytes);
        }
        pagesSent += n;
        return new PageTransferMessage.PageChunk(id, pages, versions, bytes);
    }

    private void fill(int page, int[] versions, int i, byte[] bytes) {
        if (!fault.hits(page)) {
            PageContents.fill(seed, page, versions[i], bytes, i * pageSize, pageSize);
            return;
        }
        switch (fault.kind()) {
            case FLIP_BYTE -> {
                PageContents.fill(seed, page, versions[i], bytes, i * pageSize, pageSize);
                bytes[i * pageSize + pageSize / 2] ^= 0x20;
            }
            case WRONG_VERSION -> {
                versions[i]++;
                PageContents.fill(seed, page, versions[i], bytes, i * pageSize, pageSize);
            }
            case NONE -> throw new IllegalStateException("a fault of kind NONE hits no page");
        }
    }

    /** One page, now, outside the window (the answer to a page fault). */
    static PageTransferMessage.PageChunk single(String stream, long seed, int page, int version, int pageSize,
                                             TransferSettings settings) {
        PageStream s = new PageStream(stream, seed, pageSize, 1, p -> version, settings);
        s.add(page);
        return s.nextChunk();
    }
}
