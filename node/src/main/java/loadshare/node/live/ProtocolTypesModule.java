package loadshare.node.live;

import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.util.ArrayList;
import java.util.List;
import loadshare.protocol.NodeMessage;

/**
 * Registers every concrete record of the sealed {@link NodeMessage} hierarchy with Jackson under its class name
 * without the package (e.g. {@code CentralQueueMessage$Submit}), found by walking the permitted subclasses: a
 * message record added to the hierarchy crosses JVMs with no code here. Named in {@code reference.conf} under
 * {@code akka.serialization.jackson.jackson-modules}. Type names, not class names, travel: a peer cannot make
 * this node instantiate an arbitrary class.
 */
public final class ProtocolTypesModule extends SimpleModule {

    public ProtocolTypesModule() {
        super("loadshare-protocol-types");
        registerSubtypes(namedTypes().toArray(NamedType[]::new));
    }

    /** Every concrete message type with its name. */
    static List<NamedType> namedTypes() {
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
