package loadshare.migration;

/**
 * The memory image or open-file state that arrived differs from what left: the digest after a migration
 * is not the digest before. Never caught by the migration code: a corrupted VM must fail the run loudly.
 */
public final class MigrationIntegrityException extends RuntimeException {

    public MigrationIntegrityException(String message) {
        super(message);
    }
}
