package loadshare.node.cpu;

import loadshare.config.CpuSchedulingSettings;
import loadshare.hardware.host.Host;
import loadshare.protocol.Job;

/**
 * What a time-shared node pays when a CPU switches to a task (the lectures' affinity scheduling): a context switch
 * if the CPU ran another job last; for a task that ran before, the affinity penalty if it last ran on another CPU,
 * and a cold cache if it resumes elsewhere or after something else ran on its CPU. Each is counted in the node's
 * {@link CpuLedger}. {@link TimeSharedCpus} adds the penalty to the task's work, {@link ParallelCpus} delays the
 * thread by it; both spend the switch before the slice.
 */
final class SwitchCosts {

    private final Host host;
    private final CpuSchedulingSettings settings;
    private final CpuLedger ledger;
    /** The job each CPU ran last (null after overhead work): resuming it costs no context switch. */
    private final Job[] lastRan;

    SwitchCosts(Host host, CpuPlan plan) {
        this.host = host;
        this.settings = plan.settings();
        this.ledger = plan.ledger();
        this.lastRan = new Job[host.cpus()];
    }

    /** The time {@code cpu} spends switching to {@code task}'s job (0 if it ran that job last), counted. */
    double contextSwitch(int cpu, Task task) {
        if (lastRan[cpu] == task.job()) {
            return 0;
        }
        double time = host.serviceTime(settings.contextSwitch());
        ledger.contextSwitch(time);
        return time;
    }

    /**
     * {@code task}, which has run before, resumes on {@code cpu}: returns the affinity penalty (work on a CPU of
     * speed 1; 0 on its last CPU), counted with the cold resume.
     */
    double resume(int cpu, Task task) {
        double penalty = 0;
        if (task.lastCpu() != cpu) {
            penalty = settings.affinityPenalty();
            ledger.cpuChange(host.serviceTime(penalty));
        }
        if (task.lastCpu() != cpu || lastRan[cpu] != task.job()) {
            ledger.coldResume();
        }
        return penalty;
    }

    /** {@code cpu} runs {@code job} now (null: overhead work). */
    void runs(int cpu, Job job) {
        lastRan[cpu] = job;
    }
}
