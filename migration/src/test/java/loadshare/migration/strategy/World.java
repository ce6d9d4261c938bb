package loadshare.migration.strategy;

import java.util.SplittableRandom;
import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.storage.Disk;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.MigrationRequest;

/** A small emulated cluster for tests: two hosts, a gigabit link, a file server, one booted and warmed-up VM. */
final class World {

    static final long MIB = 1 << 20;
    static final NetworkLink GIGABIT = NetworkLink.ofBitsPerSecond(1e9, 1e-4);

    final FileServer server = new FileServer(GIGABIT, new Disk(1L << 40, 400e6, 0));
    final EmulatedHost source = EmulatedHost.of("source", 512 * MIB);
    final EmulatedHost target;
    final SplittableRandom random = new SplittableRandom(11);
    final VirtualMachine vm;

    World(long vmBytes, long workingSet, double dirtyRate) {
        this(vmBytes, workingSet, dirtyRate, 512 * MIB);
    }

    World(long vmBytes, long workingSet, double dirtyRate, long targetMemory) {
        target = EmulatedHost.of("target", targetMemory);
        vm = VirtualMachine.boot("job-1", VmSpec.of(vmBytes, workingSet, dirtyRate), source, server, new SplittableRandom(5));
        vm.run(1.0, random);
    }

    /** A 32 MiB VM with a 4 MiB working set writing 8 MiB/s. */
    static World small() {
        return new World(32 * MIB, 4 * MIB, 8 * MIB);
    }

    MigrationRequest request() {
        return MigrationRequest.of(vm, target, GIGABIT, server, 10.0, random);
    }
}
