package loadshare.hardware.vm;

import java.util.Objects;
import loadshare.hardware.host.Host;
import loadshare.hardware.memory.PhysicalMemory;
import loadshare.hardware.storage.Disk;

/**
 * An emulated workstation as its hypervisor sees it: a name, its processors, its physical memory in page
 * frames and its local disk. VMs are admitted only if their frames fit ({@link PhysicalMemory#allocate}).
 */
public record EmulatedHost(String name, Host processors, PhysicalMemory memory, Disk disk) {

    public EmulatedHost {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(processors, "processors");
        Objects.requireNonNull(memory, "memory");
        Objects.requireNonNull(disk, "disk");
        if (!memory.host().equals(name)) {
            throw new IllegalArgumentException("memory of host " + memory.host() + " given to host " + name);
        }
    }

    /** A one-CPU host of unit speed with {@code memoryBytes} of 4 KiB frames and a 100 GB, 100 MB/s disk. */
    public static EmulatedHost of(String name, long memoryBytes) {
        return new EmulatedHost(name, new Host(1, 1.0), PhysicalMemory.ofBytes(name, memoryBytes),
                new Disk(100_000_000_000L, 100e6, 0.005));
    }
}
