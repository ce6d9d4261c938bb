package loadshare.hardware.vm;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.random.RandomGenerator;
import loadshare.hardware.memory.FrameAllocation;
import loadshare.hardware.memory.GuestPageTable;
import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.memory.ShadowPageTable;
import loadshare.hardware.net.Endpoint;
import loadshare.hardware.storage.FileServer;
import loadshare.hardware.storage.VirtualDisk;

/**
 * A job's virtual machine on one emulated host: a guest address space of pages with contents (a
 * {@link MemoryImage}: each page's bytes are a function of the VM's seed, the page and its version), the
 * guest's {@link GuestPageTable} and the hypervisor's {@link ShadowPageTable} onto this host's frames, open
 * files on a virtual disk served by the file server, communication endpoints and a vCPU.
 *
 * <p>While it runs, the VM writes pages of its {@link WorkingSet} at its spec's dirty rate: running for
 * {@code t} seconds makes {@code rate / pageSize * t} writes (the fraction carried to the next run), each to
 * a page of the working set drawn uniformly from the given random stream. Every write is recorded in two
 * dirty sets: the dirty log that pre-copy migration reads and clears, and the set of pages not yet written
 * back to the file server's page store (the backing store, which holds the VM's pages as loaded at boot).
 *
 * <p>A migration moves a VM by building a second {@code VirtualMachine} on the target with
 * {@link #incoming}, installing pages into it, and {@link #release releasing} the source.
 */
public final class VirtualMachine {

    /** Where a VM is in its life on one host. */
    public enum Status { RUNNING, FROZEN, RELEASED }

    /** Blocks of a VM's virtual disk (1 GiB of 4 KiB blocks). */
    static final long DISK_BLOCKS = 1L << 18;
    /** File bytes each open file advances per second of running. */
    static final long FILE_BYTES_PER_SECOND = 64 * 1024;

    private final String name;
    private final VmSpec spec;
    private final long seed;
    private final GuestPageTable pageTable;
    private final WorkingSet workingSet;
    private final EmulatedHost host;
    private final int[] frames;
    private final ShadowPageTable shadow;
    private final MemoryImage memory;
    private final BitSet dirtyLog = new BitSet();
    private final BitSet unflushed = new BitSet();
    private List<OpenFile> openFiles;
    private List<Endpoint> endpoints;
    private VCpuState vcpu;
    private double pendingWrites;
    private Status status;

    private VirtualMachine(VmState state, EmulatedHost host, int[] frames, MemoryImage memory, Status status) {
        this.name = state.name();
        this.spec = state.spec();
        this.seed = state.seed();
        this.pageTable = state.pageTable();
        this.workingSet = state.workingSet();
        this.openFiles = state.openFiles();
        this.endpoints = state.endpoints();
        this.vcpu = state.vcpu();
        this.host = host;
        this.frames = frames;
        this.memory = memory;
        this.shadow = new ShadowPageTable(pageTable);
        this.status = status;
        for (int gp = 0; gp < memory.pages(); gp++) {
            if (memory.isPresent(gp)) {
                shadow.map(gp, frames[gp]);
            }
        }
    }

    /**
     * Boots a VM on {@code host}: allocates a frame for every page (or throws with the host's reason),
     * loads every page at version 0, registers its page store and a virtual disk on the file server, and
     * opens three files and two endpoints. The VM's seed and working set come from {@code random}.
     */
    public static VirtualMachine boot(String name, VmSpec spec, EmulatedHost host, FileServer fileServer,
            RandomGenerator random) {
        checkPageSize(spec, host);
        int[] frames = allocateOrThrow(host, spec.pages());
        long seed = random.nextLong();
        GuestPageTable table = GuestPageTable.standard(spec.pages());
        WorkingSet ws = WorkingSet.choose(table, spec.workingSetPages(), random);
        VirtualDisk disk = fileServer.createVirtualDisk(name + ".vmdk", DISK_BLOCKS, spec.pageSize());
        List<OpenFile> files = new ArrayList<>();
        for (int fd = 3; fd < 6; fd++) {
            files.add(new OpenFile(fd, disk.file(), random.nextLong(DISK_BLOCKS / 2), random.nextLong(1 << 20)));
        }
        List<Endpoint> endpoints = List.of(new Endpoint(5000, "home"), new Endpoint(5001, "peer"));
        VmState state = new VmState(name, spec, seed, table, ws, files, endpoints, VCpuState.RESET);
        MemoryImage memory = MemoryImage.initial(seed, spec.pages(), spec.pageSize());
        fileServer.createPageStore(name, memory.copy());
        return new VirtualMachine(state, host, frames, memory, Status.RUNNING);
    }

    /**
     * The target side of a migration: a frozen VM with {@code state} on {@code host}, owning
     * {@code frames} (one per page, already allocated) and holding no page yet.
     */
    public static VirtualMachine incoming(VmState state, EmulatedHost host, int[] frames) {
        checkPageSize(state.spec(), host);
        if (frames.length != state.spec().pages()) {
            throw new IllegalArgumentException("VM " + state.name() + " needs " + state.spec().pages() + " frames, given " + frames.length);
        }
        MemoryImage empty = MemoryImage.empty(state.seed(), state.spec().pages(), state.spec().pageSize());
        return new VirtualMachine(state, host, frames.clone(), empty, Status.FROZEN);
    }

