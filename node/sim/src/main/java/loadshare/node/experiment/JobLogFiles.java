package loadshare.node.experiment;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;
import java.util.zip.GZIPOutputStream;
import loadshare.node.joblog.JobLogCsv;

/**
 * The folder of a run's job logs ({@code run.job-log}): one gzip-compressed CSV file per replication, named
 * {@code <point>_load<load>_r<replication>.csv.gz}, where {@code <point>} is the point's label (the policy's, and in
 * a sweep the swept values) with every character other than letters, digits, {@code . = + -} made {@code _}. A file
 * is written under a hidden temporary name while its run goes on and renamed into place when the run is complete,
 * so a reader never sees half a log. The bytes depend only on the run (gzip's header holds no time).
 */
public final class JobLogFiles {

    /** The folder's name in the results folder. */
    public static final String FOLDER = "jobs";

    private static final int BUFFER = 1 << 16;

    private final Path folder;

    public JobLogFiles(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** A point's label as the start of a file name. */
    static String slug(String label) {
        return label.replaceAll("[^A-Za-z0-9.=+-]+", "_");
    }

    /** The file name of replication {@code replication} at {@code load} of the point named {@code point}. */
    static String name(String point, double load, int replication) {
        return point + "_load" + BigDecimal.valueOf(load).stripTrailingZeros().toPlainString() + "_r" + replication
                + ".csv.gz";
    }

    /**
     * Writes the whole log of replication {@code replication} at {@code load} of the point labelled {@code label}
     * at once ({@code rows} writes its rows), e.g. a live run's, whose rows are known only at its end; returns its path.
     */
    public Path write(String label, double load, int replication, Consumer<JobLogCsv> rows) {
        String name = name(slug(label), load, replication);
        Log log = open(name);
        try {
            rows.accept(log.csv());
        } catch (RuntimeException e) {
            log.abandon();
            throw e;
        }
        log.complete();
        return folder.resolve(name);
    }

    /** Opens the log {@code name}: written to as its run goes on, then {@linkplain Log#complete completed}. */
    Log open(String name) {
        Path target = folder.resolve(name);
        Path temp = folder.resolve("." + name + ".tmp");
        try {
            Files.createDirectories(folder);
            Writer out = new BufferedWriter(new OutputStreamWriter(
                    new GZIPOutputStream(Files.newOutputStream(temp), BUFFER), StandardCharsets.UTF_8), BUFFER);
            return new Log(new JobLogCsv(out), out, temp, target);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the job log " + target + ": " + e.getMessage(), e);
        }
    }

    /** One replication's log being written. */
    static final class Log {

        private final JobLogCsv csv;
        private final Writer out;
        private final Path temp;
        private final Path target;

        private Log(JobLogCsv csv, Writer out, Path temp, Path target) {
            this.csv = csv;
            this.out = out;
            this.temp = temp;
            this.target = target;
        }

        JobLogCsv csv() {
            return csv;
        }

        /** The run is complete: the log is closed and renamed into place. */
        void complete() {
            try {
                out.close();
                try {
                    Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("could not write the job log " + target + ": " + e.getMessage(), e);
            }
        }

        /** The run failed: the half-written log is removed. */
        void abandon() {
            try {
                out.close();
            } catch (IOException e) {
                // removed below in any case
            }
            try {
                Files.deleteIfExists(temp);
            } catch (IOException e) {
                // a hidden temporary file left behind is harmless
            }
        }
    }
}
