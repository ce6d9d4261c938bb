package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import java.util.SplittableRandom;
import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;
import loadshare.hardware.vm.VmState;
import loadshare.migration.MigrationIntegrityException;
import loadshare.migration.MigrationOutcome;

/**
 * One VM arriving at a {@link MigrationTarget}, from admission to the end. Pages sent before the handover are
 * checked and staged (versions only); at the handover the VM is built in the frames reserved at admission, and its
 * {@link LiveStrategy} says how it goes on: {@linkplain #verifyAndResume verify and resume} at once (stop-and-copy,
 * pre-copy); {@linkplain #resumeAndFaultIn resume, fault the working set in} (one page at a time from the page
 * server, in the guest's order of first touches) and pull the rest (demand paging, Sprite); or
 * {@linkplain #restartFromImage pull the whole checkpoint}, then verify and resume (checkpoint/restart). Every
 * completed migration has checked every page's bytes and compared the image's digest with the digest at the freeze.
 */
final class Incoming {

    /** Where the arrival stands. */
    private enum Phase {
        /** Frames reserved; pages sent before the handover are checked and staged. */
        STAGING,
        /** The state arrived and the VM is built here, not running yet. */
        BUILT,
        /** Not running yet: pulling every page of the checkpoint. */
        RESTARTING,
        /** Running here (committed): faulting its working set in from the page server. */
        FAULTING_IN,
        /** Running here (committed): pulling the pages it has not faulted in. */
        PULLING_REST,
        /** Completed, aborted or lost; nothing more happens. */
        ENDED
    }

    private final String vmName;
    private final LiveStrategy strategy;
    private final long seed;
    private final int pages;
    private final int pageSize;
    private final EmulatedHost host;
    private final ActorRef<PageTransferMessage> self;
    private final ActorRef<PageTransferMessage> source;
    private final ActorRef<TargetEvent> events;
    private final TransferSettings settings;
    private final String inStream;
    private final String pullStream;
    private Phase phase = Phase.STAGING;
    private int[] frames;
    private MemoryImage staging;
    private VirtualMachine vm;
    private VmDigest before;
    private ActorRef<PageTransferMessage> pageServer;
    private String image;
    private int[] touches;
    private int touched;
    private int pageFaults;
    private long pulledBytes;
    private long pullStart;
    private long pullNanos;

    Incoming(PageTransferMessage.Admit admit, LiveStrategy strategy, int[] frames, EmulatedHost host,
             ActorRef<PageTransferMessage> self, ActorRef<TargetEvent> events, TransferSettings settings) {
        this.vmName = admit.vm();
        this.strategy = strategy;
        this.seed = admit.seed();
        this.pages = admit.spec().pages();
        this.pageSize = admit.spec().pageSize();
        this.host = host;
        this.self = self;
        this.source = admit.source();
        this.events = events;
        this.settings = settings;
        this.frames = frames;
        this.staging = MemoryImage.empty(seed, pages, pageSize);
        this.inStream = vmName + "@" + host.name() + "/in";
        this.pullStream = vmName + "@" + host.name() + "/pull";
    }

    String inStream() {
        return inStream;
    }

    String pullStream() {
        return pullStream;
    }

    ActorRef<PageTransferMessage> source() {
        return source;
    }

    boolean ended() {
        return phase == Phase.ENDED;
    }

    /** The VM built here (null until the handover); released already unless the migration completed. */
    VirtualMachine arrived() {
        return vm;
    }

    void admitted() {
        source.tell(new PageTransferMessage.Admitted(vmName, inStream, settings.window(), self));
        events.tell(new TargetEvent.Admitted(vmName));
    }

    void onChunk(PageTransferMessage.PageChunk chunk) {
        try {
            boolean in = chunk.stream().equals(inStream);
            boolean pulled = chunk.stream().equals(pullStream);
            if (in && phase == Phase.STAGING) {
                PageCheck.admit(vmName + " on " + host.name(), seed, pageSize, pages, chunk, PageCheck.into(staging));
                source.tell(new PageTransferMessage.Credit(inStream, 1));
            } else if (pulled && (phase == Phase.RESTARTING || phase == Phase.PULLING_REST)) {
                pulledBytes += PageCheck.admit(vmName + " on " + host.name(), seed, pageSize, pages, chunk, vm::installPage);
                pageServer.tell(new PageTransferMessage.Credit(pullStream, 1));
            } else if (pulled && phase == Phase.FAULTING_IN) {
                PageCheck.admit(vmName + " on " + host.name(), seed, pageSize, pages, chunk, vm::installPage);
                pageFaults++;
                touched++;
                nextFault();
            } else {
                throw new MigrationIntegrityException(vmName + " on " + host.name() + ": a chunk on stream "
                        + chunk.stream() + " at the wrong moment");
            }
        } catch (MigrationIntegrityException e) {
            fail(e.getMessage());
        }
    }

