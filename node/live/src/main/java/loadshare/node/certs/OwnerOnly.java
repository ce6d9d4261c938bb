package loadshare.node.certs;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Directories and files that only their owner may read (POSIX {@code rwx------} and {@code rw-------}). */
public final class OwnerOnly {

    private static final Set<PosixFilePermission> DIR = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private OwnerOnly() {
    }

    /** Creates {@code dir} (and its parents) if missing, and makes it owner-only. */
    public static Path directory(Path dir) throws IOException {
        Files.createDirectories(dir);
        restrict(dir, DIR);
        return dir;
    }

    /** Writes {@code bytes} to a new owner-only file (created with those permissions; never overwrites). */
    public static void write(Path file, byte[] bytes) throws IOException {
        if (Files.exists(file)) {
            throw new FileAlreadyExistsException(file.toString());
        }
        if (posix(file.getParent())) {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(FILE));
        } else {
            Files.createFile(file);
            restrict(file, FILE);
        }
        Files.write(file, bytes);
    }

    private static boolean posix(Path dir) throws IOException {
        return dir != null && Files.getFileStore(dir).supportsFileAttributeView("posix");
    }

    private static void restrict(Path path, Set<PosixFilePermission> permissions) throws IOException {
        if (Files.getFileStore(path).supportsFileAttributeView("posix")) {
            Files.setPosixFilePermissions(path, permissions);
        } else {
            var f = path.toFile();
            f.setReadable(false, false);
            f.setWritable(false, false);
            f.setExecutable(false, false);
            f.setReadable(true, true);
            f.setWritable(true, true);
            f.setExecutable(Files.isDirectory(path), true);
        }
    }
}
