package loadshare.policies.spi;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import loadshare.config.SettingsException;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.ComponentDescriptor;
import loadshare.protocol.PluginMessage;

/**
 * The plug-ins on a class path: every {@link PolicyProvider} its jars name, asked once for what it contributes. A
 * path that does not exist, a provider that fails to load or throws, a message type that is not a public record
 * of a {@link PluginMessage}, or two message types of one name is one {@link SettingsException} naming the source
 * of the class path ({@code --classpath} or {@code LOADSHARE_CLASSPATH}) and the plug-in.
 *
 * @param origins for each policy, component ({@code family:name}) and message type name, which plug-in gave it
 */
public record Plugins(String classpath, List<PolicyDescriptor> policies, List<ComponentDescriptor> components,
                      List<MessageType> messages, Map<String, String> origins, ClassLoader loader) {

    /** No plug-ins. */
    public static final Plugins NONE = new Plugins("", List.of(), List.of(), List.of(), Map.of(),
            Plugins.class.getClassLoader());

    /**
     * The plug-ins on {@code classpath} (entries separated by the platform's path separator; empty: none).
     *
     * @param source how errors name where the class path came from, e.g. {@code --classpath}
     */
    public static Plugins load(String classpath, String source) {
        if (classpath == null || classpath.isBlank()) {
            return NONE;
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path path = Path.of(entry);
            if (!Files.exists(path)) {
                throw new SettingsException(source + ": " + entry + " does not exist");
            }
            try {
                urls.add(path.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new SettingsException(source + ": " + entry + " is not a valid path: " + e.getMessage());
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), PolicyProvider.class.getClassLoader());
        List<PolicyDescriptor> policies = new ArrayList<>();
        List<ComponentDescriptor> components = new ArrayList<>();
        List<MessageType> messages = new ArrayList<>();
        Map<String, String> origins = new LinkedHashMap<>();
        java.util.Set<Class<?>> seen = new java.util.HashSet<>();    // a jar named twice, or also on loadshare's own path
        Iterator<PolicyProvider> providers = ServiceLoader.load(PolicyProvider.class, loader).iterator();
        while (true) {
            PolicyProvider provider;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                provider = providers.next();
            } catch (ServiceConfigurationError | LinkageError e) {
                throw new SettingsException(source + ": a plug-in fails to load: " + cause(e));
            }
            if (!seen.add(provider.getClass())) {
                continue;
            }
            String who = "plug-in " + provider.getClass().getName() + " (" + jar(provider.getClass()) + ")";
            try {
                for (PolicyDescriptor d : provider.policies()) {
                    origins.put(d.name(), who);
                    policies.add(d);
                }
                for (ComponentDescriptor c : provider.components()) {
                    origins.put(c.family() + ":" + c.name(), who);
                    components.add(c);
                }
                for (MessageType m : provider.messages()) {
                    String problem = problem(m.type());
                    if (problem != null) {
                        throw new SettingsException(source + ": " + who + ": message type '" + m.name() + "': " + problem);
                    }
                    if (origins.putIfAbsent("message:" + m.name(), who) != null) {
                        throw new SettingsException(source + ": " + who + ": message type '" + m.name()
                                + "' is declared twice (also by " + origins.get("message:" + m.name()) + ")");
                    }
                    messages.add(m);
                }
            } catch (SettingsException e) {
                throw e;
            } catch (RuntimeException | LinkageError e) {
                throw new SettingsException(source + ": " + who + " throws while listing what it provides: " + cause(e));
            }
        }
        return new Plugins(classpath, policies, components, messages, origins, loader);
    }

    /** Which plug-in gave the policy (or {@code family:name} component) of this name, or null for a built-in. */
    public String origin(String name) {
        return origins.get(name);
    }

    private static String problem(Class<? extends PluginMessage> type) {
        if (!type.isRecord()) {
            return type.getName() + " is not a record";
        }
        if (!java.lang.reflect.Modifier.isPublic(type.getModifiers())) {
            return type.getName() + " is not public";
        }
        return null;
    }

    private static String jar(Class<?> type) {
        var source = type.getProtectionDomain().getCodeSource();
        return source == null ? "unknown jar" : source.getLocation().getPath();
    }

    /** The innermost cause, as {@code Type: message}: what went wrong, not the wrapping. */
    public static String cause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String outer = e == root ? "" : e.getMessage() + ": ";
        return outer + root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }
}
