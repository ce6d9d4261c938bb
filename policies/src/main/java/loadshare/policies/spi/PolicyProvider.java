package loadshare.policies.spi;

import java.util.List;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.ComponentDescriptor;

/**
 * What a plug-in jar contributes to loadshare, found with {@link java.util.ServiceLoader}: the jar names its
 * implementation in {@code META-INF/services/loadshare.policies.spi.PolicyProvider}, and {@code --classpath}
 * (or {@code LOADSHARE_CLASSPATH}) puts it on loadshare's class path. Its policies and components are then
 * listed, validated and reported exactly like the built-in ones; their names must not clash with any other.
 *
 * <p>An implementation needs a public no-argument constructor and must be cheap to build; it may be asked more
 * than once.
 */
public interface PolicyProvider {

    /** Whole policies, each usable as {@code { name = <its name>, <parameter> = ... }} in an experiment. */
    default List<PolicyDescriptor> policies() {
        return List.of();
    }

    /** Components a {@code composed} policy may name in their family. */
    default List<ComponentDescriptor> components() {
        return List.of();
    }

    /** The protocol messages this plug-in's policies and components send (needed in the live cluster). */
    default List<MessageType> messages() {
        return List.of();
    }
}
