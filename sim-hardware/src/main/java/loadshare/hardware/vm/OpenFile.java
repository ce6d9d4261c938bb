package loadshare.hardware.vm;

import java.util.Objects;
import loadshare.hardware.storage.VirtualDisk;

/**
 * An open file of a guest, as its descriptor records it: the descriptor number, the virtual disk the file
 * lives on, the file's first block on that disk, and the current position. Only the descriptor migrates;
 * the data stays on the file server's virtual disk.
 */
public record OpenFile(int descriptor, String virtualDisk, long firstBlock, long position) {

    /** What one descriptor costs on the wire when a task's state is sent. */
    public static final int WIRE_BYTES = 64;

    public OpenFile {
        Objects.requireNonNull(virtualDisk, "virtualDisk");
        if (descriptor < 0 || firstBlock < 0 || position < 0) {
            throw new IllegalArgumentException("descriptor, first block and position are >= 0");
        }
    }

    /** The guest block under the current position. */
    public long block(int blockSize) {
        return firstBlock + position / blockSize;
    }

    /** Where the current position is in the disk file, as the hypervisor converts block number to offset. */
    public long diskFileOffset(VirtualDisk disk) {
        if (!disk.file().equals(virtualDisk)) {
            throw new IllegalArgumentException("file " + descriptor + " is on " + virtualDisk + ", not " + disk.file());
        }
        return disk.fileOffset(block(disk.blockSize())) + position % disk.blockSize();
    }

    /** The descriptor after reading or writing {@code bytes} more. */
    public OpenFile advance(long bytes) {
        return new OpenFile(descriptor, virtualDisk, firstBlock, position + bytes);
    }
}
