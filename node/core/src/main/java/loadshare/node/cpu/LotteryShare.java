package loadshare.node.cpu;

import java.util.random.RandomGenerator;

/**
 * Lottery scheduling: every quantum one ticket is drawn among the tickets of the classes with a task waiting,
 * and its class runs. Over n quanta a class's wins are binomial; its share converges to its ticket ratio.
 */
final class LotteryShare extends ClassQueues {

    private final RandomGenerator random;

    LotteryShare(int[] tickets, RandomGenerator random) {
        super(tickets);
        this.random = random;
    }

    @Override
    protected int pickClass() {
        long total = 0;
        for (int c = 0; c < classes(); c++) {
            if (waiting(c)) {
                total += tickets[c];
            }
        }
        long ticket = random.nextLong(total);
        for (int c = 0; c < classes(); c++) {
            if (waiting(c)) {
                ticket -= tickets[c];
                if (ticket < 0) {
                    return c;
                }
            }
        }
        throw new IllegalStateException("no class waits");
    }
}
