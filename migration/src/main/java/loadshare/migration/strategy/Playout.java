package loadshare.migration.strategy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import loadshare.hardware.memory.FrameAllocation;
import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;
import loadshare.hardware.vm.VmState;
import loadshare.migration.Faults;
import loadshare.migration.MigrationIntegrityException;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.MigrationReport;
import loadshare.migration.MigrationRequest;
import loadshare.migration.Phase;
import loadshare.migration.forwarding.ForwardingTable;
import loadshare.migration.forwarding.MessageForwarding;

/**
 * The model clock and bookkeeping of one migration, shared by every strategy: a strategy says what moves
 * when ({@link #advance}, {@link #stage}, {@link #fault}, {@link #commit}...), the playout keeps time,
 * bytes and phases, injects the request's {@link Faults} at the step they fall in, and turns the result
 * into a {@link MigrationReport}.
 *
 * <p>Commit is the moment the VM resumes on the target. Before it the source holds the VM (unless a
 * checkpoint made it {@link #durable}): a target death aborts, the VM resumes on the source; a source
 * death loses the VM. After it, a source death matters only while a residual dependency lasts.
 */
final class Playout {

    /** A request for one page on a fault. */
    static final long FAULT_REQUEST_BYTES = 64;

    private final String strategy;
    private final MigrationRequest request;
    private final VirtualMachine source;
    private final EmulatedHost target;
    private final Faults faults;
    private final List<Phase> phases = new ArrayList<>();
    private final MemoryImage staging;
    private int[] targetFrames;
    private VirtualMachine arrived;
    private double clock;
    private long bytes;
    private int pageFaults;
    private double stalled;
    private double frozenAt = Double.NaN;
    private double resumedAt = Double.NaN;
    private double releasedAt = Double.NaN;
    private boolean committed;
    private boolean durable;
    private boolean residual;
    private VmDigest before;
    private VmDigest after;

    private Playout(String strategy, MigrationRequest request) {
        this.strategy = strategy;
        this.request = request;
        this.source = request.vm();
        this.target = request.target();
        this.faults = request.faults();
        this.clock = request.startTime();
        this.staging = MemoryImage.empty(source.seed(), source.spec().pages(), source.spec().pageSize());
    }

    /**
     * Plays out one migration: admission on the target (refused without free frames), then the strategy's
     * {@code body}, then the report. Faults end the body early; integrity failures propagate.
     */
    static MigrationReport play(String strategy, MigrationRequest request, boolean copiesSourceMemory,
            Consumer<Playout> body) {
        VirtualMachine vm = request.vm();
        if (vm.status() != VirtualMachine.Status.RUNNING) {
            throw new IllegalArgumentException("only a running VM can migrate; " + vm);
        }
        if (copiesSourceMemory && vm.residentPages() != vm.spec().pages()) {
            throw new IllegalArgumentException(strategy + " copies memory from the source, but " + vm + " holds only "
                    + vm.residentPages() + " of " + vm.spec().pages() + " pages (the rest are on the file server)");
        }
        Playout p = new Playout(strategy, request);
        FrameAllocation admission = request.target().memory().allocate(vm.spec().pages());
        if (admission instanceof FrameAllocation.Refused refused) {
            return p.report(new MigrationOutcome.Refused(refused.reason()), vm);
        }
        p.targetFrames = ((FrameAllocation.Granted) admission).frames();
        try {
            body.accept(p);
            return p.report(new MigrationOutcome.Completed(), p.arrived);
        } catch (FaultInterrupt i) {
            return p.interrupted(i);
        } catch (RuntimeException e) {
            p.giveBackTarget(); // a failed run (an integrity violation) still must not leak the target's frames
            throw e;
        }
    }

    // ---- what strategies use

    MigrationRequest request() {
        return request;
    }

    VirtualMachine source() {
        return source;
    }

    int pageSize() {
        return source.spec().pageSize();
    }

    double now() {
        return clock;
    }

    /** Lets model time pass for a step of {@code duration} that moves {@code moved} bytes; faults strike here. */
    void advance(String name, double duration, long moved) {
        double end = clock + duration;
        if (faults.targetDiesAt() <= end) {
            double at = Math.max(clock, faults.targetDiesAt());
            throw new FaultInterrupt(at, committed, "target " + target.name() + " died at t=" + at + " during '" + name + "'"
                    + (committed ? ", after the migration committed: the VM died with it" : ", before commit"));
        }
        if (sourceNeeded() && faults.sourceDiesAt() <= end) {
            double at = Math.max(clock, faults.sourceDiesAt());
            throw new FaultInterrupt(at, true, "source " + source.host().name() + " died at t=" + at + " during '" + name + "'"
                    + (committed ? ", while the VM still depended on it for pages (residual dependency)" : ", before commit"));
        }
        boolean frozen = !Double.isNaN(frozenAt) && !committed;
        Phase last = phases.isEmpty() ? null : phases.get(phases.size() - 1);
        if (last != null && last.name().equals(name) && last.frozen() == frozen) {
            phases.set(phases.size() - 1, new Phase(name, last.start(), end - last.start(), last.bytes() + moved, frozen));
        } else {
            phases.add(new Phase(name, clock, duration, moved, frozen));
        }
        clock = end;
        bytes += moved;
    }

    /** A step while the VM keeps running on the source: time passes and the VM writes pages meanwhile. */
    void whileRunning(String name, double duration, long moved) {
        advance(name, duration, moved);
        source.run(duration, request.random());
    }

