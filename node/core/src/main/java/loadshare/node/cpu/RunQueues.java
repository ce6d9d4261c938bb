package loadshare.node.cpu;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import loadshare.config.CpuSchedulingSettings.Balance;
import loadshare.config.CpuSchedulingSettings.Queues;
import loadshare.protocol.Job;

/**
 * A node's run queues: one central queue every CPU serves, or one per CPU, balanced by {@code balance}: none (an
 * arrival joins a random CPU's queue: Poisson arrivals split into Poisson streams, c independent queues), push
 * (an arrival joins the CPU with the fewest jobs) or steal (a CPU whose queue is empty takes the oldest waiting
 * task of the longest other queue).
 */
final class RunQueues {

    private final CpuPlan plan;
    private final boolean central;
    private final Balance balance;
    private final ShareQueue[] queues;
    private int waiting;

    public RunQueues(CpuPlan plan, int cpus) {
        this.plan = plan;
        this.central = plan.settings().queues() == Queues.CENTRAL;
        this.balance = plan.settings().balance();
        this.queues = new ShareQueue[central ? 1 : cpus];
        for (int q = 0; q < queues.length; q++) {
            queues[q] = plan.newQueue();
        }
    }

    /** The queue CPU {@code cpu} serves first. */
    public int queueOf(int cpu) {
        return central ? 0 : cpu;
    }

    public ShareQueue queue(int q) {
        return queues[q];
    }

    /** A new task joins a queue; {@code runsJob} tells whether a CPU runs a job now. */
    public void arrive(Task task, IntPredicate runsJob) {
        queues[arrivalQueue(runsJob)].add(task, true);
        waiting++;
    }

    /** A task whose slice ended goes back to the end of queue {@code q}. */
    public void requeue(int q, Task task) {
        queues[q].add(task, false);
        waiting++;
    }

    /** The task CPU {@code cpu} runs next (stolen from another queue if it steals), or null. */
    public Task next(int cpu) {
        Task task = queues[queueOf(cpu)].next();
        if (task == null && balance == Balance.STEAL && !central) {
            task = steal(cpu);
        }
        if (task != null) {
            waiting--;
        }
        return task;
    }

    /** The task CPU {@code cpu}'s own queue would run next (fcfs only), still queued, or null. */
    public Task peek(int cpu) {
        return queues[queueOf(cpu)].peek();
    }

    /** Takes {@code job}'s waiting task out for good, or returns null. */
    public Task remove(Job job) {
        for (ShareQueue queue : queues) {
            Task task = queue.remove(job);
            if (task != null) {
                queue.leave(task);
                waiting--;
                return task;
            }
        }
        return null;
    }

    /** Takes the task that has waited longest out for good, or returns null. */
    public Task pollOldest() {
        Task oldest = null;
        for (ShareQueue queue : queues) {
            Task task = queue.oldest();
            if (task != null && (oldest == null || task.job().arrivalTime() < oldest.job().arrivalTime())) {
                oldest = task;
            }
        }
        return oldest == null ? null : remove(oldest.job());
    }

    /** Tasks waiting in all queues. */
    public int waiting() {
        return waiting;
    }

    public List<Task> waitingTasks() {
        List<Task> tasks = new ArrayList<>(waiting);
        for (ShareQueue queue : queues) {
            queue.addTo(tasks);
        }
        return tasks;
    }

    private int arrivalQueue(IntPredicate runsJob) {
        if (central) {
            return 0;
        }
        if (balance != Balance.PUSH) {
            return plan.random().nextInt(queues.length);
        }
        int best = 0;
        for (int q = 1; q < queues.length; q++) {
            if (jobsAt(q, runsJob) < jobsAt(best, runsJob)) {
                best = q;
            }
        }
        return best;
    }

    private int jobsAt(int q, IntPredicate runsJob) {
        return queues[q].size() + (runsJob.test(q) ? 1 : 0);
    }

    private Task steal(int cpu) {
        int victim = -1;
        for (int q = 0; q < queues.length; q++) {
            if (q != cpu && queues[q].size() > 0 && (victim < 0 || queues[q].size() > queues[victim].size())) {
                victim = q;
            }
        }
        if (victim < 0) {
            return null;
        }
        Task task = queues[victim].oldest();
        queues[victim].remove(task.job());
        queues[victim].leave(task);
        queues[cpu].add(task, true);
        return queues[cpu].next();
    }
}
