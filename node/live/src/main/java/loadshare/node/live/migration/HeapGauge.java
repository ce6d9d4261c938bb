package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.receptionist.Receptionist;
import akka.actor.typed.receptionist.ServiceKey;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import loadshare.protocol.CborSerializable;

/**
 * A JVM's peak heap, as the JVM itself measures it (the sum of its heap pools' peaks), and the CPU time it has used,
 * asked for over the cluster.
 */
public final class HeapGauge {

    public static final ServiceKey<Ask> KEY = ServiceKey.create(Ask.class, "loadshare-heap-gauge");

    /** Reply the peak since the last reset; then, if {@code reset}, collect garbage and start a new peak. */
    public record Ask(boolean reset, ActorRef<Figure> replyTo) implements CborSerializable {
    }

    /** Peak heap used and the maximum heap, bytes; the process's CPU time so far (all its threads), nanoseconds. */
    public record Figure(long peakBytes, long maxBytes, long cpuNanos) implements CborSerializable {
    }

    private HeapGauge() {
    }

    public static Behavior<Ask> create() {
        return Behaviors.setup(ctx -> {
            ctx.getSystem().receptionist().tell(Receptionist.register(KEY, ctx.getSelf()));
            return Behaviors.receiveMessage(a -> {
                a.replyTo().tell(figure());
                if (a.reset()) {
                    reset();
                }
                return Behaviors.same();
            });
        });
    }

    /** This JVM's figure. */
    public static Figure figure() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        long cpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
        return new Figure(peak, Runtime.getRuntime().maxMemory(), cpu);
    }

    /** Collects garbage and restarts this JVM's peaks from what is live now. */
    public static void reset() {
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }
}
