package loadshare.node.live;

import akka.actor.ActorSystem;
import akka.remote.artery.tcp.SSLEngineProvider;
import com.typesafe.config.Config;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSession;
import scala.Option;

/**
 * Artery's TLS engines for a node whose credentials are held in memory ({@link HeldCredentials}, named by the node's
 * {@value HeldCredentials#KEY}), never in a key store on disk. Everything else as Akka's own {@code
 * ConfigSSLEngineProvider} does it, from the same settings ({@value #SETTINGS} in {@code loadshare-live.conf}):
 * the protocol, the cipher suites, mutual authentication, host-name verification. Akka makes one per actor system
 * ({@code akka.remote.artery.ssl.ssl-engine-provider}, which {@link NodeSecurity} sets).
 */
public final class HeldCredentialsEngineProvider implements SSLEngineProvider {

    /** Where the engine's settings are, as for Akka's own provider. */
    static final String SETTINGS = "akka.remote.artery.ssl.config-ssl-engine";

    private final SSLContext context;
    private final String[] protocols;
    private final String[] cipherSuites;
    private final boolean mutualAuthentication;
    private final boolean hostnameVerification;

    /** Made by Artery when the node's transport starts. */
    public HeldCredentialsEngineProvider(ActorSystem system) {
        Config config = system.settings().config();
        Config engine = config.getConfig(SETTINGS);
        String protocol = engine.getString("protocol");
        protocols = new String[] {protocol};
        cipherSuites = engine.getStringList("enabled-algorithms").toArray(String[]::new);
        mutualAuthentication = engine.getBoolean("require-mutual-authentication");
        hostnameVerification = engine.getBoolean("hostname-verification");
        context = HeldCredentials.find(config.getString(HeldCredentials.KEY)).sslContext(protocol);
    }

    @Override
    public SSLEngine createServerSSLEngine(String hostname, int port) {
        return engine(false, hostname, port);
    }

    @Override
    public SSLEngine createClientSSLEngine(String hostname, int port) {
        return engine(true, hostname, port);
    }

    /** The peer's certificate was checked in the handshake (the CA signed it); nothing more to check. */
    @Override
    public Option<Throwable> verifyClientSession(String hostname, SSLSession session) {
        return Option.empty();
    }

    @Override
    public Option<Throwable> verifyServerSession(String hostname, SSLSession session) {
        return Option.empty();
    }

    private SSLEngine engine(boolean client, String hostname, int port) {
        SSLEngine engine = context.createSSLEngine(hostname, port);
        if (client && hostnameVerification) {
            SSLParameters parameters = context.getDefaultSSLParameters();
            parameters.setEndpointIdentificationAlgorithm("HTTPS");
            engine.setSSLParameters(parameters);
        }
        engine.setUseClientMode(client);
        engine.setEnabledCipherSuites(cipherSuites);
        engine.setEnabledProtocols(protocols);
        if (!client && mutualAuthentication) {
            engine.setNeedClientAuth(true);
        }
        return engine;
    }
}
