/**
 * Certificates of the live cluster's mutual TLS: a certificate authority (CA) per run or per group of machines,
 * and a node's credentials signed by it (its private key and certificate in {@code node.p12}, the CA certificate
 * it trusts in {@code trust.p12}, and the stores' password), written to directories and files only their owner
 * may read. A node accepts a connection only from a peer whose certificate its CA signed, and presents its own.
 * Plain Java with Bouncy Castle's certificate builder (not registered as a security provider); no Akka here: the
 * live runtime turns a {@link loadshare.node.certs.TlsFiles} into Artery's settings.
 */
package loadshare.node.certs;
