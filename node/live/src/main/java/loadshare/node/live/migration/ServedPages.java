package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import java.util.BitSet;
import java.util.function.IntUnaryOperator;
import loadshare.hardware.memory.MemoryImage;

/**
 * A page server's side of one reader (the target of a demand-paged or Sprite migration, or a restart from a
 * checkpoint): answers its page faults at once, then on a {@link PageTransferMessage.Pull} streams every page it has
 * not sent it yet, within the reader's window, and ends the stream with {@link PageTransferMessage.StreamEnd}.
 */
final class ServedPages {

    private final String stream;
    private final long seed;
    private final int pages;
    private final int pageSize;
    private final IntUnaryOperator versionOf;
    private final ActorRef<PageTransferMessage> reader;
    private final TransferSettings settings;
    private final BitSet sent = new BitSet();
    private PageStream pull;
    private boolean ended;

    ServedPages(String stream, long seed, int pages, int pageSize, IntUnaryOperator versionOf,
                ActorRef<PageTransferMessage> reader, TransferSettings settings) {
        this.stream = stream;
        this.seed = seed;
        this.pages = pages;
        this.pageSize = pageSize;
        this.versionOf = versionOf;
        this.reader = reader;
        this.settings = settings;
    }

    /** Answers a page fault. */
    void fetch(int page) {
        int version = page >= 0 && page < pages ? versionOf.applyAsInt(page) : MemoryImage.ABSENT;
        if (version == MemoryImage.ABSENT) {
            reader.tell(new PageTransferMessage.Failed(stream, "page " + page + " is not held here"));
            return;
        }
        sent.set(page);
        reader.tell(PageStream.single(stream, seed, page, version, pageSize, settings));
    }

    /** Starts streaming the pages not sent yet. */
    void pull(int window) {
        pull = new PageStream(stream, seed, pageSize, window, versionOf, settings);
        for (int p = sent.nextClearBit(0); p < pages; p = sent.nextClearBit(p + 1)) {
            pull.add(p);
        }
        sent.set(0, pages);
        pump();
    }

    /** The reader checked {@code chunks}; returns whether this reader is done (everything sent and checked). */
    boolean credit(int chunks) {
        if (pull == null) {
            return false;
        }
        boolean drained = pull.credit(chunks);
        pump();
        return drained;
    }

    private void pump() {
        pull.pump(reader::tell);
        if (!ended && pull.allSent()) {
            ended = true;
            reader.tell(new PageTransferMessage.StreamEnd(stream));
        }
    }
}
