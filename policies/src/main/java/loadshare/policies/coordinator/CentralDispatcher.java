package loadshare.policies.coordinator;

import java.util.ArrayDeque;
import loadshare.policies.ClusterShape;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.CentralQueueMessage.CpuFree;
import loadshare.protocol.CentralQueueMessage.Dispatch;
import loadshare.protocol.CentralQueueMessage.Submit;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * The cluster's one dispatcher queue (the lecture notes' "typical cluster scheduler"): jobs wait here in arrival
 * order and each goes to a CPU that is free anywhere, so with zero latency the cluster is an M/M/K queue,
 * the best any non-preemptive policy can do. A job starts on its home node when that has a free CPU (no
 * transfer needed); otherwise on the CPU that has been free longest.
 */
public final class CentralDispatcher implements Coordinator {

    private final ArrayDeque<Job> waiting = new ArrayDeque<>();
    private final int[] free;
    /** One entry per free CPU, in the order they became free; an entry may be stale (see {@link #stale}). */
    private final ArrayDeque<Integer> freeOrder = new ArrayDeque<>();
    /** Entries of {@link #freeOrder} to skip per node: CPUs given to home jobs out of order. */
    private final int[] stale;
    private final boolean[] gone;
    private int freeTotal;

    public CentralDispatcher(ClusterShape shape) {
        free = new int[shape.nodes()];
        stale = new int[shape.nodes()];
        gone = new boolean[shape.nodes()];
        for (int cpu = 0; cpu < shape.cpusPerNode(); cpu++) {
            for (int node = 0; node < shape.nodes(); node++) {
                free[node]++;
                freeOrder.add(node);
            }
            freeTotal += shape.nodes();
        }
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (message instanceof Submit submit) {
            waiting.add(submit.job());
        } else if (message instanceof CpuFree) {
            if (gone[from]) {
                return true;
            }
            free[from]++;
            freeTotal++;
            freeOrder.add(from);
        } else {
            return false;
        }
        dispatch(context);
        return true;
    }

    private void dispatch(CoordinatorContext context) {
        while (!waiting.isEmpty() && freeTotal > 0) {
            Job job = waiting.poll();
            int node;
            if (free[job.home()] > 0) {
                node = job.home();
                stale[node]++;
            } else {
                node = pollLongestFree();
            }
            free[node]--;
            freeTotal--;
            context.send(node, new Dispatch(node == job.home() ? job : job.transferred()));
        }
    }

    /** A node that is gone offers no CPU any more; jobs it was running are resubmitted by their homes. */
    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        if (peer >= 0 && peer < gone.length && !gone[peer]) {
            gone[peer] = true;
            freeTotal -= free[peer];
            free[peer] = 0;
        }
    }

    /** A node reported down is back: it is offered jobs again once it tells its free CPUs ({@code CpuFree}). */
    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        if (peer >= 0 && peer < gone.length && gone[peer]) {
            gone[peer] = false;
            freeOrder.removeIf(node -> node == peer); // its CPUs offered before it went down are offered no more
            stale[peer] = 0;
        }
    }

    private int pollLongestFree() {
        while (true) {
            int node = freeOrder.poll();
            if (gone[node]) {
                continue;
            }
            if (stale[node] > 0) {
                stale[node]--;
            } else {
                return node;
            }
        }
    }

    @Override
    public int queued() {
        return waiting.size();
    }
}
