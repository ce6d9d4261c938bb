package loadshare.node.cli;

import loadshare.node.live.ProtocolTypesModule;
import loadshare.policies.PolicyRegistry;
import loadshare.policies.spi.Plugins;
import picocli.CommandLine.Option;

/**
 * {@code --classpath}: jars (and folders) of plug-ins whose policies and components join the built-in ones; when
 * not given, {@code LOADSHARE_CLASSPATH}. Their message types are registered for the live cluster as they load.
 */
final class PluginOptions {

    static final String ENVIRONMENT = "LOADSHARE_CLASSPATH";

    @Option(names = "--classpath", paramLabel = "JARS",
            description = "plug-in jars or folders, separated by '${sys:path.separator}', whose policies and components "
                    + "(java.util.ServiceLoader of loadshare.policies.spi.PolicyProvider) join the built-in ones "
                    + "(default: $" + ENVIRONMENT + ")")
    String classpath;

    private PolicyRegistry registry;

    /** The class path given, or the environment's, or null. */
    String classpath() {
        return classpath != null ? classpath : System.getenv(ENVIRONMENT);
    }

    /** The built-in policies and components with the plug-ins'; loaded once. */
    PolicyRegistry registry() {
        if (registry == null) {
            String source = classpath != null ? "--classpath" : ENVIRONMENT;
            Plugins plugins = Plugins.load(classpath(), source);
            ProtocolTypesModule.register(plugins.messages(), source);
            registry = PolicyRegistry.standard(plugins);
        }
        return registry;
    }
}
