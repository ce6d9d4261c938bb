package loadshare.node.live;

import akka.actor.typed.ActorSystem;
import akka.serialization.Serialization;
import akka.serialization.SerializationExtension;
import akka.serialization.Serializers;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.core.OwnerLedger;
import loadshare.node.cpu.CpuLedger;
import loadshare.node.run.DelayTimeline;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * Serializes and deserializes every kind of message a few hundred times when a node starts, so that Jackson's
 * first-use costs (class loading, introspection, the JIT) are paid before the run's clock starts, not by the
 * first jobs. Every concrete {@link NodeMessage} type that has a public constructor with only job, number and
 * boolean parameters is covered without code per type; the others at least have their types registered.
 */
final class ProtocolWarmup {

    private static final int ROUNDS = 300;

    private ProtocolWarmup() {
    }

    static void run(ActorSystem<?> system) {
        Serialization serialization = SerializationExtension.get(system.classicSystem());
        List<Object> samples = samples(system);
        for (int round = 0; round < ROUNDS; round++) {
            for (Object message : samples) {
                var serializer = serialization.findSerializerFor(message);
                byte[] bytes = serialization.serialize(message).get();
                serialization.deserialize(bytes, serializer.identifier(), Serializers.manifestFor(serializer, message)).get();
            }
        }
    }

    private static List<Object> samples(ActorSystem<?> system) {
        Job job = new Job(1, 0, 1.0, 1.0, 0);
        List<Object> samples = new ArrayList<>();
        @SuppressWarnings("unchecked")
        akka.actor.typed.ActorRef<Participant.Message> nobody = (akka.actor.typed.ActorRef<Participant.Message>) (Object) system.deadLetters();
        for (var type : ProtocolTypesModule.namedTypes()) {
            NodeMessage sample = instance(type.getType(), job);
            if (sample != null) {
                samples.add(new Participant.Deliver(0, nobody, sample));
            }
        }
        samples.add(new Participant.Deliver(0, nobody, JobTransfer.unasked(job, 0)));
        ResultsCollector.JobDone done = new ResultsCollector.JobDone(job, 2.0, 0);
        samples.add(done);
        samples.add(new RunRecord.DoneBatch(0, 0, List.of(done), List.of(new RunRecord.JobEvent(1, 0, 1.5,
                RunRecord.JobEvent.Kind.STARTED))));
        samples.add(new ResultsCollector.NodeStatus(0, new ResultsCollector.NodeJobs(1, 1, false, 1, 0, 0, 0.5), 1,
                new ResultsCollector.Busy(1.0, 1.0), new OwnerLedger().totals(), ResultsCollector.Units.NONE,
                new ResultsCollector.RealMigrations(1, 0), new CpuLedger(List.of("all"), new int[] {1}, 10).figures(),
                new MessageDelays.Figures(1, 0.5, 0.25, new DelayTimeline(1, new long[] {1}, new double[] {0.25}))));
        samples.add(new Participant.Moved(1, 2, 1, 1));
        samples.add(new Participant.Received(1, 1, 1));
        samples.add(new Participant.Finished(done));
        return samples;
    }

    /** A sample of a record type built from simple values, or null if its components are not that simple. */
    private static NodeMessage instance(Class<?> type, Job job) {
        if (!type.isRecord()) {
            return null;
        }
        var components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> c = components[i].getType();
            types[i] = c;
            if (c == Job.class) {
                args[i] = job;
            } else if (c == int.class) {
                args[i] = 1;
            } else if (c == long.class) {
                args[i] = 1L;
            } else if (c == double.class) {
                args[i] = 1.0;
            } else if (c == boolean.class) {
                args[i] = true;
            } else {
                return null;
            }
        }
        try {
            return (NodeMessage) type.getDeclaredConstructor(types).newInstance(args);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
