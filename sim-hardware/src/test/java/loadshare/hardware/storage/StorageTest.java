package loadshare.hardware.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.net.NetworkLink;
import org.junit.jupiter.api.Test;

class StorageTest {

    private final FileServer server = new FileServer(new NetworkLink(100e6, 1e-3), new Disk(10_000_000_000L, 50e6, 0.01));

    @Test
    void virtualDisk_convertsBlockNumberToFileOffset_afterTheHeader() {
        VirtualDisk d = server.createVirtualDisk("a.vmdk", 1000, 4096);
        assertEquals(VirtualDisk.HEADER_BYTES, d.fileOffset(0));
        assertEquals(VirtualDisk.HEADER_BYTES + 999L * 4096, d.fileOffset(999));
        assertThrows(IndexOutOfBoundsException.class, () -> d.fileOffset(1000));
        assertSame(d, server.virtualDisk("a.vmdk"));
    }

    @Test
    void fileServer_refusesDuplicateAndOversizedDisks_namingThem() {
        server.createVirtualDisk("a.vmdk", 10, 4096);
        assertThrows(IllegalArgumentException.class, () -> server.createVirtualDisk("a.vmdk", 10, 4096));
        IllegalStateException full = assertThrows(IllegalStateException.class,
                () -> server.createVirtualDisk("huge.vmdk", 10_000_000, 4096));
        assertTrue(full.getMessage().contains("huge.vmdk"), full.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> server.virtualDisk("b"));
        assertTrue(unknown.getMessage().contains("a.vmdk"), unknown.getMessage());
    }

    @Test
    void transfersToTheServer_runAtTheSlowerOfNetworkAndDisk() {
        // disk 50 MB/s is the bottleneck of a 100 MB/s network
        assertEquals(1.0 + 1e-3 + 0.01, server.writeTime(50_000_000), 1e-12);
        assertEquals(server.writeTime(4096) + 1e-3, server.readTime(4096), 1e-15);
        assertEquals(0.01 + 2.0, server.disk().transferTime(100_000_000), 1e-12);
    }

    @Test
    void pageStore_isPerVm_andCheckpointsAreFilesOfImages() {
        MemoryImage image = MemoryImage.initial(1, 8, 4096);
        server.createPageStore("vm1", image);
        assertSame(image, server.pageStore("vm1"));
        assertThrows(IllegalArgumentException.class, () -> server.createPageStore("vm1", image));
        assertThrows(IllegalArgumentException.class, () -> server.pageStore("vm2"));
        server.storeImage("vm1.ckpt", image.copy());
        assertEquals(image.digest(), server.image("vm1.ckpt").orElseThrow().digest());
        server.deleteImage("vm1.ckpt");
        assertTrue(server.image("vm1.ckpt").isEmpty());
    }
}
