package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes experiment files for tests and loads them; line i of a file is lines[i - 1]. */
final class ExperimentFiles {

    private ExperimentFiles() {
    }

    static Path write(Path dir, String fileName, String... lines) {
        try {
            return Files.writeString(dir.resolve(fileName), String.join("\n", lines) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file whose {@code loadshare.experiment} section holds {@code body}, one line each, from line 2 on. */
    static Path experiment(Path dir, String... body) {
        String[] lines = new String[body.length + 2];
        lines[0] = "loadshare.experiment {";
        System.arraycopy(body, 0, lines, 1, body.length);
        lines[lines.length - 1] = "}";
        return write(dir, "exp.conf", lines);
    }

    static ExperimentSettings load(Path file, String... overrides) {
        return ExperimentLoader.load(file.toString(), List.of(overrides));
    }

    /** The message of the {@link SettingsException} loading must throw. */
    static String rejection(Path file, String... overrides) {
        return assertThrows(SettingsException.class, () -> load(file, overrides)).getMessage();
    }

    /** {@code path:line: }, how messages start for a problem on that line of that file. */
    static String at(Path file, int line) {
        return file + ":" + line + ": ";
    }
}
