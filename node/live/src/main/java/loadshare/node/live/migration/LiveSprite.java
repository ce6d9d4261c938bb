package loadshare.node.live.migration;

import akka.actor.typed.Behavior;
import loadshare.migration.strategy.SpriteMigration;

/**
 * Sprite, live: open the VM's page store on the file server, freeze, flush the pages dirtied since their last
 * write-back to it, hand over naming the file server; the source lets go at once. The target resumes the VM, faults
 * its working set in from the file server and pulls the rest: no residual dependency on the source.
 */
record LiveSprite() implements LiveStrategy {

    @Override
    public String name() {
        return SpriteMigration.NAME;
    }

    @Override
    public boolean needsFileServer() {
        return true;
    }

    @Override
    public Behavior<PageTransferMessage> admitted(MigrationSource source, PageTransferMessage.Admitted admitted) {
        String pageStore = source.vm().name();
        return source.openImage(pageStore, true, "/flush", opened -> {
            source.freeze();
            PageStream flush = source.stream(opened.stream(), opened.window());
            flush.addAll(source.vm().takeUnflushedPages());
            return source.copy(flush, source.fileServer(), () -> source.handOver(source.fileServer(), pageStore));
        });
    }

    @Override
    public void handedOver(Incoming incoming) {
        incoming.resumeAndFaultIn();
    }
}
