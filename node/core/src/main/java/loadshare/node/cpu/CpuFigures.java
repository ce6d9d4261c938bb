package loadshare.node.cpu;

import java.io.Serializable;
import java.util.List;

/**
 * What time-shared CPU schedulers measured over a run (one node's, or a cluster's added up).
 *
 * @param names           the user classes ("all" without workload.users)
 * @param tickets         their tickets
 * @param contextSwitches times a CPU switched to another job
 * @param cpuChanges      resumes on another CPU than the job last ran on
 * @param coldResumes     resumes after something else ran on the job's CPU, or on another CPU
 * @param switchTime      CPU time spent switching, model seconds
 * @param affinityTime    CPU time spent on the cold caches of CPU changes (the affinity penalty)
 * @param cpuTime         CPU time each user class got
 * @param jobs            jobs of each class that finished
 * @param responseSum     their response times added up
 * @param window          model seconds per row of {@code timeline}
 * @param timeline        CPU time per window (row) and class (column), counted while every class had a task in
 *                        its queue (competing for the CPU)
 * @param threads         threads of each job (1: sequential jobs)
 * @param spinTime        CPU time threads spent spinning for their job's lock, model seconds
 * @param holdersPreempted times a thread was preempted while it held its job's lock
 * @param maxLag          each class's largest absolute lag against the fluid system (what it would have got with
 *                        every class with work served at once in proportion to its tickets, minus what it got),
 *                        model seconds of CPU, at the end of any slice on any node
 * @param lagTimeline     the same per window (row) and class (column)
 * @param coStops         times relaxed co-scheduling co-stopped a thread
 * @param coStopTime      time threads spent co-stopped, model seconds (added over the threads)
 * @param idleWhileWaiting CPU time CPUs stood idle while threads of parallel jobs waited in a run queue or were
 *                        co-stopped (at most one CPU per such thread): the fragmentation co-scheduling costs
 */
public record CpuFigures(List<String> names, int[] tickets, long contextSwitches, long cpuChanges, long coldResumes, double switchTime,
                         double affinityTime, double[] cpuTime, long[] jobs, double[] responseSum, double window,
                         double[][] timeline, int threads, double spinTime, long holdersPreempted, double[] maxLag,
                         double[][] lagTimeline, long coStops, double coStopTime, double idleWhileWaiting)
        implements Serializable {

    /** Figures with nothing co-stopped nor idle counted. */
    public CpuFigures(List<String> names, int[] tickets, long contextSwitches, long cpuChanges, long coldResumes,
                      double switchTime, double affinityTime, double[] cpuTime, long[] jobs, double[] responseSum,
                      double window, double[][] timeline, int threads, double spinTime, long holdersPreempted,
                      double[] maxLag, double[][] lagTimeline) {
        this(names, tickets, contextSwitches, cpuChanges, coldResumes, switchTime, affinityTime, cpuTime, jobs,
                responseSum, window, timeline, threads, spinTime, holdersPreempted, maxLag, lagTimeline, 0, 0, 0);
    }

    /** Figures of sequential jobs. */
    public CpuFigures(List<String> names, int[] tickets, long contextSwitches, long cpuChanges, long coldResumes,
                      double switchTime, double affinityTime, double[] cpuTime, long[] jobs, double[] responseSum,
                      double window, double[][] timeline) {
        this(names, tickets, contextSwitches, cpuChanges, coldResumes, switchTime, affinityTime, cpuTime, jobs,
                responseSum, window, timeline, 1, 0, 0);
    }

    /** Figures with no lag measured. */
    public CpuFigures(List<String> names, int[] tickets, long contextSwitches, long cpuChanges, long coldResumes,
                      double switchTime, double affinityTime, double[] cpuTime, long[] jobs, double[] responseSum,
                      double window, double[][] timeline, int threads, double spinTime, long holdersPreempted) {
        this(names, tickets, contextSwitches, cpuChanges, coldResumes, switchTime, affinityTime, cpuTime, jobs,
                responseSum, window, timeline, threads, spinTime, holdersPreempted, new double[cpuTime.length],
                new double[0][]);
    }

    /** Whether jobs were parallel (then spin time is reported). */
    public boolean parallel() {
        return threads > 1;
    }

    /** The share of the CPU time threads had that they spent spinning. */
    public double spinShare() {
        double total = 0;
        for (double t : cpuTime) {
            total += t;
        }
        return total == 0 ? Double.NaN : spinTime / total;
    }

    /** Several nodes' figures as one cluster's (the largest lags are the largest of any node). */
    public static CpuFigures sum(List<CpuFigures> parts) {
        CpuFigures first = parts.get(0);
        int k = first.cpuTime.length;
        long switches = 0;
        long changes = 0;
        long cold = 0;
        double switchTime = 0;
        double affinity = 0;
        double spin = 0;
        long preempted = 0;
        long coStops = 0;
        double coStopTime = 0;
        double idle = 0;
        double[] cpu = new double[k];
        long[] jobs = new long[k];
        double[] response = new double[k];
        int windows = parts.stream().mapToInt(p -> p.timeline.length).max().orElse(0);
        double[][] timeline = new double[windows][k];
        double[] maxLag = new double[k];
        int lagWindows = parts.stream().mapToInt(p -> p.lagTimeline.length).max().orElse(0);
        double[][] lagTimeline = new double[lagWindows][k];
        for (CpuFigures p : parts) {
            switches += p.contextSwitches;
            changes += p.cpuChanges;
            cold += p.coldResumes;
            switchTime += p.switchTime;
            affinity += p.affinityTime;
            spin += p.spinTime;
            preempted += p.holdersPreempted;
            coStops += p.coStops;
            coStopTime += p.coStopTime;
            idle += p.idleWhileWaiting;
            for (int c = 0; c < k; c++) {
                cpu[c] += p.cpuTime[c];
                jobs[c] += p.jobs[c];
                response[c] += p.responseSum[c];
                for (int w = 0; w < p.timeline.length; w++) {
                    timeline[w][c] += p.timeline[w][c];
                }
                maxLag[c] = Math.max(maxLag[c], p.maxLag[c]);
                for (int w = 0; w < p.lagTimeline.length; w++) {
                    lagTimeline[w][c] = Math.max(lagTimeline[w][c], p.lagTimeline[w][c]);
                }
            }
        }
        return new CpuFigures(first.names, first.tickets, switches, changes, cold, switchTime, affinity, cpu, jobs,
                response, first.window, timeline, first.threads, spin, preempted, maxLag, lagTimeline, coStops,
                coStopTime, idle);
    }

    /** Class {@code c}'s share of the CPU time the classes got. */
    public double share(int c) {
        double total = 0;
        for (double t : cpuTime) {
            total += t;
        }
        return total == 0 ? Double.NaN : cpuTime[c] / total;
    }

    /** Class {@code c}'s share of all tickets: the CPU share proportional share aims at. */
    public double ticketShare(int c) {
        double total = 0;
        for (int t : tickets) {
            total += t;
        }
        return tickets[c] / total;
    }

    /** Mean response time of class {@code c}'s jobs. */
    public double meanResponse(int c) {
        return jobs[c] == 0 ? Double.NaN : responseSum[c] / jobs[c];
    }
}