    void freeze() {
        source.freeze();
        frozenAt = clock;
        before = sourceDigest("at freeze");
    }

    /** Freezes the VM and captures what moves with it besides its pages (page table, descriptors, vCPU). */
    VmState freezeAndCapture() {
        freeze();
        return source.captureState();
    }

    /** The source VM's digest; pages it does not hold are in its backing store on the file server. */
    private VmDigest sourceDigest(String when) {
        if (source.residentPages() == source.spec().pages()) {
            return source.digest();
        }
        MemoryImage store = request.fileServer().pageStore(source.name());
        return ImageIntegrity.digest(strategy, source, store::version, when);
    }

    /** From now on the VM survives the source's death (its checkpoint is on the file server). */
    void durable() {
        durable = true;
    }

    /** After commit the source keeps pages the VM needs, until {@link #endResidual}. */
    void keepResidual() {
        residual = true;
    }

    /** A page crossing a link: a corrupting link changes its contents on every transit. */
    int carry(int gp, int version) {
        return gp == faults.corruptPage() ? version + 1 : version;
    }

    /** A page arrives at the target before the target's VM exists (copied while the source runs or is frozen). */
    void stage(int gp, int version) {
        staging.put(gp, carry(gp, version));
    }

    /** The VM's state arrived: the target builds its VM in the frames reserved at admission and installs staged pages. */
    VirtualMachine arrive(VmState state) {
        arrived = VirtualMachine.incoming(state, target, targetFrames);
        for (int gp = 0; gp < staging.pages(); gp++) {
            if (staging.isPresent(gp)) {
                arrived.installPage(gp, staging.version(gp));
            }
        }
        return arrived;
    }

    /** The VM resumes on the target. Without a residual dependency the source lets go of it now. */
    void commit() {
        if (arrived == null) {
            throw new IllegalStateException(strategy + ": commit before the VM's state arrived");
        }
        advance("commit", 0, 0);
        arrived.resume();
        committed = true;
        resumedAt = clock;
        if (!residual) {
            releaseSource();
        }
    }

    /** The residual dependency ends: the source frees what it still held. */
    void endResidual() {
        residual = false;
        releaseSource();
    }

    /** A page fault after resume, served in {@code duration}: the vCPU stalls, the page arrives. */
    void fault(String name, double duration, int gp, int version) {
        advance(name, duration, FAULT_REQUEST_BYTES + pageSize());
        arrived.installPage(gp, carry(gp, version));
        pageFaults++;
        stalled += duration;
    }

    /**
     * The integrity check: the image the target has, completed by the pages {@code elsewhere} still holds
     * (the source, the file server; {@link MemoryImage#ABSENT} if none), and the open state must equal the
     * VM's digest when it froze. Throws {@link MigrationIntegrityException} otherwise.
     */
    void verify(String when, IntUnaryOperator elsewhere) {
        after = ImageIntegrity.digest(strategy, arrived, elsewhere, when);
        ImageIntegrity.requireEqual(strategy, arrived, target.name(), when, before, after);
    }

    // ---- internals

    private boolean sourceNeeded() {
        return committed ? residual : !durable;
    }

    private void releaseSource() {
        if (source.status() != VirtualMachine.Status.RELEASED) {
            source.release();
        }
        releasedAt = clock;
    }

    private void giveBackTarget() {
        if (arrived != null) {
            if (arrived.status() != VirtualMachine.Status.RELEASED) {
                arrived.release();
            }
        } else {
            target.memory().free(targetFrames);
        }
    }

    private MigrationReport interrupted(FaultInterrupt i) {
        clock = i.at;
        giveBackTarget();
        boolean sourceDead = faults.sourceDiesAt() <= i.at;
        if (i.lost || sourceDead) {
            if (source.status() != VirtualMachine.Status.RELEASED) {
                source.release();
            }
            String reason = i.lost ? i.getMessage() : i.getMessage() + "; the source had died too";
            return report(new MigrationOutcome.Lost(reason), null);
        }
        request.fileServer().deleteImage(CheckpointRestart.checkpointFile(source));
        if (source.status() == VirtualMachine.Status.FROZEN) {
            source.resume();
        }
        after = sourceDigest("after the abort");
        if (before != null && !before.memory().equals(after.memory())) {
            throw new MigrationIntegrityException(strategy + ": aborted migration changed " + source + "'s memory");
        }
        if (before == null) {
            before = after;
        }
        return report(new MigrationOutcome.Aborted(i.getMessage() + "; the VM resumed on " + source.host().name()), source);
    }

    private MigrationReport report(MigrationOutcome outcome, VirtualMachine where) {
        double freeze = 0;
        if (!Double.isNaN(frozenAt)) {
            freeze = (committed ? resumedAt : clock) - frozenAt;
        }
        double residualTime = !committed ? 0 : residual ? Double.POSITIVE_INFINITY : releasedAt - resumedAt;
        int forwarded = 0;
        double forwardingDelay = 0;
        if (outcome instanceof MigrationOutcome.Completed) {
            ForwardingTable table = MessageForwarding.play(source.name(), source.host().name(), target.name(),
                    request.link().latency(), request.traffic(), request.startTime(), frozenAt, resumedAt, request.random());
            forwarded = table.forwarded();
            forwardingDelay = table.extraDelay();
        }
        return new MigrationReport(strategy, outcome, request.startTime(), freeze, clock - request.startTime(), bytes,
                pageFaults, stalled, residualTime, forwarded, forwardingDelay, before, after, phases, where);
    }
}