    private static void checkPageSize(VmSpec spec, EmulatedHost host) {
        if (spec.pageSize() != host.memory().pageSize()) {
            throw new IllegalArgumentException("VM pages of " + spec.pageSize() + " B on host " + host.name()
                    + " with frames of " + host.memory().pageSize() + " B");
        }
    }

    private static int[] allocateOrThrow(EmulatedHost host, int pages) {
        FrameAllocation a = host.memory().allocate(pages);
        if (a instanceof FrameAllocation.Refused r) {
            throw new IllegalStateException(r.reason());
        }
        return ((FrameAllocation.Granted) a).frames();
    }

    /** Runs the guest for {@code seconds}: writes working-set pages at the dirty rate, advances vCPU and files. */
    public void run(double seconds, RandomGenerator random) {
        requireStatus(Status.RUNNING, "run");
        if (!(seconds >= 0)) {
            throw new IllegalArgumentException("run for a non-negative time, not " + seconds);
        }
        double due = pendingWrites + spec.writesPerSecond() * seconds;
        long writes = (long) due;
        pendingWrites = due - writes;
        for (long w = 0; w < writes; w++) {
            int gp = pageTable.guestPhysical(workingSet.page(random.nextInt(workingSet.size())));
            if (!memory.isPresent(gp)) {
                throw new IllegalStateException("VM " + name + " on " + host.name() + ": page fault on guest-physical page "
                        + gp + ", which is not resident here");
            }
            memory.write(gp);
            dirtyLog.set(gp);
            unflushed.set(gp);
        }
        vcpu = vcpu.advance(seconds);
        long advance = (long) (seconds * FILE_BYTES_PER_SECOND);
        openFiles = openFiles.stream().map(f -> f.advance(advance)).toList();
    }

    public void freeze() {
        requireStatus(Status.RUNNING, "freeze");
        status = Status.FROZEN;
    }

    public void resume() {
        requireStatus(Status.FROZEN, "resume");
        status = Status.RUNNING;
    }

    /** Everything but the pages, as it is now. */
    public VmState captureState() {
        requireNotReleased("capture the state of");
        return new VmState(name, spec, seed, pageTable, workingSet, openFiles, endpoints, vcpu);
    }

    /** Guest-physical pages written since the last call (pre-copy's log-dirty mode), clearing the log. */
    public int[] takeDirtyLog() {
        int[] pages = dirtyLog.stream().toArray();
        dirtyLog.clear();
        return pages;
    }

    public int dirtyLogSize() {
        return dirtyLog.cardinality();
    }

    /** Guest-physical pages written since they were last written back to the page store, clearing the set. */
    public int[] takeUnflushedPages() {
        int[] pages = unflushed.stream().toArray();
        unflushed.clear();
        return pages;
    }

    /** Installs a copy of guest-physical page {@code gp} at {@code version} in this host's frame for it. */
    public void installPage(int gp, int version) {
        requireNotReleased("install a page into");
        memory.put(gp, version);
        shadow.map(gp, frames[gp]);
    }

    public boolean isResident(int gp) {
        return memory.isPresent(gp);
    }

    /** The version of a resident page, or {@link MemoryImage#ABSENT}. */
    public int pageVersion(int gp) {
        requireNotReleased("read a page of");
        return memory.version(gp);
    }

    public int residentPages() {
        return memory.presentPages();
    }

    /** The real bytes of a resident page. */
    public byte[] pageBytes(int gp) {
        requireNotReleased("read a page of");
        return memory.pageBytes(gp);
    }

    /** SHA-256 over the real bytes of the resident pages (small VMs: a full pass over the bytes). */
    public byte[] memorySha256() {
        requireNotReleased("hash");
        return memory.sha256();
    }

    /** The digest of the resident memory image and of the open files, endpoints and vCPU. */
    public VmDigest digest() {
        requireNotReleased("digest");
        return new VmDigest(memory.digest(), VmDigest.openState(openFiles, endpoints, vcpu));
    }

    /** Frees this VM's frames on its host; the VM is gone from here. */
    public void release() {
        requireNotReleased("release");
        host.memory().free(frames);
        status = Status.RELEASED;
    }

    private void requireStatus(Status wanted, String action) {
        if (status != wanted) {
            throw new IllegalStateException("cannot " + action + " VM " + name + " on " + host.name() + ": it is " + status);
        }
    }

    private void requireNotReleased(String action) {
        if (status == Status.RELEASED) {
            throw new IllegalStateException("cannot " + action + " VM " + name + ": it was released from " + host.name());
        }
    }

    public String name() {
        return name;
    }

    public VmSpec spec() {
        return spec;
    }

    public long seed() {
        return seed;
    }

    public EmulatedHost host() {
        return host;
    }

    public Status status() {
        return status;
    }

    public GuestPageTable pageTable() {
        return pageTable;
    }

    /** The shadow mapping onto this host's frames (read it; the VM keeps it up to date). */
    public ShadowPageTable shadowPageTable() {
        return shadow;
    }

    public WorkingSet workingSet() {
        return workingSet;
    }

    public List<OpenFile> openFiles() {
        return openFiles;
    }

    public List<Endpoint> endpoints() {
        return endpoints;
    }

    public VCpuState vcpu() {
        return vcpu;
    }

    @Override
    public String toString() {
        return "VM " + name + " (" + (spec.sizeBytes() >> 20) + " MiB) on " + host.name() + ", " + status;
    }
}
