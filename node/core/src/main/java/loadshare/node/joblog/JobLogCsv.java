package loadshare.node.joblog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import loadshare.protocol.Job;

/**
 * Writes a job log as CSV, one row per job as it ends, straight to a {@link Writer} (nothing is kept). Columns:
 * {@value #HEADER}. Times are model seconds in Java's shortest exact form ({@link Double#toString}: the same
 * double reads back); {@code start} is empty for a job that never got a CPU; {@code nodes} lists the nodes it ran
 * on, in order, separated by {@code ;}.
 */
public final class JobLogCsv {

    /** The header line's columns. */
    public static final String HEADER = "id,home,arrival,start,end,nodes,transfers,migrations,restarts";

    private final Writer out;
    private final StringBuilder line = new StringBuilder(96);

    /** Writes the header line to {@code out}. */
    public JobLogCsv(Writer out) {
        this.out = out;
        write(HEADER + "\n");
    }

    /** {@code job} ended at {@code end}, after {@code trail}. */
    public void row(Job job, JobTrail trail, double end) {
        line.setLength(0);
        line.append(job.id()).append(',').append(job.home()).append(',').append(job.arrivalTime()).append(',');
        if (!Double.isNaN(trail.start())) {
            line.append(trail.start());
        }
        line.append(',').append(end).append(',');
        for (int i = 0; i < trail.nodeCount(); i++) {
            line.append(i == 0 ? "" : ";").append(trail.node(i));
        }
        line.append(',').append(job.transfers()).append(',').append(trail.migrations()).append(',')
                .append(trail.restarts()).append('\n');
        write(line);
    }

    private void write(CharSequence text) {
        try {
            out.append(text);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the job log: " + e.getMessage(), e);
        }
    }
}
