package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import loadshare.config.SettingsException;

/**
 * Where a run's results go, decided before anything is simulated so that no result is ever lost: a folder that
 * already holds something is not overwritten unless the user says {@code --force}; the run takes the first free
 * {@code name-2}, {@code name-3}, ... instead and says so. The chosen folder is created and proved writable (a
 * probe file is written and removed) before the run starts, so that a path that cannot be written is bad input
 * (exit status 2) at once, not a failure after the simulation.
 *
 * @param dir     the folder the results will be written to
 * @param created whether this run created it (it is removed again if the run ends without writing anything)
 */
record OutputFolder(Path dir, boolean created) {

    /** Most {@code name-N} folders tried before giving up. */
    static final int MOST_ALTERNATIVES = 1000;

    /**
     * Chooses and prepares the output folder.
     *
     * @param requested the folder asked for (--out or output.dir)
     * @param option    how the user named it in messages, e.g. {@code --out} or {@code output.dir}
     * @param force     whether an existing folder may be overwritten
     * @param err       where to say that another folder was taken, and why
     * @throws SettingsException when the folder is a file or cannot be created or written
     */
    static OutputFolder prepare(Path requested, String option, boolean force, PrintWriter err) {
        Path dir = requested;
        if (Files.exists(requested) && !Files.isDirectory(requested)) {
            throw new SettingsException(option + " " + requested + ": is a file, not a folder; name a folder for the results");
        }
        if (!force && holdsSomething(requested)) {
            dir = alternative(requested, option);
            err.printf("%s already holds results (not overwritten without --force); writing to %s instead%n",
                    requested, dir);
        }
        boolean created = !Files.exists(dir);
        try {
            Files.createDirectories(dir);
            Path probe = dir.resolve(".loadshare-write-check-" + UUID.randomUUID());
            Files.write(probe, new byte[0]);
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new SettingsException(option + " " + dir + ": cannot write results there ("
                    + describe(e) + "); name a folder you can write");
        }
        return new OutputFolder(dir, created);
    }

    /** Removes the folder if this run created it and it is still empty (an interrupted or failed run). */
    void removeIfUnused() {
        if (created && !holdsSomething(dir)) {
            try {
                Files.deleteIfExists(dir);
            } catch (IOException e) {
                // An empty folder left behind is harmless.
            }
        }
    }

    /** Whether {@code dir} exists and holds at least one entry. */
    static boolean holdsSomething(Path dir) {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            return entries.iterator().hasNext();
        } catch (IOException e) {
            return true;   // cannot tell: do not touch it
        }
    }

    private static Path alternative(Path requested, String option) {
        Path name = requested.toAbsolutePath().normalize().getFileName();
        String base = name == null ? "results" : name.toString();
        for (int i = 2; i <= MOST_ALTERNATIVES + 1; i++) {
            Path candidate = requested.resolveSibling(base + "-" + i);
            if (!Files.exists(candidate) || (Files.isDirectory(candidate) && !holdsSomething(candidate))) {
                return candidate;
            }
        }
        throw new SettingsException(option + " " + requested + ": it and " + base + "-2 to " + base + "-"
                + (MOST_ALTERNATIVES + 1) + " all hold results; use --force to overwrite, or name another folder");
    }

    private static String describe(Exception e) {
        String what = e.getClass().getSimpleName().replace("Exception", "");
        return e.getMessage() == null ? what : what + ": " + e.getMessage();
    }
}
