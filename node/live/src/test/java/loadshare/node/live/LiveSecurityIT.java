package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorRefResolver;
import akka.actor.typed.javadsl.Behaviors;
import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import akka.cluster.typed.ClusterSingleton;
import akka.cluster.typed.Join;
import akka.cluster.typed.SingletonActor;
import ch.qos.logback.classic.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.migration.TransferSettings;
import loadshare.node.testing.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Who gets into a live cluster: over mutual TLS, a stranger without a certificate, or with one of another run's CA,
 * cannot connect; the 109-byte frame that would set Akka's TCP framing looping never reaches it; a node of another
 * run is refused at join; only the run's collector may prepare a participant.
 */
class LiveSecurityIT {

    /** Lines a node may log for one refused connection (the handshake failure, the stream that carried it). */
    private static final int LINES_PER_STRANGER = 3;

    private final List<ActorTestKit> kits = new ArrayList<>();

    @AfterEach
    void stop() {
        StopNode.stopAll(kits);
    }

    private ActorTestKit node(List<String> seeds, NodeSecurity security) {
        ActorTestKit kit = ActorTestKit.create(LiveNode.SYSTEM_NAME, LiveNode.config("127.0.0.1", 0, seeds, security));
        kits.add(kit);
        if (seeds.isEmpty()) {
            Cluster cluster = Cluster.get(kit.system());
            cluster.manager().tell(Join.create(cluster.selfMember().address()));
        }
        return kit;
    }

    private static long upMembers(ActorTestKit kit) {
        return StreamSupport.stream(Cluster.get(kit.system()).state().getMembers().spliterator(), false)
                .filter(m -> m.status() == MemberStatus.up()).count();
    }

    @Test
    @Timeout(300)
    void strangersWithoutACertificate_andTheBadFrame_cannotConnect_nodesLogBoundedLines_andTheRunCompletes()
            throws Exception {
        LiveRun run = LiveClusterFixture.run(2, "sender-threshold", 0.7, 200, 0.02);
        try (LiveClusterFixture cluster = new LiveClusterFixture(run).start()) {
            assertTrue(LiveClusterFixture.awaitModelTime(cluster.console, 20, Duration.ofSeconds(120)),
                    String.join("\n", cluster.console));
            int strangers = 0;
            try (LogCapture log = LogCapture.start()) {
                for (int node = 0; node < 2; node++) {
                    String target = cluster.hostPort(node);
                    for (int i = 0; i < 5; i++) {
                        Strangers.send(target, Strangers.badFrame(-5));
                        Strangers.send(target, Strangers.badFrame(Integer.MAX_VALUE));
                        Strangers.tlsWithoutCertificate(target);
                        strangers += 3;
                    }
                }
                LiveMeasurement m = cluster.result.get(180, TimeUnit.SECONDS);
                assertTrue(m.drained(), m.toString());
                assertEquals(0, m.accounting().lost(), m.toString());
                assertEquals(List.of(), m.accounting().nodesGone(), m.toString());
                assertTrue(log.lines(Level.WARN).size() <= LINES_PER_STRANGER * strangers,
                        log.lines(Level.WARN).size() + " lines for " + strangers + " strangers:\n" + String.join("\n", log.lines(Level.WARN)));
                System.out.println(strangers + " strangers refused, " + log.lines(Level.WARN).size() + " log lines; " + m);
            }
        }
    }

    @Test
    @Timeout(120)
    void aNodeWithACertificateOfAnotherRunsCa_cannotJoin() throws Exception {
        ActorTestKit seed = node(List.of(), TestSecurity.tls());
        NodeSecurity stranger = NodeSecurity.tls(RunCertificates.create("other").node("stranger"), TestSecurity.RUN_ID);
        try (LogCapture log = LogCapture.start()) {
            ActorTestKit intruder = node(List.of(LiveNode.hostPort(seed.system())), stranger);
            Thread.sleep(15_000);
            assertEquals(1, upMembers(seed), Cluster.get(seed.system()).state().toString());
            assertFalse(Cluster.get(intruder.system()).selfMember().status() == MemberStatus.up());
            assertTrue(log.lines(Level.WARN).size() <= 60, String.join("\n", log.lines(Level.WARN)));
            System.out.println("another CA's node, 15 s: " + log.lines(Level.WARN).size() + " log lines");
        }
    }

