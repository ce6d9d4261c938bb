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

    FcfsShare(int classes) {
        this.held = new int[classes];
        this.absent = classes;
    }

    @Override
    public void add(Task task, boolean fresh) {
        if (fresh && held[task.userClass()]++ == 0) {
            absent--;
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
    }

    @Override
    public void leave(Task task) {
        if (--held[task.userClass()] == 0) {
            absent++;
        }
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
