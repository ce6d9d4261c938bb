package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import akka.actor.testkit.typed.javadsl.ActorTestKit;
import akka.actor.testkit.typed.javadsl.TestProbe;
import akka.serialization.Serialization;
import akka.serialization.SerializationExtension;
import akka.serialization.Serializers;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.CentralQueueMessage;
import loadshare.protocol.CondorMessage;
import loadshare.protocol.DispatchMessage;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadDirectoryMessage;
import loadshare.protocol.LoadSharingMessage;
import loadshare.protocol.MigrationMessage;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.SpriteMessage;
import loadshare.protocol.VolunteerMessage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** The live protocol crosses JVMs as Jackson CBOR: every message type round-trips; bad bytes are refused. */
class LiveSerializationTest {

    private static final ActorTestKit KIT = ActorTestKit.create(LiveNode.SYSTEM_NAME,
            LiveNode.config("127.0.0.1", 0, List.of(), TestSecurity.tls()));
    private static final Serialization SERIALIZATION = SerializationExtension.get(KIT.system().classicSystem());

    @AfterAll
    static void stop() {
        KIT.shutdownTestKit();
    }

    private static Object roundTrip(Object message) {
        var serializer = SERIALIZATION.findSerializerFor(message);
        assertTrue(serializer.getClass().getName().contains("Jackson")
                        || message instanceof Participant.Deliver && serializer instanceof EnvelopeSerializer,
                serializer.getClass().getName());
        byte[] bytes = SERIALIZATION.serialize(message).get();
        return SERIALIZATION.deserialize(bytes, serializer.identifier(), Serializers.manifestFor(serializer, message)).get();
    }

    @Test
    void everyNodeMessageType_crossesInADeliverEnvelope_asCbor() {
        TestProbe<Participant.Message> sender = KIT.createTestProbe();
        Job job = new Job(42L << 40 | 7, 1, 3.25, 0.5, 2);
        List<NodeMessage> every = List.of(new JobTransfer(job, 5, 2.0), new CentralQueueMessage.Submit(job),
                new CentralQueueMessage.Dispatch(job), new CentralQueueMessage.CpuFree(),
                new LoadSharingMessage.Probe(3, 1.5), new LoadSharingMessage.ProbeReply(3, 0.25),
                new LoadSharingMessage.WorkRequest(4, 0.0), new LoadSharingMessage.NoWork(4, 2.0),
                new LoadSharingMessage.LoadUpdate(3.0), new LoadDirectoryMessage.LoadReport(2.5),
                new LoadDirectoryMessage.LocationQuery(6, true), new LoadDirectoryMessage.LocationAnswer(6, 2, 0.5),
                new VolunteerMessage.UnitRequest(), new VolunteerMessage.UnitAssignment(17, 1.25),
                new VolunteerMessage.UnitResult(17, -6_148_914_691_236_517_206L),
                new MigrationMessage.VmMigration(job, 4, 1.5, 64L << 20, 0.25),
                new MigrationMessage.MigrationRefused(job, "node 2 has 0 bytes of memory free"),
                new SpriteMessage.Availability(true), new SpriteMessage.HostRequest(8),
                new SpriteMessage.HostGrant(8, 2), new SpriteMessage.HostRelease(2),
                new CondorMessage.MachineAd(Map.of("Memory", "4096.0", "Arch", "\"X86_64\"",
                        "Requirements", "KeyboardIdle >= StartIdleTime && LoadAvg == 0")), new CondorMessage.MachineBusy(),
                new CondorMessage.JobAd(job.id(), Map.of("Memory", "64.0", "Work", "3.5")), new CondorMessage.Match(job.id(), 2),
                new CondorMessage.JobWithdrawn(job.id()),
                new BatchMessage.Launch(job.id(), 2, 1024, 3.5), new BatchMessage.Done(job.id()), new BatchMessage.Kill(job.id()),
                new BatchMessage.Suspend(job.id()), new BatchMessage.Resume(job.id()), new BatchMessage.Grow(7, 2, 2, 4),
                new BatchMessage.Reconcile(List.of(3L, 9L)), new BatchMessage.PartStates(List.of(9L, 12L), List.of(3L)),
                new DispatchMessage.DispatchRequest(job), new DispatchMessage.Forward(job),
                new DispatchMessage.DepartureReport(3));
        for (NodeMessage m : every) {
            Participant.Deliver d = new Participant.Deliver(1, sender.ref(), m, 12.5 + every.indexOf(m),
                    1_764_000_000_000_000L + every.indexOf(m));
            assertEquals(d, roundTrip(d), "with the model time it was sent at, and its stamp");
        }
        assertEquals(every.size(), ProtocolTypesModule.namedTypes().size(), "every record of the protocol is covered");
    }

