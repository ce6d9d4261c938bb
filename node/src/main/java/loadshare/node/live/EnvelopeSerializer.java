package loadshare.node.live;

import akka.actor.ExtendedActorSystem;
import akka.actor.typed.ActorRef;
import akka.actor.typed.ActorRefResolver;
import akka.actor.typed.javadsl.Adapter;
import akka.serialization.ByteBufferSerializer;
import akka.serialization.Serialization;
import akka.serialization.SerializationExtension;
import akka.serialization.Serializer;
import akka.serialization.SerializerWithStringManifest;
import akka.serialization.Serializers;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.io.NotSerializableException;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
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
public final class EnvelopeSerializer extends SerializerWithStringManifest implements ByteBufferSerializer {

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
    public void toBinary(Object o, ByteBuffer buf) {
        ByteOrder order = buf.order();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        try {
            write(o, buf);
        } finally {
            buf.order(order);
        }
    }

    private void write(Object o, ByteBuffer buf) {
        if (o instanceof Participant.Deliver d) {
            buf.putInt(d.from());
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
    public byte[] toBinary(Object o) {
        for (int size = 512; ; size *= 4) {
            ByteBuffer buf = ByteBuffer.allocate(size);
            try {
                toBinary(o, buf);
            } catch (BufferOverflowException e) {
                continue;
            }
            byte[] out = new byte[buf.position()];
            buf.flip().get(out);
            return out;
        }
    }

    @Override
    public Object fromBinary(ByteBuffer buf, String manifest) throws NotSerializableException {
        ByteOrder order = buf.order();
        buf.order(ByteOrder.LITTLE_ENDIAN);
        try {
            return switch (manifest) {
                case DELIVER -> new Participant.Deliver(buf.getInt(), resolver().resolveActorRef(getString(buf)),
                        getMessage(buf));
                case PING -> new BenchEcho.Ping(buf.getLong(), resolver().resolveActorRef(getString(buf)));
                case PONG -> new BenchEcho.Pong(buf.getLong());
                case ACK -> new BenchEcho.Ack(buf.getLong());
                default -> throw new NotSerializableException("unknown manifest " + manifest);
            };
        } catch (BufferUnderflowException e) {
            throw new NotSerializableException("a message cut short (" + manifest + ")");
        } finally {
            buf.order(order);
        }
    }

    @Override
    public Object fromBinary(byte[] bytes, String manifest) throws NotSerializableException {
        return fromBinary(ByteBuffer.wrap(bytes), manifest);
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
            byte[] bytes = jackson().toBinary(new Inside(m));
            buf.put(OTHER).putInt(bytes.length).put(bytes);
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
                byte[] bytes = new byte[length(buf)];
                buf.get(bytes);
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

    private static void putString(ByteBuffer buf, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        buf.putInt(b.length).put(b);
    }

    private static String getString(ByteBuffer buf) throws NotSerializableException {
        byte[] b = new byte[length(buf)];
        buf.get(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    private static int length(ByteBuffer buf) throws NotSerializableException {
        int n = buf.getInt();
        if (n < 0 || n > buf.remaining()) {
            throw new NotSerializableException("a length of " + n + " B with " + buf.remaining() + " B left");
        }
        return n;
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
