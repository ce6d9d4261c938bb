package loadshare.policies.spi;

import loadshare.protocol.PluginMessage;

/**
 * A protocol message type a plug-in defines, with the name it travels under between the JVMs of a live cluster.
 * The name must be unique among every message type loaded (prefix it with the policy's name, e.g.
 * {@code join-idle-queue.IdleJoin}); a peer names a type, never a class, so it cannot make a node instantiate an
 * arbitrary class.
 *
 * @param name the type name on the wire
 * @param type a public record implementing {@link PluginMessage}
 */
public record MessageType(String name, Class<? extends PluginMessage> type) {

    public MessageType {
        if (name == null || name.isBlank() || type == null) {
            throw new IllegalArgumentException("a message type needs a name and a class");
        }
    }
}
