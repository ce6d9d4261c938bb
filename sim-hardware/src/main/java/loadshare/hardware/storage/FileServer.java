package loadshare.hardware.storage;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.net.NetworkLink;

/**
 * The shared file server of the cluster (as in Sprite): it holds the VMs' virtual disks, the backing
 * store of their memory (one page store per VM, the pages as last written back) and files of page images
 * such as checkpoints. Every host reaches it over {@link #link()}; its {@link #disk()} stores the data.
 * A transfer to or from the server is pipelined through the network and the disk, so it runs at the
 * slower of the two plus the network latency and one disk access.
 */
public final class FileServer {

    private final NetworkLink link;
    private final Disk disk;
    private final Map<String, VirtualDisk> virtualDisks = new TreeMap<>();
    private final Map<String, MemoryImage> pageStores = new TreeMap<>();
    private final Map<String, MemoryImage> imageFiles = new TreeMap<>();
    private long virtualDiskBytes;

    public FileServer(NetworkLink link, Disk disk) {
        this.link = Objects.requireNonNull(link, "link");
        this.disk = Objects.requireNonNull(disk, "disk");
    }

    public NetworkLink link() {
        return link;
    }

    public Disk disk() {
        return disk;
    }

    /** Time for a host to write {@code bytes} to the server (network and disk pipelined). */
    public double writeTime(long bytes) {
        return bytes / Math.min(link.bandwidth(), disk.bandwidth()) + link.latency() + disk.accessTime();
    }

    /** Time for a host to read {@code bytes} from the server, request included. */
    public double readTime(long bytes) {
        return link.latency() + writeTime(bytes);
    }

    /** Creates the disk file of a virtual disk; refuses a duplicate name or a disk that does not fit. */
    public VirtualDisk createVirtualDisk(String file, long blocks, int blockSize) {
        if (virtualDisks.containsKey(file)) {
            throw new IllegalArgumentException("virtual disk " + file + " already exists on the file server");
        }
        VirtualDisk d = new VirtualDisk(file, blocks, blockSize);
        if (virtualDiskBytes + d.fileBytes() > disk.capacityBytes()) {
            throw new IllegalStateException("file server disk full: virtual disk " + file + " needs " + d.fileBytes()
                    + " bytes, " + (disk.capacityBytes() - virtualDiskBytes) + " left");
        }
        virtualDiskBytes += d.fileBytes();
        virtualDisks.put(file, d);
        return d;
    }

    public VirtualDisk virtualDisk(String file) {
        VirtualDisk d = virtualDisks.get(file);
        if (d == null) {
            throw new IllegalArgumentException("no virtual disk " + file + " on the file server; known: " + virtualDisks.keySet());
        }
        return d;
    }

    /** Registers the backing store of VM {@code vm}'s memory, initially {@code image}. */
    public void createPageStore(String vm, MemoryImage image) {
        if (pageStores.putIfAbsent(vm, Objects.requireNonNull(image, "image")) != null) {
            throw new IllegalArgumentException("VM " + vm + " already has a page store on the file server");
        }
    }

    /** The backing store of VM {@code vm}'s memory (mutable: write-backs put pages into it). */
    public MemoryImage pageStore(String vm) {
        MemoryImage s = pageStores.get(vm);
        if (s == null) {
            throw new IllegalArgumentException("no page store for VM " + vm + " on the file server");
        }
        return s;
    }

    /** Stores a file of page images (a checkpoint) under {@code file}, replacing any older one. */
    public void storeImage(String file, MemoryImage image) {
        imageFiles.put(file, Objects.requireNonNull(image, "image"));
    }

    public Optional<MemoryImage> image(String file) {
        return Optional.ofNullable(imageFiles.get(file));
    }

    public void deleteImage(String file) {
        imageFiles.remove(file);
    }
}
