package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.UUID;
import loadshare.config.SettingsException;

/**
 * Where a run's results go, decided before anything is simulated so that no result is ever lost: a folder that
 * already holds something is not overwritten unless the user says {@code --force}; the run takes the first free
 * {@code name-2}, {@code name-3}, ... instead and says so. The chosen folder is created and proved writable (a
 * probe file is written and removed) before the run starts, so that a path that cannot be written is bad input
 * (exit status 2) at once, not a failure after the simulation.
 *
 * <p>Two runs started at once never share a folder: a run claims its folder by creating {@value #CLAIM} in it,
 * which only one can do (create-exclusive), holding its process id, and removes it when it is over ({@link
 * #release}). A run that finds its folder claimed by a live process takes the next free one (with {@code --force},
 * it refuses in one line); a claim left by a process that no longer runs is taken over.
 *
 * @param dir     the folder the results will be written to
 * @param created whether this run created it (it is removed again if the run ends without writing anything)
 */
record OutputFolder(Path dir, boolean created) {

    /** Most {@code name-N} folders tried before giving up. */
    static final int MOST_ALTERNATIVES = 1000;
    /** The file by which a running run claims its folder. */
    static final String CLAIM = ".loadshare-run";

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
        while (true) {
            boolean created = !Files.exists(dir);
            try {
                Files.createDirectories(dir);
                Path probe = dir.resolve(".loadshare-write-check-" + UUID.randomUUID());
                Files.write(probe, new byte[0]);
                Files.delete(probe);
                if (claim(dir)) {
                    return new OutputFolder(dir, created);
                }
            } catch (IOException | SecurityException e) {
                throw new SettingsException(option + " " + dir + ": cannot write results there ("
                        + describe(e) + "); name a folder you can write");
            }
            if (force) {
                throw new SettingsException(option + " " + dir + ": another run is writing its results there now (process "
                        + claimant(dir) + "); wait for it to end, or name another folder");
            }
            Path taken = dir;
            dir = alternative(requested, option);
            err.printf("%s is being written by another run; writing to %s instead%n", taken, dir);
        }
    }

    /**
     * Claims {@code dir} for this process: true if it was free (or its claim was left by a process that no longer
     * runs), false if a live process holds it — this one included, for another run in the same JVM.
     */
    private static boolean claim(Path dir) throws IOException {
        Path claim = dir.resolve(CLAIM);
        for (int attempt = 0; attempt < 2; attempt++) {
            try {
                Files.writeString(claim, Long.toString(ProcessHandle.current().pid()), StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE);
                claim.toFile().deleteOnExit();   // released in any case when this JVM ends normally
                return true;
            } catch (FileAlreadyExistsException e) {
                if (ProcessHandle.of(claimant(dir)).map(ProcessHandle::isAlive).orElse(false)) {
                    return false;
                }
                Files.deleteIfExists(claim);     // left by a run that died: take it over
            }
        }
        return false;
    }

    /** The process id in {@code dir}'s claim; this process's if it cannot be read (a claim being written is live). */
    private static long claimant(Path dir) {
        try {
            return Long.parseLong(Files.readString(dir.resolve(CLAIM)).strip());
        } catch (IOException | NumberFormatException e) {
            return ProcessHandle.current().pid();
        }
    }

    /** The run is over: its folder is no longer claimed. */
    void release() {
        try {
            Files.deleteIfExists(dir.resolve(CLAIM));
        } catch (IOException e) {
            // A claim left behind names this process: once it ends, the next run takes the folder over.
        }
    }

    /** Releases the folder, and removes it if this run created it and it is still empty (an interrupted or failed run). */
    void removeIfUnused() {
        release();
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
