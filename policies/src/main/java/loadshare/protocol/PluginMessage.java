package loadshare.protocol;

/**
 * A protocol message defined by a plug-in rather than by loadshare: a public record implementing this interface,
 * whose components are numbers, booleans, strings, {@link Job}s, or lists and records of these. Declared by its
 * plug-in's {@link loadshare.policies.spi.PolicyProvider#messages()} under a type name, which is what travels
 * between the JVMs of a live cluster (Jackson CBOR), never the class name.
 */
public non-sealed interface PluginMessage extends NodeMessage {
}