    void onHandover(PageTransferMessage.Handover h) {
        try {
            VmState state = h.state().toVmState();
            vm = VirtualMachine.incoming(state, host, frames);
            frames = null;
            phase = Phase.BUILT;
            for (int gp = 0; gp < pages; gp++) {
                if (staging.isPresent(gp)) {
                    vm.installPage(gp, staging.version(gp));
                }
            }
            staging = null;
            before = h.before();
            pageServer = h.pageServer();
            image = h.image();
            strategy.handedOver(this);
        } catch (RuntimeException e) {
            fail(vmName + " on " + host.name() + ": the handover could not be taken: " + e.getMessage());
        }
    }

    void onStreamEnd() {
        if (phase == Phase.RESTARTING || phase == Phase.PULLING_REST) {
            pullNanos = System.nanoTime() - pullStart;
            complete();
        }
    }

    /** A party this migration may depend on is gone. */
    void onGone(ActorRef<?> who) {
        if (phase == Phase.ENDED) {
            return;
        }
        // the source holds pages the VM needs before the handover, and after it if it is the page server
        boolean dependsOnSource = phase == Phase.STAGING || source.equals(pageServer);
        if (who.equals(source) && dependsOnSource) {
            end(new MigrationOutcome.Lost("the source of " + vmName + " died " + (phase == Phase.STAGING
                    ? "before the handover" : "while the VM depended on it for pages (residual dependency)")));
        } else if (who.equals(pageServer)) {
            end(new MigrationOutcome.Lost("the page server of " + vmName + " died before every page arrived"));
        }
    }

    void onFailed(String reason) {
        fail(vmName + " on " + host.name() + ": " + reason);
    }

    // --- how the VM goes on after the handover, as its strategy says

    /** Every page is here: verify the image and resume the VM. */
    void verifyAndResume() {
        complete();
    }

    /** Resume the VM now and fault its working set in from the page server, then pull the rest. */
    void resumeAndFaultIn() {
        resume();
        phase = Phase.FAULTING_IN;
        touches = firstTouches();
        nextFault();
    }

    /** Pull every page of the image (a checkpoint), then verify it and resume the VM. */
    void restartFromImage() {
        pull(Phase.RESTARTING);
    }

    /** The guest-physical pages of the working set, in the order the guest first touches them. */
    private int[] firstTouches() {
        int[] order = vm.workingSet().shuffled(new SplittableRandom(seed));
        for (int i = 0; i < order.length; i++) {
            order[i] = vm.pageTable().guestPhysical(order[i]);
        }
        return order;
    }

    private void nextFault() {
        while (touched < touches.length && vm.isResident(touches[touched])) {
            touched++;
        }
        if (touched < touches.length) {
            pageServer.tell(new PageTransferMessage.Fetch(image, pullStream, touches[touched], self));
        } else {
            pull(Phase.PULLING_REST);
        }
    }

    private void pull(Phase pulling) {
        phase = pulling;
        pullStart = System.nanoTime();
        pageServer.tell(new PageTransferMessage.Pull(image, pullStream, settings.window(), self));
    }

    private void resume() {
        vm.resume();
        source.tell(new PageTransferMessage.Resumed(vmName));
        events.tell(new TargetEvent.Resumed(vmName));
    }

    /** Whether the VM runs here (or did, until it was lost): the migration committed. */
    private boolean committed() {
        return phase == Phase.FAULTING_IN || phase == Phase.PULLING_REST;
    }

    private void complete() {
        if (vm.residentPages() != pages) {
            int missing = 0;
            while (vm.isResident(missing)) {
                missing++;
            }
            fail(vmName + " on " + host.name() + ": page " + missing + " never arrived (" + vm.residentPages() + " of "
                    + pages + " pages)");
            return;
        }
        VmDigest after = vm.digest();
        if (!after.equals(before)) {
            fail(String.format("%s: VM %s arrived corrupted on %s: digest at the freeze %s / %x, of the pages received %s / %x",
                    strategy.name(), vmName, host.name(), before.memory(), before.openState(), after.memory(), after.openState()));
            return;
        }
        if (!committed()) {
            resume();
        }
        source.tell(new PageTransferMessage.Completed(vmName, after, pageFaults, pulledBytes, pullNanos));
        if (phase == Phase.RESTARTING) {
            pageServer.tell(new PageTransferMessage.DeleteImage(image)); // the checkpoint restarted from
        }
        phase = Phase.ENDED;
        events.tell(new TargetEvent.Ended(vmName, new MigrationOutcome.Completed(), vm));
    }

    private void fail(String reason) {
        source.tell(new PageTransferMessage.Failed(vmName, reason));
        end(committed() ? new MigrationOutcome.Lost(reason) : new MigrationOutcome.Aborted(reason));
    }

    private void end(MigrationOutcome outcome) {
        if (phase == Phase.STAGING) {
            host.memory().free(frames);
            frames = null;
        } else if (vm != null && vm.status() != VirtualMachine.Status.RELEASED) {
            vm.release();
        }
        phase = Phase.ENDED;
        events.tell(new TargetEvent.Ended(vmName, outcome, null));
    }
}
