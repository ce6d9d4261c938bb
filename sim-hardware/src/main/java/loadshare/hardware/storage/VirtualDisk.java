package loadshare.hardware.storage;

import java.util.Objects;

/**
 * A virtual disk: a large file on the file server's physical disk that the guest believes is a whole
 * disk of {@code blocks} blocks of {@code blockSize} bytes (a "vmdk"). The hypervisor converts a guest
 * block number to an offset in that file: {@link #fileOffset(long)}. Because the file lives on the shared
 * file server, a migrating VM's open files need no data moved, only their descriptors.
 */
public record VirtualDisk(String file, long blocks, int blockSize) {

    /** Bytes of the disk file's header (geometry, format) that precede block 0. */
    public static final long HEADER_BYTES = 512;

    public VirtualDisk {
        Objects.requireNonNull(file, "file");
        if (blocks <= 0 || blockSize <= 0) {
            throw new IllegalArgumentException("a virtual disk needs a positive number of blocks of a positive size");
        }
    }

    /** Size of the disk as the guest sees it. */
    public long sizeBytes() {
        return blocks * blockSize;
    }

    /** Size of the disk file on the server (header + blocks). */
    public long fileBytes() {
        return HEADER_BYTES + sizeBytes();
    }

    /** Offset in the disk file of guest block {@code block}: header + block * blockSize. */
    public long fileOffset(long block) {
        if (block < 0 || block >= blocks) {
            throw new IndexOutOfBoundsException(
                    "block " + block + " is outside virtual disk " + file + " of " + blocks + " blocks");
        }
        return HEADER_BYTES + block * blockSize;
    }
}
