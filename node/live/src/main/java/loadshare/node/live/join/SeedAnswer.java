package loadshare.node.live.join;

/**
 * What a probe of one seed found, connecting to it as the node does.
 *
 * @param seed   the seed, {@code host:port}
 * @param kind   what it found
 * @param detail what the connection or the handshake said (an exception's message), or empty
 */
record SeedAnswer(String seed, Kind kind, String detail) {

    /** What a probe can find; the most telling first (a line about several seeds names the first of these found). */
    enum Kind {
        /** TLS: the seed refused the node's certificate (the handshake failed after the seed's own was trusted). */
        NODE_CERTIFICATE_REFUSED,
        /** TLS: the seed presented a certificate the node's trust store does not trust. */
        SEED_CERTIFICATE_UNTRUSTED,
        /** Plain TCP: the seed presented a TLS certificate, so the cluster speaks TLS. */
        SPEAKS_TLS,
        /** TLS: the seed's port answers, but not in TLS (it closed the connection, or said something else). */
        NOT_TLS,
        /** The connection is what the node expects, as far as a probe can tell. */
        ANSWERS,
        /** No connection: refused, timed out, no route, unknown host. */
        UNREACHABLE,
        /** The node's own stores could not be read for the probe. */
        NOT_PROBED
    }
}
