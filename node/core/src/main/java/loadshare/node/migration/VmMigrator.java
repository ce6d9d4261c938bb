package loadshare.node.migration;

import java.util.random.RandomGenerator;
import loadshare.config.ExperimentSettings;
import loadshare.config.Quantity;
import loadshare.config.VmSettings;
import loadshare.hardware.host.Host;
import loadshare.hardware.memory.PhysicalMemory;
import loadshare.hardware.net.NetworkLink;
import loadshare.hardware.net.Topology;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;
import loadshare.hardware.storage.Disk;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmSpec;
import loadshare.migration.Faults;
import loadshare.migration.MessageTraffic;
import loadshare.migration.MigrationReport;
import loadshare.migration.MigrationRequest;
import loadshare.migration.Phase;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.MigrationStrategy;
import loadshare.migration.strategy.StopAndCopy;
import loadshare.protocol.Job;

/**
 * Migrates jobs' VMs with one strategy of the {@code migration} module, on emulated hosts built from the
 * experiment's settings. A job's VM ({@link #spec}) is drawn from {@code workload.vm} with the job's own
 * stream, so it is the same on every node; to migrate it, the VM is booted on a source host, runs for the
 * job's age (writing its working set at its dirty rate) and is moved to a target by the strategy, whose
 * integrity check must pass. The hosts here are scratch copies: the nodes themselves account for memory.
 */
public final class VmMigrator implements Migrator {

    /** Longest a VM runs before migrating, for its dirty state: by then every page of a working set has been written. */
    private static final double MAX_WARMUP = 30;
    /** The file server's disk: 400 MB/s, no seek time (a striped array). */
    private static final Disk SERVER_DISK = new Disk(1L << 42, 400e6, 0);

    private final MigrationStrategy strategy;
    private final VmSettings vm;
    private final int pageSize;
    private final long memoryBytes;
    private final Topology topology;
    private final RandomStreams streams;

    /** Migrations over the paths of the experiment's network, each VM drawn from the streams of {@code seed}. */
    public VmMigrator(MigrationStrategy strategy, ExperimentSettings settings, long seed) {
        this.strategy = strategy;
        this.vm = settings.workload().vm();
        this.pageSize = settings.hosts().pageSize();
        this.memoryBytes = settings.hosts().memoryBytes();
        this.topology = Topology.of(settings.network(), settings.nodes());
        this.streams = new RandomStreams(seed);
    }

    @Override
    public String strategy() {
        return strategy.name();
    }

    @Override
    public long memoryBytes() {
        return memoryBytes;
    }

    /** Called as every job enters and leaves a node: a fixed size needs no draw. */
    @Override
    public long vmBytes(Job job) {
        RandomGenerator random = vm.size().kind() == Quantity.Kind.FIXED ? null
                : streams.jobStream(job.id(), 0, StreamPurpose.VM);
        return pages(vm.size(), random, 3) * (long) pageSize;
    }

    @Override
    public double expectedCost(Job job) {
        return topology.nearLink().transferTime(vmBytes(job));
    }

    /** The VM {@code job} runs in: size, working set (at most the size) and dirty rate, whole pages. */
    public VmSpec spec(Job job) {
        RandomGenerator random = streams.jobStream(job.id(), 0, StreamPurpose.VM);
        long size = pages(vm.size(), random, 3);
        long workingSet = Math.min(size, pages(vm.workingSet(), random, 1));
        double dirtyRate = vm.dirtyRate().draw(random.nextDouble());
        return new VmSpec(size * pageSize, workingSet * pageSize, dirtyRate, pageSize);
    }

    @Override
    public Migration migrate(Job job, int from, int to, double age, double remaining, double now) {
        NetworkLink link = topology.link(from, to);
        MessageTraffic traffic = new MessageTraffic(vm.messageRate(), 2 * link.latency());
        VmSpec spec = spec(job);
        RandomGenerator random = streams.jobStream(job.id(), job.transfers() + 1, StreamPurpose.VM);
        long room = 2 * spec.sizeBytes();
        EmulatedHost source = host("source", room);
        EmulatedHost target = host("target", room);
        FileServer server = new FileServer(link, SERVER_DISK);
        VirtualMachine machine = VirtualMachine.boot("job-" + job.id(), spec, source, server, random);
        machine.run(Math.min(age, MAX_WARMUP), random);
        MigrationReport report = strategy.migrate(new MigrationRequest(machine, target, link, server, now, remaining,
                random, Faults.NONE, traffic));
        if (!report.completed()) {
            throw new IllegalStateException(strategy.name() + " did not complete without faults: " + report.outcome());
        }
        return new Migration(strategy.name(), beforeFreeze(report), report.freezeTime(), report.stallTime(),
                report.totalTime(), report.bytesMoved(), report.pageFaults(), report.residualDependency(),
                report.forwardedMessages(), report.forwardingDelay(), flowBytes(report, link));
    }

    /**
     * The bytes of the one transfer from source to target that {@code report}'s migration is until the VM resumes,
     * or 0: stop-and-copy (every page with the state) and demand paging (the page table, descriptors, endpoints
     * and vCPU), whose freeze starts at once and is one transfer over {@code link}. Pre-copy's rounds run while
     * the VM does (their number depends on the bandwidth they had), and Sprite and checkpoint/restart go through
     * the file server, whose place on the network is not modelled: they are not one flow.
     */
    private static long flowBytes(MigrationReport report, NetworkLink link) {
        if (!report.strategy().equals(StopAndCopy.NAME) && !report.strategy().equals(DemandPaging.NAME)) {
            return 0;
        }
        Phase freeze = report.phases().get(0);
        double tolerance = 1e-9 * Math.max(1, report.startTime() + report.freezeTime());
        if (!freeze.frozen() || freeze.start() != report.startTime()
                || Math.abs(freeze.duration() - report.freezeTime()) > tolerance
                || Math.abs(freeze.duration() - link.transferTime(freeze.bytes())) > tolerance) {
            throw new IllegalStateException(report.strategy() + "'s freeze was to be one transfer from the start, was "
                    + report.phases());
        }
        return freeze.bytes();
    }

    /** How long the VM kept running on the source before it froze (pre-copy's rounds). */
    private static double beforeFreeze(MigrationReport report) {
        for (Phase phase : report.phases()) {
            if (phase.frozen()) {
                return phase.start() - report.startTime();
            }
        }
        return 0;
    }

    private EmulatedHost host(String name, long bytes) {
        return new EmulatedHost(name, new Host(1, 1.0), new PhysicalMemory(name, bytes, pageSize), SERVER_DISK);
    }

    /** {@code quantity} in whole pages, at least {@code atLeast}; {@code random} may be null for a fixed one. */
    private long pages(Quantity quantity, RandomGenerator random, long atLeast) {
        double bytes = random == null ? quantity.a() : quantity.draw(random.nextDouble());
        return Math.max(atLeast, Math.round(bytes / pageSize));
    }
}
