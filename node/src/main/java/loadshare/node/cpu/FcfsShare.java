package loadshare.node.cpu;

import java.util.ArrayDeque;
import java.util.List;
import loadshare.protocol.Job;

/** No share: one queue in order of arrival (a preempted task goes to the back: round robin). */
final class FcfsShare implements ShareQueue {

    private final ArrayDeque<Task> tasks = new ArrayDeque<>();

    @Override
    public void add(Task task, boolean fresh) {
        tasks.add(task);
    }

    @Override
    public Task next() {
        return tasks.poll();
    }

    @Override
    public void charge(Task task, double cpuTime) {
    }

    @Override
    public void leave(Task task) {
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
