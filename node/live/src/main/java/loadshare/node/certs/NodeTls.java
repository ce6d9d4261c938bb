package loadshare.node.certs;

/**
 * A node's TLS credentials as the live runtime takes them: a TLS directory ({@link TlsFiles}, made by
 * {@code loadshare certs node} for a machine of the user's), or credentials held in memory ({@link NodeCredentials},
 * a run's own, never written anywhere).
 */
public sealed interface NodeTls permits TlsFiles, NodeCredentials {
}
