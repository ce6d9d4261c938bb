package loadshare.node.live.migration;

import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.memory.PageContents;
import loadshare.migration.MigrationIntegrityException;

/**
 * The receiving end's check of a chunk: every page's bytes must be exactly the bytes of the version it claims
 * (compared in place, nothing kept), and then only its version goes into {@code into}. The image's digest, folded
 * page by page from versions admitted this way, is the digest of the real bytes received.
 */
final class PageCheck {

    /** Where the checked versions go (an image, or a VM's memory). */
    interface Install {
        void put(int page, int version);
    }

    private PageCheck() {
    }

    /** Checks and installs every page of {@code chunk}; returns the page bytes it carried. */
    static long admit(String what, long seed, int pageSize, int pages, PageTransferMessage.PageChunk chunk, Install into) {
        int n = chunk.pages().length;
        if (chunk.versions().length != n || chunk.bytes().length != (long) n * pageSize) {
            throw new MigrationIntegrityException(what + ": a chunk of " + n + " pages came with " + chunk.versions().length
                    + " versions and " + chunk.bytes().length + " bytes (pages of " + pageSize + " B)");
        }
        for (int i = 0; i < n; i++) {
            int page = chunk.pages()[i];
            int version = chunk.versions()[i];
            if (page < 0 || page >= pages || version < 0) {
                throw new MigrationIntegrityException(what + ": page " + page + " version " + version + " is outside the image");
            }
            int wrong = PageContents.mismatch(seed, page, version, chunk.bytes(), i * pageSize, pageSize);
            if (wrong >= 0) {
                throw new MigrationIntegrityException(what + ": page " + page + " arrived damaged: byte " + wrong
                        + " is not the byte of version " + version);
            }
            into.put(page, version);
        }
        return (long) n * pageSize;
    }

    /** Installs into an image. */
    static Install into(MemoryImage image) {
        return image::put;
    }
}
