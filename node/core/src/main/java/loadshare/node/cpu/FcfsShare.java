package loadshare.node.cpu;

import java.util.ArrayDeque;
import java.util.List;
import loadshare.protocol.Job;

/** No share: one queue in order of arrival (a preempted task goes to the back: round robin). */
final class FcfsShare implements ShareQueue {

    private final ArrayDeque<Task> tasks = new ArrayDeque<>();
    /** Tasks of each class held here, waiting or running. */
    private final int[] held;
    private int absent;
    private final FluidSystem fluid;

    FcfsShare(int[] tickets) {
        this.held = new int[tickets.length];
        this.absent = tickets.length;
        this.fluid = new FluidSystem(tickets);
    }

    @Override
    public void add(Task task, boolean fresh) {
        if (fresh && held[task.userClass()]++ == 0) {
            absent--;
            fluid.joined(task.userClass());
        }
        tasks.add(task);
    }

    @Override
    public Task next() {
        return tasks.poll();
    }

    @Override
    public Task peek() {
        return tasks.peek();
    }

    @Override
    public void charge(Task task, double cpuTime) {
        fluid.served(task.userClass(), cpuTime);
    }

    @Override
    public void leave(Task task) {
        if (--held[task.userClass()] == 0) {
            absent++;
            fluid.left(task.userClass());
        }
    }

    @Override
    public double lag(int c) {
        return fluid.lag(c);
    }

    @Override
    public boolean contended() {
        return absent == 0;
    }

    @Override
    public Task remove(Job job) {
        return ClassQueues.removeFrom(tasks, job);
    }

    @Override
    public Task oldest() {
        return ClassQueues.oldestOf(tasks);
    }

    @Override
    public int size() {
        return tasks.size();
    }

    @Override
    public void addTo(List<Task> to) {
        to.addAll(tasks);
    }
}
