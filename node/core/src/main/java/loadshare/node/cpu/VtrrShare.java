package loadshare.node.cpu;

import java.util.stream.IntStream;

/**
 * Virtual time round robin (Nieh, Vaill and Zhong, 2001): the classes stand in order of their tickets (most
 * first); each round gives every class a time counter of its tickets in quanta. The scheduler runs the class at
 * the head, then walks down the order: it runs the next class if that one has quanta left in its counter and is
 * not ahead of its share, its virtual finish time less than one quantum (over its weight) past the queue's
 * virtual time; otherwise it goes back to the head. When the head's counter is spent, a new round begins. The
 * queue's virtual time is the fluid system's ({@link FluidSystem}); a class's virtual finish time advances by
 * the CPU time it got over its weight. A class that comes back starts a quantum past the queue's virtual time,
 * with a full counter.
 */
final class VtrrShare extends ClassQueues {

    private final double quantum;
    /** Classes by tickets, most first (ties: the first class). */
    private final int[] order;
    private final long[] counter;
    private final double[] finish;
    /** Where in {@link #order} the last class picked stands; -1 before the first. */
    private int position = -1;

    VtrrShare(int[] tickets, double quantum) {
        super(tickets);
        this.quantum = quantum;
        this.order = IntStream.range(0, tickets.length).boxed()
                .sorted((a, b) -> tickets[a] != tickets[b] ? Integer.compare(tickets[b], tickets[a])
                        : Integer.compare(a, b))
                .mapToInt(Integer::intValue).toArray();
        this.counter = new long[tickets.length];
        this.finish = new double[tickets.length];
        for (int c = 0; c < tickets.length; c++) {
            counter[c] = tickets[c];
        }
    }

    @Override
    protected int pickClass() {
        int next = waitingAfter(position);
        if (position >= 0 && next >= 0) {
            int c = order[next];
            if (counter[c] > 0 && finish[c] - fluid.virtualTime() < quantum / tickets[c]) {
                return run(next);
            }
        }
        int head = waitingAfter(-1);
        if (counter[order[head]] <= 0) {
            for (int c = 0; c < classes(); c++) {
                counter[c] = tickets[c];
            }
        }
        return run(head);
    }

    /** The first place in the order after {@code from} whose class waits, or -1. */
    private int waitingAfter(int from) {
        for (int i = from + 1; i < order.length; i++) {
            if (waiting(order[i])) {
                return i;
            }
        }
        return -1;
    }

    private int run(int place) {
        position = place;
        counter[order[place]]--;
        return order[place];
    }

    @Override
    protected void joined(int c) {
        finish[c] = fluid.virtualTime() + quantum / tickets[c];
        counter[c] = tickets[c];
    }

    @Override
    protected void charged(int c, double cpuTime) {
        finish[c] += cpuTime / tickets[c];
    }
}
