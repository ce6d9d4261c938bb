package loadshare.node.live;


import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.MapperConfig;
import com.fasterxml.jackson.databind.introspect.Annotated;
import com.fasterxml.jackson.databind.introspect.AnnotatedConstructor;
import com.fasterxml.jackson.databind.introspect.NopAnnotationIntrospector;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import loadshare.config.SettingsException;
import loadshare.policies.spi.MessageType;
import loadshare.protocol.NodeMessage;

/**
 * Registers every concrete record of the sealed {@link NodeMessage} hierarchy with Jackson under its class name
 * without the package (e.g. {@code CentralQueueMessage$Submit}), found by walking the permitted subclasses: a
 * message record added to the hierarchy crosses JVMs with no code here. Named in {@code reference.conf} under
 * {@code akka.serialization.jackson.jackson-modules}. Type names, not class names, travel: a peer cannot make
 * this node instantiate an arbitrary class.
 *
 * <p>It also makes every record's canonical constructor its creator, with the parameter names that
 * {@code -parameters} compiles in: Akka 2.6's Jackson (2.11) predates record support, and would take a
 * one-component record's constructor for a delegating one.
 */
public final class ProtocolTypesModule extends SimpleModule {

    public ProtocolTypesModule() {
        super("loadshare-protocol-types");
        registerSubtypes(namedTypes().toArray(NamedType[]::new));
        ExactLongs exact = new ExactLongs();
        addSerializer(Long.class, exact);
        addSerializer(long.class, exact);
    }

    /**
     * Jackson's CBOR generator (2.11, the version Akka 2.6 ships) encodes exactly 2^32 as 0 — 4 GiB, a usual
     * host memory, would arrive as nothing. That one value goes as a CBOR big number, which reads back as a long;
     * every other long is written as before.
     */
    private static final class ExactLongs extends StdSerializer<Long> {

        private static final long TWO_TO_32 = 1L << 32;

        ExactLongs() {
            super(Long.class);
        }

        @Override
        public void serialize(Long value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value == TWO_TO_32) {
                gen.writeNumber(BigInteger.valueOf(value));
            } else {
                gen.writeNumber(value.longValue());
            }
        }
    }

    @Override
    public void setupModule(SetupContext context) {
        super.setupModule(context);
        context.insertAnnotationIntrospector(new RecordCreators());
    }

    /** The canonical constructor of a record binds its components by name. */
    private static final class RecordCreators extends NopAnnotationIntrospector {

        @Override
        public JsonCreator.Mode findCreatorAnnotation(MapperConfig<?> config, Annotated a) {
            if (a instanceof AnnotatedConstructor c && c.getDeclaringClass().isRecord()
                    && Arrays.equals(c.getAnnotated().getParameterTypes(), componentTypes(c.getDeclaringClass()))) {
                return JsonCreator.Mode.PROPERTIES;
            }
            return null;
        }

        private static Class<?>[] componentTypes(Class<?> record) {
            return Arrays.stream(record.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        }
    }

    /** Message types of plug-ins, registered before the actor system starts (Akka builds this module itself). */
    private static final Map<String, Class<?>> PLUGIN_TYPES = new ConcurrentHashMap<>();

    /**
     * Registers the message types of plug-ins under their declared names, for every actor system started after.
     * A name that a built-in type or another class already uses is one {@link SettingsException}.
     */
    public static void register(List<MessageType> types, String source) {
        Set<String> builtIn = new HashSet<>();
        builtInTypes().forEach(t -> builtIn.add(t.getName()));
        for (MessageType m : types) {
            Class<?> earlier = PLUGIN_TYPES.putIfAbsent(m.name(), m.type());
            if (builtIn.contains(m.name()) || (earlier != null && earlier != m.type())) {
                throw new SettingsException(source + ": message type '" + m.name() + "' of " + m.type().getName()
                        + " clashes with a message type of that name already known");
            }
        }
    }

    /** Every concrete message type with its name: the built-in ones, then the plug-ins'. */
    static List<NamedType> namedTypes() {
        List<NamedType> types = builtInTypes();
        PLUGIN_TYPES.forEach((name, type) -> types.add(new NamedType(type, name)));
        return types;
    }

    private static List<NamedType> builtInTypes() {
        List<NamedType> types = new ArrayList<>();
        collect(NodeMessage.class, types);
        return types;
    }

    private static void collect(Class<?> type, List<NamedType> into) {
        if (type.isSealed()) {
            for (Class<?> sub : type.getPermittedSubclasses()) {
                collect(sub, into);
            }
        } else if (!type.isInterface()) {
            into.add(new NamedType(type, type.getName().substring(type.getPackageName().length() + 1)));
        }
    }
}
