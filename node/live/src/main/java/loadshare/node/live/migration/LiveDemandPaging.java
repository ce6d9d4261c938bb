package loadshare.node.live.migration;

import akka.actor.typed.Behavior;
import loadshare.migration.strategy.DemandPaging;

/**
 * Demand paging (post-copy), live: freeze and hand over the state at once, naming the source as the page server;
 * the target resumes the VM, faults its working set in from the source and pulls the rest, while the source serves
 * (the residual dependency) and only then lets go of the VM.
 */
record LiveDemandPaging() implements LiveStrategy {

    @Override
    public String name() {
        return DemandPaging.NAME;
    }

    @Override
    public Behavior<PageTransferMessage> admitted(MigrationSource source, PageTransferMessage.Admitted admitted) {
        source.freeze();
        return source.handOverServingFaults();
    }

    @Override
    public void handedOver(Incoming incoming) {
        incoming.resumeAndFaultIn();
    }
}
