package loadshare.node.live;

import akka.actor.typed.javadsl.TimerScheduler;
import java.util.function.DoubleFunction;

/**
 * A workstation's model time in the live cluster: its timed inputs ({@link DueInputs}) woken by Akka timers on
 * the run's {@link LiveClock}, the model time of the input being handled (never going backwards), and the busy
 * CPU time integrated over it.
 *
 * @param <C> the actor's protocol, which the wake-up message belongs to
 */
final class Timeline<C> {

    private final DueInputs due = new DueInputs();
    private final TimerScheduler<C> timers;
    private final LiveClock clock;
    private final DoubleFunction<C> wake;
    private double lastNow;
    private double busyTime;

    /** @param wake the message a timer sends when an input falls due at the given model time */
    Timeline(TimerScheduler<C> timers, LiveClock clock, DoubleFunction<C> wake) {
        this.timers = timers;
        this.clock = clock;
        this.wake = wake;
    }

    /** Model time by the clock now. */
    double clockNow() {
        return clock.now();
    }

    /**
     * The model time of an input due at {@code due}: never before the previous input. The {@code busyCpus} that
     * were busy since the previous input add to the busy time.
     */
    double stamp(double due, int busyCpus) {
        double now = Math.max(lastNow, due);
        busyTime += busyCpus * (now - lastNow);
        lastNow = now;
        return now;
    }

    /** An input of {@code kind} falls due at model time {@code at}. */
    void at(double at, DueInputs.Kind kind, long arg) {
        DueInputs.Due d = due.add(at, kind, arg);
        timers.startSingleTimer(d, wake.apply(d.due()), clock.until(d.due()));
    }

    /** An input of {@code kind} falls due {@code delay} model seconds after the input being handled. */
    void after(double delay, DueInputs.Kind kind, long arg) {
        at(lastNow + delay, kind, arg);
    }

    /** The pending input of this kind and argument no longer falls due. */
    void cancel(DueInputs.Kind kind, long arg) {
        DueInputs.Due pending = due.remove(kind, arg);
        if (pending != null) {
            timers.cancel(pending);
        }
    }

    /** The earliest input due by {@code horizon}, taken out (its timer cancelled); null if none is. */
    DueInputs.Due next(double horizon) {
        DueInputs.Due d = due.pollUpTo(horizon);
        if (d != null) {
            timers.cancel(d);
        }
        return d;
    }

    /** When the earliest pending timed input falls due; infinite if none is pending. */
    double nextDue() {
        return due.nextDue();
    }

    /** Model time of the latest input. */
    double lastNow() {
        return lastNow;
    }

    /** CPU time the node's CPUs were busy so far, in model seconds. */
    double busyTime() {
        return busyTime;
    }
}
