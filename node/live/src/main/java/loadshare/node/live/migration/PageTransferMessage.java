package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import loadshare.hardware.vm.VmDigest;
import loadshare.hardware.vm.VmSpec;
import loadshare.protocol.CborSerializable;

/**
 * What the three parties of a live migration — the {@link MigrationSource}, the {@link MigrationTarget} and the
 * {@link LiveFileServer} — say to each other. Page bytes travel in {@link PageChunk}s of a bounded size, at most a
 * window of them unacknowledged: the receiver of a page stream grants the window and returns a {@link Credit} for
 * every chunk it has checked. A stream is named by a string unique among the streams its receiver serves.
 * <p>
 * These move a VM's real pages between actor systems. The node cores' own migration messages are the protocol's
 * {@link loadshare.protocol.MigrationMessage} ({@code VmMigration}, {@code MigrationRefused}): in the live cluster a
 * workstation sends its core's {@code VmMigration} once these have moved the VM.
 */
public interface PageTransferMessage {

    /** Source to target: take VM {@code vm} (reserve its frames) for a migration by {@code strategy}. */
    record Admit(String vm, VmSpec spec, long seed, String strategy, ActorRef<PageTransferMessage> source)
            implements PageTransferMessage, CborSerializable {
    }

    /** Target to source: frames reserved; send pages on {@code stream}, at most {@code window} chunks unacknowledged. */
    record Admitted(String vm, String stream, int window, ActorRef<PageTransferMessage> target)
            implements PageTransferMessage, CborSerializable {
    }

    /** Target to source: no room for the VM (nothing moved). */
    record Refused(String vm, String reason) implements PageTransferMessage, CborSerializable {
    }

    /**
     * Pages {@code pages[i]} at {@code versions[i]}; their bytes, one page after another, in {@code bytes}. The only
     * message not in Jackson CBOR: {@link PageChunkSerializer} writes its bytes into the envelope directly.
     */
    record PageChunk(String stream, int[] pages, int[] versions, byte[] bytes) implements PageTransferMessage {
    }

    /** The receiver of {@code stream} checked {@code chunks} more chunks: the sender may send that many more. */
    record Credit(String stream, int chunks) implements PageTransferMessage, CborSerializable {
    }

    /** A page server sent every page asked for on {@code stream} (after its last chunk). */
    record StreamEnd(String stream) implements PageTransferMessage, CborSerializable {
    }

    /**
     * Source to target, with the VM frozen: its state (page table, descriptors, endpoints, vCPU) and its digest at
     * the freeze. Pages not sent before are fetched from {@code pageServer}'s image {@code image} (null: none).
     */
    record Handover(VmWireState state, VmDigest before, ActorRef<PageTransferMessage> pageServer, String image)
            implements PageTransferMessage, CborSerializable {
    }

    /** Target to source: the VM runs on the target now (the migration committed). */
    record Resumed(String vm) implements PageTransferMessage, CborSerializable {
    }

    /**
     * Target to source: every page is on the target, checked, and the image's digest is the digest at the freeze;
     * {@code pulledBytes} of page bytes were pulled by the target in {@code pullNanos}, besides the faults.
     */
    record Completed(String vm, VmDigest after, int pageFaults, long pulledBytes, long pullNanos)
            implements PageTransferMessage, CborSerializable {
    }

    /** What arrived is not what left (or could not be had): the migration fails, loudly. */
    record Failed(String vm, String reason) implements PageTransferMessage, CborSerializable {
    }

    /**
     * To the file server: open image {@code image} (the page store of a VM, {@code loaded}: every page at its boot
     * version unless it exists already; or an empty file, such as a checkpoint) for pages written on {@code stream}.
     */
    record OpenImage(String image, long seed, int pages, int pageSize, boolean loaded, String stream,
                     ActorRef<PageTransferMessage> writer) implements PageTransferMessage, CborSerializable {
    }

    /** The file server to a writer: image open, write at most {@code window} chunks unacknowledged. */
    record ImageOpened(String stream, int window) implements PageTransferMessage, CborSerializable {
    }

    /** A reader to a page server: page {@code page} of {@code image}, now (a page fault), on {@code stream}. */
    record Fetch(String image, String stream, int page, ActorRef<PageTransferMessage> reader)
            implements PageTransferMessage, CborSerializable {
    }

    /** A reader to a page server: every page of {@code image} not yet sent on {@code stream}, {@code window} chunks at a time. */
    record Pull(String image, String stream, int window, ActorRef<PageTransferMessage> reader)
            implements PageTransferMessage, CborSerializable {
    }

    /** To the file server: the image (a checkpoint restarted from) is no longer needed. */
    record DeleteImage(String image) implements PageTransferMessage, CborSerializable {
    }
}
