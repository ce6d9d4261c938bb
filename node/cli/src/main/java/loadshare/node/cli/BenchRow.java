package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * One row of {@code loadshare bench}: a policy simulated on a cluster size, and the minimal loop beside it
 * ({@code --baseline}), as measured in one JVM. A child JVM of {@code --forks} writes it as one tab-separated
 * line ({@link #line()}) that the parent reads back ({@link #parse}).
 *
 * @param jobs        jobs simulated, warm-up included
 * @param cpuSeconds  CPU seconds of the simulating threads
 * @param heapMb      the peak heap during the measured run, MB
 * @param bytesPerNode the live heap of the model at the end of the measured run (after a full GC, its jobs and
 *                    pending events included) less the live heap without it, divided by its nodes
 * @param application the policy ran an application and ended with it, whatever {@code --jobs} said
 * @param loop        the minimal loop's figures, or null
 */
record BenchRow(String policy, int nodes, long jobs, long events, double cpuSeconds, double wall, long heapMb,
                long bytesPerNode, boolean application, BaselineRow.Figures loop) {

    /** What starts the line a child writes for each row. */
    static final String MARK = "bench-row";

    double jobsPerCpuSecond() {
        return jobs / cpuSeconds;
    }

    /** Jobs per CPU second as a share of the minimal loop's, or NaN without the loop. */
    double ratio() {
        return loop == null ? Double.NaN : jobsPerCpuSecond() / loop.jobsPerCpuSecond();
    }

    /** What a row is judged by: x loop with the loop beside it, else jobs per CPU second. */
    double figure() {
        return loop == null ? jobsPerCpuSecond() : ratio();
    }

    /** The row as the table prints it: the policy's line, and the loop's under it. */
    void print(PrintWriter out, String suffix) {
        out.printf(Locale.ROOT, "%-18s %7d %12.0f %12.0f %14.0f %8.2f %8.2f %9d %7d%s%s%n", policy, nodes, jobs / wall,
                events / wall, jobsPerCpuSecond(), wall, cpuSeconds, heapMb, bytesPerNode,
                loop == null ? "" : String.format(Locale.ROOT, "%9.2f", ratio()), suffix);
        if (loop != null) {
            out.printf(Locale.ROOT, "%-18s %7d %12.0f %12.0f %14.0f %8.2f %8.2f %9s %7s%n", loop.label(), nodes,
                    loop.jobs() / loop.wall(), loop.events() / loop.wall(), loop.jobsPerCpuSecond(), loop.wall(),
                    loop.cpu(), "-", "-");
        }
    }

    /** The row as one line a parent JVM can {@link #parse}; doubles in hexadecimal, so nothing is rounded. */
    String line() {
        String row = String.join("\t", MARK, policy, Integer.toString(nodes), Long.toString(jobs),
                Long.toString(events), Double.toHexString(cpuSeconds), Double.toHexString(wall), Long.toString(heapMb),
                Long.toString(bytesPerNode), Boolean.toString(application));
        return loop == null ? row : String.join("\t", row, loop.label(), Long.toString(loop.jobs()),
                Long.toString(loop.events()), Double.toHexString(loop.wall()), Double.toHexString(loop.cpu()));
    }

    /** The row a child wrote with {@link #line()}; an IllegalArgumentException if {@code line} is not one. */
    static BenchRow parse(String line) {
        String[] f = line.split("\t");
        if (!(f.length == 10 || f.length == 15) || !f[0].equals(MARK)) {
            throw new IllegalArgumentException("not a bench row: " + line);
        }
        BaselineRow.Figures loop = f.length == 10 ? null : new BaselineRow.Figures(f[10], Long.parseLong(f[11]),
                Long.parseLong(f[12]), Double.parseDouble(f[13]), Double.parseDouble(f[14]));
        return new BenchRow(f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]),
                Double.parseDouble(f[5]), Double.parseDouble(f[6]), Long.parseLong(f[7]), Long.parseLong(f[8]),
                Boolean.parseBoolean(f[9]), loop);
    }
}
