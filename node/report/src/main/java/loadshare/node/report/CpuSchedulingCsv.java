package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.Section;

/**
 * Written when hosts time-share their CPUs ({@code hosts.cpu-scheduling} not at its defaults):
 * {@value #FILE_NAME}, a row per policy x load x replication x user class with the schedulers' costs (context
 * switches, CPU changes, cache-cold resumes, the CPU time lost to switches and cold caches, per job) and the
 * class's CPU share against its ticket share and its jobs' mean response time; and {@value #SHARES_FILE}, each
 * class's CPU share per window of model time. Both measure after the warm-up; numbers formatted as in
 * {@code results.csv}.
 */
public final class CpuSchedulingCsv {

    public static final String FILE_NAME = "cpu-scheduling.csv";
    public static final String SHARES_FILE = "cpu-shares.csv";

    static final String HEADER = "policy,load,replication,seed,context_switches_per_job,cpu_changes_per_job,"
            + "cold_resumes_per_job,switch_time_per_job,affinity_time_per_job,class,tickets,ticket_share,cpu_share,"
            + "class_jobs,class_mean_response_time";
    /** Added when jobs are parallel (workload.threads > 1). */
    static final String THREAD_COLUMNS = ",threads,spin_time_per_job,spin_share,holders_preempted_per_job,"
            + "co_stops_per_job,co_stop_time_per_job,idle_while_waiting_per_job";

    private CpuSchedulingCsv() {
    }

    /** Whether any row has CPU scheduling figures. */
    public static boolean present(ExperimentResult result) {
        return result.replications().stream().anyMatch(r -> r.section(Section.CPU_SCHEDULING).isPresent());
    }

    /** Writes both files; returns their paths. */
    public static List<Path> write(ExperimentResult result, Path dir) throws IOException {
        return List.of(AtomicFiles.write(dir.resolve(FILE_NAME), render(result.replications())),
                AtomicFiles.write(dir.resolve(SHARES_FILE), shares(result.replications())));
    }

    static String render(List<ReplicationResult> rows) {
        boolean parallel = rows.stream()
                .anyMatch(r -> r.section(Section.CPU_SCHEDULING).filter(CpuFigures::parallel).isPresent());
        StringBuilder out = new StringBuilder(HEADER).append(parallel ? THREAD_COLUMNS : "").append('\n');
        for (ReplicationResult row : rows) {
            if (row.section(Section.CPU_SCHEDULING).isEmpty()) {
                continue;
            }
            CpuFigures f = row.section(Section.CPU_SCHEDULING).get();
            double perJob = row.jobs() == 0 ? Double.NaN : 1.0 / row.jobs();
            for (int c = 0; c < f.tickets().length; c++) {
                List<Object> cells = new ArrayList<>(List.of(row.policy(), row.load(), row.replication(), row.seed(),
                        f.contextSwitches() * perJob, f.cpuChanges() * perJob, f.coldResumes() * perJob,
                        f.switchTime() * perJob, f.affinityTime() * perJob, f.names().get(c), f.tickets()[c],
                        f.ticketShare(c), f.share(c), f.jobs()[c], f.meanResponse(c)));
                if (parallel) {
                    cells.addAll(List.of(f.threads(), f.spinTime() * perJob, f.spinShare(),
                            f.holdersPreempted() * perJob, f.coStops() * perJob, f.coStopTime() * perJob,
                            f.idleWhileWaiting() * perJob));
                }
                line(out, cells);
            }
        }
        return out.toString();
    }

    static String shares(List<ReplicationResult> rows) {
        StringBuilder out = new StringBuilder("policy,load,replication,time,class,cpu_share,ticket_share\n");
        for (ReplicationResult row : rows) {
            if (row.section(Section.CPU_SCHEDULING).isEmpty()) {
                continue;
            }
            CpuFigures f = row.section(Section.CPU_SCHEDULING).get();
            double[][] timeline = f.timeline();
            for (int w = 0; w < timeline.length; w++) {
                double total = 0;
                for (double t : timeline[w]) {
                    total += t;
                }
                if (total == 0) {
                    continue;
                }
                for (int c = 0; c < timeline[w].length; c++) {
                    line(out, List.of(row.policy(), row.load(), row.replication(), (w + 1) * f.window(),
                            f.names().get(c), timeline[w][c] / total, f.ticketShare(c)));
                }
            }
        }
        return out.toString();
    }

    private static void line(StringBuilder out, List<Object> cells) {
        List<String> texts = new ArrayList<>();
        for (Object cell : cells) {
            texts.add(ResultsCsv.cell(cell));
        }
        out.append(String.join(",", texts)).append('\n');
    }
}
