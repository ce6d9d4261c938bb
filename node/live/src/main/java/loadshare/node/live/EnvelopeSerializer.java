package loadshare.node.live;

import akka.actor.ExtendedActorSystem;
import akka.actor.typed.ActorRefResolver;
import akka.actor.typed.javadsl.Adapter;
import akka.serialization.Serialization;
import akka.serialization.SerializationExtension;
import akka.serialization.Serializer;
import akka.serialization.Serializers;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.io.NotSerializableException;
import java.nio.ByteBuffer;
import loadshare.protocol.CborSerializable;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.LoadSharingMessage;
import loadshare.protocol.NodeMessage;

/**
 * The wire form of the live runtime's hottest messages, written field by field instead of by Jackson CBOR (which
 * spent a quarter of the sending JVM's samples on a {@code bench --live} flood of job transfers): the
 * {@link Participant.Deliver} envelope, and inside it, inline, the messages a job's move and a probe are made of —
 * {@link JobTransfer}, {@link LoadSharingMessage.Probe} and {@link LoadSharingMessage.ProbeReply}; every other
 * protocol message inside an envelope goes as Jackson CBOR writes it ({@link Inside}: its type's name and fields,
 * as before this serializer). The bench's probe and acknowledgement ({@link BenchEcho}) go field by field too. The records stay
 * the one definition of each message: this class only reads their components and calls their constructors.
 * <p>
 * Little-endian, whatever the buffer's order. What arrives is bounded by what it holds (a length past the end is refused, never allocated), and an envelope
 * only ever yields a {@link NodeMessage}: any other type is refused ({@link NotSerializableException}, which Artery
 * logs and drops), as the sealed hierarchy of the Jackson form refuses it.
 */
public final class EnvelopeSerializer extends WireSerializer {

    /** The serializer's id, unique in the actor system (Akka keeps 0 to 40 for its own). */
    public static final int ID = 7417;

    private static final String DELIVER = "D";
    private static final String PING = "I";
    private static final String PONG = "O";
    private static final String ACK = "A";
    /** How the message inside an envelope is written. */
    private static final byte TRANSFER = 1;
    private static final byte PROBE = 2;
    private static final byte PROBE_REPLY = 3;
    private static final byte OTHER = 0;

    private final ExtendedActorSystem system;
    private volatile ActorRefResolver resolver;
    private volatile Serialization serialization;

    public EnvelopeSerializer(ExtendedActorSystem system) {
        this.system = system;
    }

    @Override
    public int identifier() {
        return ID;
    }

    @Override
    public String manifest(Object o) {
        if (o instanceof Participant.Deliver) {
            return DELIVER;
        } else if (o instanceof BenchEcho.Ping) {
            return PING;
        } else if (o instanceof BenchEcho.Pong) {
            return PONG;
        } else if (o instanceof BenchEcho.Ack) {
            return ACK;
        }
        throw new IllegalArgumentException("not an envelope or a bench message: " + o.getClass().getName());
    }

    @Override
    protected void write(Object o, ByteBuffer buf) {
        if (o instanceof Participant.Deliver d) {
            buf.putInt(d.from());
            buf.putDouble(d.sentAt());
            buf.putLong(d.stamp());
            putString(buf, resolver().toSerializationFormat(d.sender()));
            putMessage(buf, d.message());
        } else if (o instanceof BenchEcho.Ping p) {
            buf.putLong(p.seq());
            putString(buf, resolver().toSerializationFormat(p.replyTo()));
        } else if (o instanceof BenchEcho.Pong p) {
            buf.putLong(p.seq());
        } else if (o instanceof BenchEcho.Ack a) {
            buf.putLong(a.received());
        } else {
            throw new IllegalArgumentException("not an envelope or a bench message: " + o.getClass().getName());
        }
    }

    @Override
    protected int sizeHint(Object o) {
        return 512;
    }

    @Override
    protected Object read(ByteBuffer buf, String manifest) throws NotSerializableException {
        return switch (manifest) {
            case DELIVER -> {
                int from = buf.getInt();
                double sentAt = buf.getDouble();
                long stamp = buf.getLong();
                yield new Participant.Deliver(from, resolver().resolveActorRef(getString(buf)), getMessage(buf), sentAt,
                        stamp);
            }
            case PING -> new BenchEcho.Ping(buf.getLong(), resolver().resolveActorRef(getString(buf)));
            case PONG -> new BenchEcho.Pong(buf.getLong());
            case ACK -> new BenchEcho.Ack(buf.getLong());
            default -> throw new NotSerializableException("unknown manifest " + manifest);
        };
    }

    private void putMessage(ByteBuffer buf, NodeMessage m) {
        if (m instanceof JobTransfer t) {
            Job j = t.job();
            buf.put(TRANSFER).putLong(j.id()).putInt(j.home()).putDouble(j.arrivalTime()).putDouble(j.demand())
                    .putInt(j.transfers()).putLong(t.negotiation()).putDouble(t.load());
        } else if (m instanceof LoadSharingMessage.Probe p) {
            buf.put(PROBE).putLong(p.negotiation()).putDouble(p.load());
        } else if (m instanceof LoadSharingMessage.ProbeReply r) {
            buf.put(PROBE_REPLY).putLong(r.negotiation()).putDouble(r.load());
        } else {
            putBytes(buf.put(OTHER), jackson().toBinary(new Inside(m)));
        }
    }

    private NodeMessage getMessage(ByteBuffer buf) throws NotSerializableException {
        byte kind = buf.get();
        switch (kind) {
            case TRANSFER -> {
                Job job = new Job(buf.getLong(), buf.getInt(), buf.getDouble(), buf.getDouble(), buf.getInt());
                return new JobTransfer(job, buf.getLong(), buf.getDouble());
            }
            case PROBE -> {
                return new LoadSharingMessage.Probe(buf.getLong(), buf.getDouble());
            }
            case PROBE_REPLY -> {
                return new LoadSharingMessage.ProbeReply(buf.getLong(), buf.getDouble());
            }
            case OTHER -> {
                byte[] bytes = getBytes(buf);
                Serializer cbor = jackson();
                Object inside = serialization().deserialize(bytes, cbor.identifier(), Serializers.manifestFor(cbor,
                        SAMPLE)).get();
                if (inside instanceof Inside i && i.message() != null) {
                    return i.message();
                }
                throw new NotSerializableException("an envelope holding no protocol message");
            }
            default -> throw new NotSerializableException("an envelope holding a message of unknown kind " + kind);
        }
    }

    /**
     * A message other than the inline ones, as Jackson CBOR writes it inside an envelope: with its type's registered
     * name ({@link ProtocolTypesModule}), never a class name, so a peer can only make this node build a protocol
     * message, as before this serializer.
     */
    public record Inside(@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
                         NodeMessage message) implements CborSerializable {
    }

    private static final Inside SAMPLE = new Inside(null);

    private Serializer jackson() {
        return serialization().findSerializerFor(SAMPLE);
    }

    private ActorRefResolver resolver() {
        ActorRefResolver r = resolver;
        if (r == null) {
            r = ActorRefResolver.get(Adapter.toTyped(system));
            resolver = r;
        }
        return r;
    }

    private Serialization serialization() {
        Serialization s = serialization;
        if (s == null) {
            s = SerializationExtension.get(system);
            serialization = s;
        }
        return s;
    }
}
