package loadshare.node.certs;

/** A CA or node directory that is missing, incomplete or unreadable; the message says which and what to do. */
public final class BadCertificates extends RuntimeException {

    public BadCertificates(String message) {
        super(message, null, false, false);
    }
}
