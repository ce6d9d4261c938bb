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
import loadshare.migration.strategy.CheckpointRestart;
import loadshare.migration.strategy.DemandPaging;
import loadshare.migration.strategy.SpriteMigration;

/**
 * One VM arriving at a {@link MigrationTarget}, from admission to the end. Pages sent before the handover are
 * checked and staged (versions only); at the handover the VM is built in the frames reserved at admission. Then,
 * by strategy: stop-and-copy and pre-copy verify and resume at once; demand paging and Sprite resume at once,
 * fault the working set in (one page at a time from the page server, in the guest's order of first touches) and
 * pull the rest; checkpoint/restart pulls the whole checkpoint, then verifies and resumes. Every completed
 * migration has checked every page's bytes and compared the image's digest with the digest at the freeze.
 */
final class Incoming {

    private final String vmName;
    private final String strategy;
    private final long seed;
    private final int pages;
    private final int pageSize;
    private final EmulatedHost host;
    private final ActorRef<MigrationMessage> self;
    private final ActorRef<MigrationMessage> source;
    private final ActorRef<TargetEvent> events;
    private final TransferSettings settings;
    private final String inStream;
    private final String pullStream;
    private int[] frames;
    private MemoryImage staging;
    private VirtualMachine vm;
    private VmDigest before;
    private ActorRef<MigrationMessage> pageServer;
    private String image;
    private int[] touches;
    private int touched;
    private boolean pulling;
    private boolean committed;
    private boolean ended;
    private int pageFaults;
    private long pulledBytes;
    private long pullStart;
    private long pullNanos;

    Incoming(MigrationMessage.Admit admit, int[] frames, EmulatedHost host, ActorRef<MigrationMessage> self,
             ActorRef<TargetEvent> events, TransferSettings settings) {
        this.vmName = admit.vm();
        this.strategy = admit.strategy();
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

    ActorRef<MigrationMessage> source() {
        return source;
    }

    boolean ended() {
        return ended;
    }

    /** The VM built here (null until the handover); released already unless the migration completed. */
    VirtualMachine arrived() {
        return vm;
    }

    void admitted() {
        source.tell(new MigrationMessage.Admitted(vmName, inStream, settings.window(), self));
        events.tell(new TargetEvent.Admitted(vmName));
    }

    void onChunk(MigrationMessage.PageChunk chunk) {
        try {
            if (chunk.stream().equals(inStream) && vm == null) {
                PageCheck.admit(vmName + " on " + host.name(), seed, pageSize, pages, chunk, PageCheck.into(staging));
                source.tell(new MigrationMessage.Credit(inStream, 1));
            } else if (chunk.stream().equals(pullStream) && vm != null) {
                long bytes = PageCheck.admit(vmName + " on " + host.name(), seed, pageSize, pages, chunk, vm::installPage);
                if (pulling) {
                    pulledBytes += bytes;
                    pageServer.tell(new MigrationMessage.Credit(pullStream, 1));
                } else {
                    pageFaults++;
                    touched++;
                    nextFault();
                }
            } else {
                throw new MigrationIntegrityException(vmName + " on " + host.name() + ": a chunk on stream "
                        + chunk.stream() + " at the wrong moment");
            }
        } catch (MigrationIntegrityException e) {
            fail(e.getMessage());
        }
    }

    void onHandover(MigrationMessage.Handover h) {
        try {
            VmState state = h.state().toVmState();
            vm = VirtualMachine.incoming(state, host, frames);
            frames = null;
            for (int gp = 0; gp < pages; gp++) {
                if (staging.isPresent(gp)) {
                    vm.installPage(gp, staging.version(gp));
                }
            }
            staging = null;
            before = h.before();
            pageServer = h.pageServer();
            image = h.image();
            switch (strategy) {
                case DemandPaging.NAME, SpriteMigration.NAME -> {
                    resume();
                    touches = firstTouches(state);
                    nextFault();
                }
                case CheckpointRestart.NAME -> pull();
                default -> complete();
            }
        } catch (RuntimeException e) {
            fail(vmName + " on " + host.name() + ": the handover could not be taken: " + e.getMessage());
        }
    }

    void onStreamEnd() {
        if (pulling) {
            pulling = false;
            pullNanos = System.nanoTime() - pullStart;
            complete();
        }
    }

    /** A party this migration may depend on is gone. */
    void onGone(ActorRef<?> who) {
        if (ended) {
            return;
        }
        boolean dependsOnSource = vm == null || (DemandPaging.NAME.equals(strategy) && !ended);
        if (who.equals(source) && dependsOnSource) {
            end(new MigrationOutcome.Lost("the source of " + vmName + " died " + (vm == null ? "before the handover"
                    : "while the VM depended on it for pages (residual dependency)")));
        } else if (who.equals(pageServer)) {
            end(new MigrationOutcome.Lost("the page server of " + vmName + " died before every page arrived"));
        }
    }

    void onFailed(String reason) {
        fail(vmName + " on " + host.name() + ": " + reason);
    }

    private int[] firstTouches(VmState state) {
        int[] order = state.workingSet().shuffled(new SplittableRandom(seed));
        for (int i = 0; i < order.length; i++) {
            order[i] = state.pageTable().guestPhysical(order[i]);
        }
        return order;
    }

    private void nextFault() {
        while (touched < touches.length && vm.isResident(touches[touched])) {
            touched++;
        }
        if (touched < touches.length) {
            pageServer.tell(new MigrationMessage.Fetch(image, pullStream, touches[touched], self));
        } else {
            pull();
        }
    }

    private void pull() {
        pulling = true;
        pullStart = System.nanoTime();
        pageServer.tell(new MigrationMessage.Pull(image, pullStream, settings.window(), self));
    }

    private void resume() {
        vm.resume();
        committed = true;
        source.tell(new MigrationMessage.Resumed(vmName));
        events.tell(new TargetEvent.Resumed(vmName));
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
                    strategy, vmName, host.name(), before.memory(), before.openState(), after.memory(), after.openState()));
            return;
        }
        if (!committed) {
            resume();
        }
        source.tell(new MigrationMessage.Completed(vmName, after, pageFaults, pulledBytes, pullNanos));
        if (CheckpointRestart.NAME.equals(strategy)) {
            pageServer.tell(new MigrationMessage.DeleteImage(image));
        }
        ended = true;
        events.tell(new TargetEvent.Ended(vmName, new MigrationOutcome.Completed(), vm));
    }

    private void fail(String reason) {
        source.tell(new MigrationMessage.Failed(vmName, reason));
        end(committed ? new MigrationOutcome.Lost(reason) : new MigrationOutcome.Aborted(reason));
    }

    private void end(MigrationOutcome outcome) {
        if (vm != null) {
            if (vm.status() != VirtualMachine.Status.RELEASED) {
                vm.release();
            }
        } else if (frames != null) {
            host.memory().free(frames);
            frames = null;
        }
        ended = true;
        events.tell(new TargetEvent.Ended(vmName, outcome, null));
    }
}
