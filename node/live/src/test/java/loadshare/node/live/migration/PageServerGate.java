package loadshare.node.live.migration;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import java.util.ArrayList;
import java.util.List;

/**
 * A test's stand-in in front of a page server: passes every message on, except that readers' page faults and pulls
 * wait until the test {@link Open opens} it — so a test can decide what happens before the target gets its pages.
 */
final class PageServerGate {

    /** Let the waiting and all later requests through. */
    record Open() implements PageTransferMessage, NoSerializationVerificationNeeded {
    }

    private PageServerGate() {
    }

    static Behavior<PageTransferMessage> create(ActorRef<PageTransferMessage> server) {
        return Behaviors.setup(ctx -> {
            List<PageTransferMessage> held = new ArrayList<>();
            boolean[] open = {false};
            return Behaviors.receiveMessage(m -> {
                if (m instanceof Open) {
                    open[0] = true;
                    held.forEach(server::tell);
                    held.clear();
                } else if (!open[0] && (m instanceof PageTransferMessage.Fetch || m instanceof PageTransferMessage.Pull)) {
                    held.add(m);
                } else {
                    server.tell(m);
                }
                return Behaviors.same();
            });
        });
    }
}
