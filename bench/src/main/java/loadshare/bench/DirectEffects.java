package loadshare.bench;

import loadshare.node.core.Effects;
import loadshare.node.core.NodeCore;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * A sink that carries a core's effects out at once, without an event queue: messages wait in a FIFO and are
 * delivered by {@link #drain}, every service completes as soon as the messages are delivered. Enough to push one
 * job through a policy's protocol on real cores; timers are ignored (the benchmarked policies set none).
 */
final class DirectEffects implements Effects {

    private static final int CAPACITY = 1 << 12;

    private final int[] from = new int[CAPACITY];
    private final int[] to = new int[CAPACITY];
    private final NodeMessage[] messages = new NodeMessage[CAPACITY];
    private int head;
    private int tail;
    private final int[] serviceNode = new int[CAPACITY];
    private final int[] serviceCpu = new int[CAPACITY];
    private int services;
    long sent;
    long finished;
    /** Whether services complete in {@link #drain}; off, they are only counted. */
    boolean complete = true;

    @Override
    public void send(int from, int to, NodeMessage message) {
        sent++;
        this.from[tail & (CAPACITY - 1)] = from;
        this.to[tail & (CAPACITY - 1)] = to;
        messages[tail++ & (CAPACITY - 1)] = message;
    }

    @Override
    public void sendAfter(int from, int to, NodeMessage message, double delay) {
        send(from, to, message);
    }

    @Override
    public void setTimer(int participant, long tag, double delay) {
    }

    @Override
    public void cancelTimer(int node, long tag) {
    }

    @Override
    public void startService(int node, int cpu, double duration) {
        if (complete) {
            serviceNode[services] = node;
            serviceCpu[services++] = cpu;
        }
    }

    @Override
    public void cancelService(int node, int cpu) {
    }

    @Override
    public void jobFinished(int node, Job job, double now) {
        finished++;
    }

    /** Delivers every waiting message, then completes every started service (which may send more), until quiet. */
    void drain(NodeCore[] cores, double now) {
        while (head != tail || services > 0) {
            while (head != tail) {
                int i = head++ & (CAPACITY - 1);
                NodeMessage m = messages[i];
                messages[i] = null;
                cores[to[i]].onMessage(now, from[i], m);
            }
            while (services > 0) {
                services--;
                cores[serviceNode[services]].onServiceCompleted(now, serviceCpu[services]);
            }
        }
    }

    /** Forgets the waiting messages (a benchmark that measures one step only). */
    void discard() {
        while (head != tail) {
            messages[head++ & (CAPACITY - 1)] = null;
        }
    }
}
