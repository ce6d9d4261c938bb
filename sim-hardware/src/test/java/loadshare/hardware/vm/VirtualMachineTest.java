package loadshare.hardware.vm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.memory.ShadowPageTable;
import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.storage.Disk;
import loadshare.hardware.storage.FileServer;
import org.junit.jupiter.api.Test;

class VirtualMachineTest {

    private static final long MIB = 1 << 20;

    private final FileServer server = new FileServer(new NetworkLink(125e6, 1e-4), new Disk(1L << 40, 200e6, 0));
    private final EmulatedHost host = EmulatedHost.of("h1", 64 * MIB);

    private VirtualMachine boot(double dirtyRate, long seed) {
        return VirtualMachine.boot("vm", VmSpec.of(16 * MIB, 2 * MIB, dirtyRate), host, server, new SplittableRandom(seed));
    }

    @Test
    void boot_takesAFramePerPage_andMapsEveryPageThroughTheShadowTable() {
        VirtualMachine vm = boot(0, 1);
        assertEquals(4096, vm.residentPages());
        assertEquals(16384 - 4096, host.memory().freeFrames());
        Set<Integer> frames = new HashSet<>();
        for (int v = 0; v < 4096; v++) {
            int frame = vm.shadowPageTable().hostFrame(v);
            assertTrue(frame != ShadowPageTable.NOT_PRESENT && host.memory().isAllocated(frame));
            frames.add(frame);
        }
        assertEquals(4096, frames.size());
        vm.release();
        assertEquals(16384, host.memory().freeFrames());
    }

    @Test
    void boot_onAHostWithoutFreeFrames_isRefusedWithTheHostsReason() {
        EmulatedHost small = EmulatedHost.of("tiny", 8 * MIB);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> VirtualMachine.boot(
                "vm", VmSpec.of(16 * MIB, MIB, 0), small, server, new SplittableRandom(1)));
        assertTrue(e.getMessage().contains("tiny") && e.getMessage().contains("no free frames"), e.getMessage());
    }

    @Test
    void running_writesWorkingSetPagesAtTheDirtyRate() {
        double rate = 4 * MIB; // 1024 page writes per second
        VirtualMachine vm = boot(rate, 2);
        Set<Integer> workingSetPhysical = new HashSet<>();
        for (int i = 0; i < vm.workingSet().size(); i++) {
            workingSetPhysical.add(vm.pageTable().guestPhysical(vm.workingSet().page(i)));
        }
        SplittableRandom r = new SplittableRandom(3);
        vm.run(0.25, r);
        vm.run(0.25, r);
        long writes = 0;
        for (int gp = 0; gp < vm.spec().pages(); gp++) {
            int version = vm.pageVersion(gp);
            writes += version;
            assertTrue(version == 0 || workingSetPhysical.contains(gp), "page " + gp + " is outside the working set");
        }
        assertEquals(512, writes, "0.5 s at 1024 writes/s");
        int[] log = vm.takeDirtyLog();
        // 512 uniform writes over a 512-page working set touch W (1 - (1 - 1/W)^n) = 324 pages on average, sd ~ 8
        double expected = 512 * (1 - Math.pow(1 - 1.0 / 512, 512));
        assertEquals(expected, log.length, 40, "distinct pages dirtied");
        assertEquals(0, vm.dirtyLogSize());
        assertArrayEquals(log, vm.takeUnflushedPages(), "both dirty sets saw the same writes");
    }

    @Test
    void running_changesTheDigestOfMemoryAndOfOpenState() {
        VirtualMachine vm = boot(MIB, 4);
        VmDigest before = vm.digest();
        vm.run(0.1, new SplittableRandom(5));
        VmDigest after = vm.digest();
        assertNotEquals(before.memory(), after.memory());
        assertNotEquals(before.openState(), after.openState());
    }

    @Test
    void theSameSeeds_giveTheSameVm() {
        VirtualMachine a = boot(MIB, 6);
        a.run(1, new SplittableRandom(7));
        FileServer other = new FileServer(new NetworkLink(125e6, 1e-4), new Disk(1L << 40, 200e6, 0));
        VirtualMachine b = VirtualMachine.boot("vm", VmSpec.of(16 * MIB, 2 * MIB, MIB), EmulatedHost.of("h2", 64 * MIB),
                other, new SplittableRandom(6));
        b.run(1, new SplittableRandom(7));
        assertEquals(a.digest(), b.digest());
    }

    @Test
    void anIncomingVm_holdsNoPages_andFaultsWhenRunUntilTheyArrive() {
        VirtualMachine source = boot(MIB, 8);
        source.freeze();
        EmulatedHost target = EmulatedHost.of("h2", 64 * MIB);
        int[] frames = ((loadshare.hardware.memory.FrameAllocation.Granted) target.memory().allocate(4096)).frames();
        VirtualMachine copy = VirtualMachine.incoming(source.captureState(), target, frames);
        assertEquals(0, copy.residentPages());
        assertEquals(MemoryImage.ABSENT, copy.pageVersion(0));
        copy.resume();
        assertThrows(IllegalStateException.class, () -> copy.run(1, new SplittableRandom(1)));
        for (int gp = 0; gp < 4096; gp++) {
            copy.installPage(gp, source.pageVersion(gp));
        }
        assertEquals(source.digest(), copy.digest());
        assertArrayEquals(source.memorySha256(), copy.memorySha256());
    }

    @Test
    void openFiles_locateTheirPositionInTheVirtualDiskFile() {
        VirtualMachine vm = boot(0, 9);
        OpenFile f = vm.openFiles().get(0);
        var disk = server.virtualDisk(f.virtualDisk());
        long expected = disk.fileOffset(f.firstBlock() + f.position() / 4096) + f.position() % 4096;
        assertEquals(expected, f.diskFileOffset(disk));
    }
}
