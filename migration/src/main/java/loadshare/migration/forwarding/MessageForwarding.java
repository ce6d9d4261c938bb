package loadshare.migration.forwarding;

import java.util.random.RandomGenerator;
import loadshare.migration.MessageTraffic;

/**
 * Plays the messages sent to a migrating task through its home's {@link ForwardingTable}: a Poisson
 * stream from the start of the migration until the senders learn the new location. Messages sent before
 * the freeze reach the task directly; those sent while it is frozen wait at the home until it resumes and
 * are then forwarded; those sent to the old host after it resumed are forwarded with one extra hop.
 */
public final class MessageForwarding {

    private MessageForwarding() {
    }

    /**
     * The home's table after the migration of {@code task} from {@code source} to {@code target}, which
     * froze at {@code frozenAt} and resumed at {@code resumedAt} (model seconds, {@code start} <= frozenAt
     * <= resumedAt); its counts are the forwarded messages and their extra delay.
     */
    public static ForwardingTable play(String task, String source, String target, double hopDelay, MessageTraffic traffic,
            double start, double frozenAt, double resumedAt, RandomGenerator random) {
        if (!(start <= frozenAt && frozenAt <= resumedAt)) {
            throw new IllegalArgumentException("need start <= frozenAt <= resumedAt, got " + start + ", " + frozenAt + ", " + resumedAt);
        }
        ForwardingTable table = new ForwardingTable(source, hopDelay);
        table.place(task, source);
        if (traffic.rate() <= 0) {
            return table;
        }
        double learned = resumedAt + traffic.senderLearnDelay();
        double t = start;
        boolean moved = false;
        while (true) {
            t += -Math.log(1 - random.nextDouble()) / traffic.rate();
            if (t >= learned) {
                return table;
            }
            if (t < frozenAt) {
                table.deliver(task, source);
                continue;
            }
            if (!moved) {
                table.place(task, target);
                moved = true;
            }
            table.deliver(task, source, Math.max(0, resumedAt - t));
        }
    }
}
