package loadshare.migration;

import java.util.Objects;
import java.util.random.RandomGenerator;
import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;

/**
 * One migration to play out: move {@code vm} (running on its source host) to {@code target} over
 * {@code link}, with the cluster's {@code fileServer}, starting at model time {@code startTime}. The task
 * still has {@code remainingWork} seconds to run (it bounds a residual dependency). {@code random} drives the
 * VM's writes while it keeps running and the order of its first touches after resume.
 */
public record MigrationRequest(VirtualMachine vm, EmulatedHost target, NetworkLink link, FileServer fileServer,
        double startTime, double remainingWork, RandomGenerator random, Faults faults, MessageTraffic traffic) {

    public MigrationRequest {
        Objects.requireNonNull(vm, "vm");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(fileServer, "fileServer");
        Objects.requireNonNull(random, "random");
        Objects.requireNonNull(faults, "faults");
        Objects.requireNonNull(traffic, "traffic");
        if (!(startTime >= 0) || Double.isInfinite(startTime)) {
            throw new IllegalArgumentException("start time must be finite and >= 0, was " + startTime);
        }
        if (!(remainingWork >= 0)) {
            throw new IllegalArgumentException("remaining work must be >= 0 (or +Infinity), was " + remainingWork);
        }
        if (vm.host().name().equals(target.name())) {
            throw new IllegalArgumentException("VM " + vm.name() + " is already on " + target.name());
        }
    }

    /** A request without faults or message traffic, for a task that runs on indefinitely. */
    public static MigrationRequest of(VirtualMachine vm, EmulatedHost target, NetworkLink link, FileServer fileServer,
            double startTime, RandomGenerator random) {
        return new MigrationRequest(vm, target, link, fileServer, startTime, Double.POSITIVE_INFINITY, random,
                Faults.NONE, MessageTraffic.NONE);
    }

    public EmulatedHost source() {
        return vm.host();
    }

    public MigrationRequest withFaults(Faults f) {
        return new MigrationRequest(vm, target, link, fileServer, startTime, remainingWork, random, f, traffic);
    }

    public MigrationRequest withRemainingWork(double work) {
        return new MigrationRequest(vm, target, link, fileServer, startTime, work, random, faults, traffic);
    }

    public MigrationRequest withTraffic(MessageTraffic t) {
        return new MigrationRequest(vm, target, link, fileServer, startTime, remainingWork, random, faults, t);
    }
}