    @Test
    @Timeout(120)
    void aNodeOfAnotherRun_isRefusedAtJoin_andShutDown() throws Exception {
        ActorTestKit seed = node(List.of(), TestSecurity.tls());
        NodeSecurity otherRun = NodeSecurity.tls(TestSecurity.tls().tls(), "another-run");
        ActorTestKit intruder = node(List.of(LiveNode.hostPort(seed.system())), otherRun);
        JoinRefusal.await(intruder.system(), seed.system());
        assertTrue(LiveNode.refusedAtJoin(intruder.system()));
        assertEquals(1, upMembers(seed));
    }

    @Test
    @Timeout(120)
    void aPrepareStartOrRunOverFromAnyoneButTheRunsCollector_isRefused_andLoggedOnce() throws Exception {
        ActorTestKit first = node(List.of(), TestSecurity.tls());
        ActorTestKit second = node(List.of(LiveNode.hostPort(first.system())), TestSecurity.tls());
        LiveRun run = LiveClusterFixture.run(1, "none", 0.5, 10, 0.02);
        ActorRef<WorkstationActor.Command> workstation =
                second.spawn(WorkstationActor.create(0, run, TransferSettings.DEFAULT), Peers.actorName(0));
        TestProbe<ResultsCollector.Command> impostorHeard = second.createTestProbe();
        TestProbe<ResultsCollector.Command> collectorHeard = first.createTestProbe();
        ActorRef<ResultsCollector.Command> impostor = second.spawn(forwardingTo(impostorHeard.ref()), LiveNode.COLLECTOR_NAME);
        ActorRef<ResultsCollector.Command> unnamed = remote(first, second,
                first.spawn(forwardingTo(impostorHeard.ref()), "not-the-collector"));
        // the run's collector: the singleton named collector, which runs on the oldest member (first)
        TestProbe<ActorRef<ResultsCollector.Command>> itself = first.createTestProbe();
        ClusterSingleton.get(first.system()).init(SingletonActor.of(Behaviors.<ResultsCollector.Command>setup(ctx -> {
            itself.ref().tell(ctx.getSelf());
            return forwardingTo(collectorHeard.ref());
        }), LiveNode.COLLECTOR_NAME));
        ActorRef<ResultsCollector.Command> collector = remote(first, second, itself.receiveMessage(Duration.ofSeconds(30)));
        try (LogCapture log = LogCapture.start()) {
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (upMembers(first) < 2 && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            Thread.sleep(1000);     // the workstation's listing shows itself
            for (int i = 0; i < 3; i++) {
                workstation.tell(new Participant.Prepare(impostor));
                workstation.tell(new Participant.Prepare(unnamed));
                workstation.tell(new Participant.Start(0, impostor));
                workstation.tell(new Participant.RunOver(impostor));
            }
            impostorHeard.expectNoMessage(Duration.ofSeconds(3));
            assertEquals(1, log.lines(Level.WARN).stream().filter(l -> l.contains("refused a ")).count(), String.join("\n", log.lines(Level.WARN)));
            workstation.tell(new Participant.Prepare(collector));
            assertEquals(new ResultsCollector.Ready(0), collectorHeard.expectMessageClass(ResultsCollector.Ready.class,
                    Duration.ofSeconds(30)), "the impostors' RunOver did not stop it; the collector's Prepare is answered");
        }
    }

    /** {@code ref} of {@code from}'s system as {@code to}'s system sees it (a remote reference, with its address). */
    private static <T> ActorRef<T> remote(ActorTestKit from, ActorTestKit to, ActorRef<T> ref) {
        String path = ActorRefResolver.get(from.system()).toSerializationFormat(ref);
        return ActorRefResolver.get(to.system()).resolveActorRef(path);
    }

    private static akka.actor.typed.Behavior<ResultsCollector.Command> forwardingTo(ActorRef<ResultsCollector.Command> to) {
        return Behaviors.receiveMessage(m -> {
            to.tell(m);
            return Behaviors.same();
        });
    }
}