    @Test
    void jobBookkeepingAndCollectorMessages_roundTrip() {
        Job job = new Job(9, 2, 1.0, 2.0, 1);
        for (Object m : List.of(new loadshare.node.handover.LogBatch("a1", 3, 1, "a0", List.of(
                        loadshare.node.handover.SchedulerInput.submit(2.5, 7),
                        loadshare.node.handover.SchedulerInput.done(3.0, 1, 4),
                        loadshare.node.handover.SchedulerInput.done(3.25, 2, 5, 3.125),
                        loadshare.node.handover.SchedulerInput.heard(3.25, 1, 3.0),
                        loadshare.node.handover.SchedulerInput.timer(3.5, 2),
                        loadshare.node.handover.SchedulerInput.unitRequest(3.75, 1, 3.5),
                        loadshare.node.handover.SchedulerInput.unitResult(4.0, 2, 9, -8_070_450_532_247_928_832L, 3.75),
                        loadshare.node.handover.SchedulerInput.placed(4.25, 0, 1L << 40))),
                loadshare.node.handover.LogBatch.header("a2", new loadshare.node.handover.SchedulerLog.TakenUp(
                        List.of(), null, 0, 0)),
                new Participant.Moved(9, 2, 1, 41), new Participant.Received(9, 1, 41), new Participant.Finished(new ResultsCollector.JobDone(new Job(9, 1, 2.0, 1.0, 0), 4.0, 1)), new Participant.Bounced(job, 43),
                new Participant.RunOver(KIT.<ResultsCollector.Command>createTestProbe().ref()), new ResultsCollector.JobDone(job, 5.5, 1),
                new ResultsCollector.NodeStatus(1, new ResultsCollector.NodeJobs(3, 10, true, 4, 1, 2, 12.75), 20,
                        new ResultsCollector.Busy(7.5, 9.0), null, ResultsCollector.Units.NONE,
                        new ResultsCollector.RealMigrations(3, 1), null, new MessageDelays.Figures(5, 0.25, 0.25,
                                new loadshare.node.run.DelayTimeline(0.5, new long[] {2, 0, 3},
                                        new double[] {0.1, 0, 0.15}))),
                new ResultsCollector.NodeStatus(1, new ResultsCollector.NodeJobs(3, 10, true, 4, 1, 2, Double.NaN), 20,
                        new ResultsCollector.Busy(7.5, 9.0),
                        new loadshare.node.core.OwnerLedger.Totals(1, 2, 3, 4, 5, 6, 7, 8, 9),
                        new ResultsCollector.Units(12, 3.5), ResultsCollector.RealMigrations.NONE, null,
                        MessageDelays.Figures.NONE),
                new ResultsCollector.CoordinatorFigures("8c1e", new MessageDelays.Figures(3, 0.5, 0,
                        new loadshare.node.run.DelayTimeline(0.5, new long[] {1, 2}, new double[] {0.25, 0.25})), 41,
                        true),
                new ResultsCollector.ApplicationStatus(new loadshare.policies.ApplicationFigures(100, 98.5, true, 412.5,
                        100, 230, 12, 12, 218, 3, 15, 0, 197.0, 197.0, 0.0, 10, 2, 2, 0.1)),
                new loadshare.node.live.dashboard.NodeActivity(1, "127.0.0.1:25521", 3, 1, 7, 5, 1, 2))) {
            assertEquals(m, roundTrip(m));
        }
    }

