package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.List;
import loadshare.config.CpuSchedulingSettings;
import loadshare.config.ThreadSettings;

/**
 * The CPU schedulers' part of {@code loadshare policies}: how each workstation schedules its CPUs among its jobs
 * ({@code hosts.cpu-scheduling}), with the choices each setting takes (from the settings' own enums) and what
 * they do. reference.conf and docs/multiprocessor.md say more.
 */
final class CpuSchedulingList {

    private record Setting(String key, List<String> choices, String what) {
    }

    private static final List<Setting> SETTINGS = List.of(
            new Setting("queues", CpuSchedulingSettings.names(CpuSchedulingSettings.Queues.class),
                    "one run queue shared by the host's CPUs (M/M/c), or one per CPU (c x M/M/1)"),
            new Setting("balance", CpuSchedulingSettings.names(CpuSchedulingSettings.Balance.class),
                    "between per-CPU queues: none, push (an arrival joins the shortest), steal (an idle CPU takes "
                            + "from the longest)"),
            new Setting("quantum", List.of(), "CPU time of a slice, model seconds; 0 runs each job to completion, "
                    + "> 0 time-slices round robin (-> processor sharing as it goes to 0)"),
            new Setting("context-switch", List.of(), "CPU time a switch to another job costs"),
            new Setting("affinity-penalty", List.of(), "extra work of a job resuming on another CPU (a cold cache)"),
            new Setting("share", CpuSchedulingSettings.names(CpuSchedulingSettings.Share.class),
                    "proportional share among workload.users: fcfs (none), lottery (a ticket drawn per quantum), "
                            + "stride (lowest pass runs), drr (deficit round robin), wfq (smallest fluid finish tag), "
                            + "sfq (smallest start tag), wf2q (smallest finish tag among started ones), vtrr (virtual "
                            + "time round robin), cfs (Linux: smallest vruntime; nice = N in a user class)"),
            new Setting("cfs", List.of(), "share = cfs: { sched-latency = 0.006, min-granularity = 0.00075 }, "
                    + "slice = max(latency x weight / weight with work, granularity); replaces the quantum"),
            new Setting("threads", CpuSchedulingSettings.names(ThreadSettings.Scheduling.class),
                    "threads of parallel jobs (workload.threads > 1; a job of t threads is a VM of t vCPUs): "
                            + "independent (a preempted lock holder makes siblings spin), co-scheduling (strict, gang: "
                            + "all in the same slices), relaxed-co-scheduling (VMware-like: a thread skew-threshold "
                            + "ahead of its slowest sibling is co-stopped), smart (no preemption while the lock is "
                            + "held)"),
            new Setting("skew-threshold", List.of(), "relaxed-co-scheduling: CPU time a thread may run ahead of its "
                    + "slowest sibling before it is co-stopped, model seconds (> 0; default 0.01)"));

    private CpuSchedulingList() {
    }

    static void print(PrintWriter out) {
        out.println();
        out.println("CPU SCHEDULING (every host's, hosts.cpu-scheduling { <setting> = <value> }; docs/multiprocessor.md)");
        out.println();
        for (Setting s : SETTINGS) {
            out.printf("  %-17s %s%s%n", s.key(), s.what(),
                    s.choices().isEmpty() ? "" : " [one of " + String.join(", ", s.choices()) + "]");
        }
    }
}
