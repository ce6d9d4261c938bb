/**
 * Certificates of the live cluster's mutual TLS: a certificate authority (CA) per run or per group of machines,
 * and a node's credentials signed by it (its private key and certificate, the CA certificate it trusts). A run's
 * own are held in memory only ({@link loadshare.node.certs.RunCertificates}; a child JVM receives its node's over its
 * stdin pipe, {@link loadshare.node.certs.PipedCredentials}); those for the user's machines are written by
 * {@code loadshare certs} to directories and files only their owner may read ({@code node.p12}, {@code trust.p12}
 * and the stores' password). A node accepts a connection only from a peer whose certificate its CA signed, and
 * presents its own. Plain Java with Bouncy Castle's certificate builder (not registered as a security provider); no
 * Akka here: the live runtime turns a {@link loadshare.node.certs.NodeTls} into Artery's settings.
 */
package loadshare.node.certs;
