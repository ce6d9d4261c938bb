package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.strategy.PreCopy;

/**
 * Pre-copy, live: stream every page while the VM runs, then in rounds the pages it dirtied meanwhile, until the dirty
 * set is at most the model's threshold or its last round was sent; freeze, stream the last dirty pages, hand over.
 * The target verifies the image and resumes the VM.
 */
record LivePreCopy(PreCopy model) implements LiveStrategy {

    @Override
    public String name() {
        return PreCopy.NAME;
    }

    @Override
    public Behavior<PageTransferMessage> admitted(MigrationSource source, PageTransferMessage.Admitted admitted) {
        source.vm().takeDirtyLog(); // log dirty pages from here on
        PageStream out = source.stream(admitted.stream(), admitted.window());
        out.addRange(0, source.vm().spec().pages());
        return round(source, out, admitted.target(), 1);
    }

    /** Round {@code round}: the pages queued on {@code out} go while the VM keeps running and writing. */
    private Behavior<PageTransferMessage> round(MigrationSource source, PageStream out, ActorRef<PageTransferMessage> to,
                                             int round) {
        source.round(round);
        return source.copy(out, to, () -> afterRound(source, out, to, round));
    }

    private Behavior<PageTransferMessage> afterRound(MigrationSource source, PageStream out,
                                                     ActorRef<PageTransferMessage> to, int round) {
        VirtualMachine vm = source.vm();
        if (vm.dirtyLogSize() > model.thresholdPages() && round < model.maxRounds()) {
            out.addAll(vm.takeDirtyLog());
            return round(source, out, to, round + 1);
        }
        source.freeze();
        out.addAll(vm.takeDirtyLog());
        return source.copy(out, to, source::handOver);
    }

    @Override
    public void handedOver(Incoming incoming) {
        incoming.verifyAndResume();
    }
}