    @Test
    void theEnvelope_carriesTransfersAndProbesInline_andEverythingElseInItsOwnForm() {
        TestProbe<Participant.Message> sender = KIT.createTestProbe();
        var envelope = new EnvelopeSerializer((akka.actor.ExtendedActorSystem) KIT.system().classicSystem());
        Job job = new Job(1L << 40, 3, 12.5, 0.75, 2);
        NodeMessage transfer = new JobTransfer(job, 9, 1.5);
        NodeMessage other = new CondorMessage.JobAd(job.id(), Map.of("Memory", "64.0"));
        for (NodeMessage m : List.of(transfer, new LoadSharingMessage.Probe(4, 0.5),
                new LoadSharingMessage.ProbeReply(4, 2.0), other)) {
            Participant.Deliver d = new Participant.Deliver(2, sender.ref(), m);
            java.nio.ByteBuffer buf = java.nio.ByteBuffer.allocate(4096).order(java.nio.ByteOrder.BIG_ENDIAN);
            envelope.toBinary(d, buf);
            assertEquals(d, roundTrip(d));
            assertEquals(d, assertDoesNotThrow(() -> envelope.fromBinary(buf.flip(), envelope.manifest(d))));
        }
        byte[] inline = envelope.toBinary(new Participant.Deliver(2, sender.ref(), transfer));
        byte[] nested = envelope.toBinary(new Participant.Deliver(2, sender.ref(), other));
        assertTrue(inline.length < nested.length - 20, inline.length + " B for a transfer, " + nested.length + " B otherwise");
        var bench = List.of(new BenchEcho.Ping(7, KIT.<BenchDriver.Command>createTestProbe().ref()), new BenchEcho.Pong(7),
                new BenchEcho.Ack(500));
        for (Object m : bench) {
            assertEquals(EnvelopeSerializer.ID, SERIALIZATION.findSerializerFor(m).identifier());
            assertEquals(m, SERIALIZATION.deserialize(SERIALIZATION.serialize(m).get(), EnvelopeSerializer.ID,
                    envelope.manifest(m)).get());
        }
    }

    @Test
    void anEnvelopeHoldingAnythingButAProtocolMessage_orALengthPastItsEnd_isRefused() {
        TestProbe<Participant.Message> sender = KIT.createTestProbe();
        var envelope = new EnvelopeSerializer((akka.actor.ExtendedActorSystem) KIT.system().classicSystem());
        byte[] good = envelope.toBinary(new Participant.Deliver(1, sender.ref(), new CentralQueueMessage.CpuFree()));
        // the same envelope with a Participant.Finished (a CBOR record, but not a protocol message) inside
        Participant.Finished finished = new Participant.Finished(new ResultsCollector.JobDone(new Job(3, 1, 2.0, 1.0, 0), 4.0, 1));
        byte[] body = SERIALIZATION.findSerializerFor(finished).toBinary(finished);
        String path = akka.actor.typed.ActorRefResolver.get(KIT.system()).toSerializationFormat(sender.ref());
        byte[] pathBytes = path.getBytes(StandardCharsets.UTF_8);
        var smuggled = java.nio.ByteBuffer.allocate(64 + pathBytes.length + body.length)
                .order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(1).putDouble(Double.NaN).putLong(0).putInt(pathBytes.length).put(pathBytes)
                .put((byte) 0).putInt(body.length).put(body);
        byte[] bytes = Arrays.copyOf(smuggled.array(), smuggled.position());
        assertThrows(Exception.class, () -> envelope.fromBinary(bytes, "D"));
        byte[] lying = good.clone();
        java.nio.ByteBuffer.wrap(lying).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(20, Integer.MAX_VALUE);
        assertThrows(java.io.NotSerializableException.class, () -> envelope.fromBinary(lying, "D"));
        assertThrows(java.io.NotSerializableException.class,
                () -> envelope.fromBinary(Arrays.copyOf(good, good.length - 1), "D"));
    }

    @Test
    void corruptBytes_andUnknownMessageTypes_areRefused_notInstantiated() {
        TestProbe<Participant.Message> sender = KIT.createTestProbe();
        Participant.Deliver d = new Participant.Deliver(1, sender.ref(), new CentralQueueMessage.CpuFree());
        var serializer = SERIALIZATION.findSerializerFor(d);
        String manifest = Serializers.manifestFor(serializer, d);
        byte[] bytes = SERIALIZATION.serialize(d).get();
        byte[] truncated = Arrays.copyOf(bytes, bytes.length / 2);
        assertTrue(SERIALIZATION.deserialize(truncated, serializer.identifier(), manifest).isFailure());
        // the type name travels as text in the CBOR: rename it to a type that is not in the sealed hierarchy
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        byte[] renamed = text.replace("CpuFree", "CpuFrei").getBytes(StandardCharsets.ISO_8859_1);
        assertTrue(SERIALIZATION.deserialize(renamed, serializer.identifier(), manifest).isFailure());
    }
}
