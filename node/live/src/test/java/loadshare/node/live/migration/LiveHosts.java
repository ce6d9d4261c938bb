package loadshare.node.live.migration;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorRefResolver;
import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import loadshare.node.live.LiveNode;
import loadshare.node.live.StopNode;
import loadshare.node.live.TestSecurity;

/**
 * Actor systems of one cluster in this JVM, on loopback ports chosen at run time, as the hosts of live migrations.
 * Refs handed from one system to another are resolved through their serialized form, so every message between
 * hosts crosses Artery as Jackson CBOR.
 */
final class LiveHosts implements AutoCloseable {

    final List<ActorTestKit> kits = new ArrayList<>();

    LiveHosts(int systems) throws InterruptedException {
        ActorTestKit first = ActorTestKit.create(LiveNode.SYSTEM_NAME, LiveNode.config("127.0.0.1", 0, List.of(), TestSecurity.tls()));
        Cluster cluster = Cluster.get(first.system());
        cluster.manager().tell(akka.cluster.typed.Join.create(cluster.selfMember().address()));
        kits.add(first);
        for (int i = 1; i < systems; i++) {
            kits.add(ActorTestKit.create(LiveNode.SYSTEM_NAME,
                    LiveNode.config("127.0.0.1", 0, List.of(LiveNode.hostPort(first.system())), TestSecurity.tls())));
        }
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (up() < systems) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the " + systems + " systems did not form a cluster in 30 s");
            }
            Thread.sleep(50);
        }
    }

    private long up() {
        return StreamSupport.stream(Cluster.get(kits.get(0).system()).state().getMembers().spliterator(), false)
                .filter(m -> m.status() == MemberStatus.up()).count();
    }

    ActorTestKit kit(int i) {
        return kits.get(i);
    }

    /** {@code ref} (an actor of another system) as the system {@code from} reaches it: over the network. */
    static <T> ActorRef<T> remote(ActorTestKit from, ActorTestKit owner, ActorRef<T> ref) {
        String path = ActorRefResolver.get(owner.system()).toSerializationFormat(ref);
        return ActorRefResolver.get(from.system()).resolveActorRef(path);
    }

    @Override
    public void close() {
        StopNode.stopAll(kits);     // at once: each may wait for a TLS stream
    }
}
