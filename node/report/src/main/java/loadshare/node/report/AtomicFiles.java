package loadshare.node.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.UUID;

/**
 * Writes a file so that readers never see it half-written: the bytes go to a hidden temporary file in the
 * same directory, which is then renamed over the target (atomically where the file system supports it).
 */
final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code target}, replacing any existing file. */
    static Path write(Path target, String text) throws IOException {
        return write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to {@code target}, replacing any existing file. */
    static Path write(Path target, byte[] bytes) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: its owner-only permissions would end up on the report.
        Path temp = dir.resolve("." + absolute.getFileName() + "." + UUID.randomUUID() + ".tmp");
        try {
            Files.write(temp, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }
}
