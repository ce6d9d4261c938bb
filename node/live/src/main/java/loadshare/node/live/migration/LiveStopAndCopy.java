package loadshare.node.live.migration;

import akka.actor.typed.Behavior;
import loadshare.migration.strategy.StopAndCopy;

/**
 * Stop-and-copy, live: freeze, stream every page to the target, hand over the state; the target verifies the image
 * and resumes the VM.
 */
record LiveStopAndCopy() implements LiveStrategy {

    @Override
    public String name() {
        return StopAndCopy.NAME;
    }

    @Override
    public Behavior<PageTransferMessage> admitted(MigrationSource source, PageTransferMessage.Admitted admitted) {
        source.freeze();
        PageStream all = source.stream(admitted.stream(), admitted.window());
        all.addRange(0, source.vm().spec().pages());
        return source.copy(all, admitted.target(), source::handOver);
    }

    @Override
    public void handedOver(Incoming incoming) {
        incoming.verifyAndResume();
    }
}
