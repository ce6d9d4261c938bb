package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.Terminated;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.receptionist.ServiceKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import loadshare.hardware.memory.FrameAllocation;
import loadshare.hardware.vm.EmulatedHost;
import loadshare.hardware.vm.VirtualMachine;

/**
 * The receiving hypervisor of an emulated host in the live runtime: admits arriving VMs into its host's frames
 * (or refuses them with the host's reason), and carries each migration through as an {@link Incoming}. One actor
 * per host, so the host's frames are only ever touched by it. It tells {@code events} what arrives.
 */
public final class MigrationTarget extends AbstractBehavior<PageTransferMessage> {

    /** The key of migration targets with the Receptionist. */
    public static final ServiceKey<PageTransferMessage> KEY =
            ServiceKey.create(PageTransferMessage.class, "loadshare-migration-target");

    private final EmulatedHost host;
    private final ActorRef<TargetEvent> events;
    private final TransferSettings settings;
    private final boolean releaseArrived;
    private final Map<String, Incoming> byVm = new HashMap<>();
    private final Map<String, Incoming> byStream = new HashMap<>();

    /** A target for {@code host}; {@code events} (or null) hears of admissions, resumes and ends. */
    public static Behavior<PageTransferMessage> create(EmulatedHost host, ActorRef<TargetEvent> events,
                                                       TransferSettings settings) {
        return Behaviors.setup(ctx -> new MigrationTarget(ctx, host, events, settings, false));
    }

    /**
     * A target that releases every VM that arrived completely (frees its frames, here, on this actor) once it has
     * told {@code events} (or nobody) of it: for a host whose runtime accounts for its VMs' memory itself, such as
     * a live workstation whose {@code NodeCore} admits migrated jobs. The VM in {@link TargetEvent.Ended} is then
     * already released.
     */
    public static Behavior<PageTransferMessage> releasing(EmulatedHost host, ActorRef<TargetEvent> events,
                                                       TransferSettings settings) {
        return Behaviors.setup(ctx -> new MigrationTarget(ctx, host, events, settings, true));
    }

    private MigrationTarget(ActorContext<PageTransferMessage> ctx, EmulatedHost host, ActorRef<TargetEvent> events,
                            TransferSettings settings, boolean releaseArrived) {
        super(ctx);
        this.host = host;
        this.events = events == null ? ctx.getSystem().ignoreRef() : events;
        this.settings = settings;
        this.releaseArrived = releaseArrived;
    }

    @Override
    public Receive<PageTransferMessage> createReceive() {
        return newReceiveBuilder()
                .onMessage(PageTransferMessage.Admit.class, this::onAdmit)
                .onMessage(PageTransferMessage.PageChunk.class, c -> route(byStream.get(c.stream()), i -> i.onChunk(c)))
                .onMessage(PageTransferMessage.Handover.class, this::onHandover)
                .onMessage(PageTransferMessage.StreamEnd.class, e -> route(byStream.get(e.stream()), Incoming::onStreamEnd))
                .onMessage(PageTransferMessage.Failed.class, this::onFailed)
                .onSignal(Terminated.class, this::onTerminated)
                .build();
    }

    private Behavior<PageTransferMessage> onAdmit(PageTransferMessage.Admit a) {
        if (byVm.containsKey(a.vm())) {
            a.source().tell(new PageTransferMessage.Refused(a.vm(),
                    "VM " + a.vm() + " is already arriving at " + host.name()));
            return this;
        }
        LiveStrategy strategy;
        try {
            strategy = LiveStrategy.of(a.strategy());
        } catch (IllegalArgumentException unknown) {
            a.source().tell(new PageTransferMessage.Refused(a.vm(), unknown.getMessage()));
            return this;
        }
        FrameAllocation allocation = host.memory().allocate(a.spec().pages());
        if (allocation instanceof FrameAllocation.Refused r) {
            a.source().tell(new PageTransferMessage.Refused(a.vm(), r.reason()));
            return this;
        }
        Incoming in = new Incoming(a, strategy, ((FrameAllocation.Granted) allocation).frames(), host,
                getContext().getSelf(), events, settings);
        byVm.put(a.vm(), in);
        byStream.put(in.inStream(), in);
        byStream.put(in.pullStream(), in);
        getContext().watch(a.source());
        in.admitted();
        return this;
    }

    private Behavior<PageTransferMessage> onHandover(PageTransferMessage.Handover h) {
        if (h.pageServer() != null) {
            getContext().watch(h.pageServer());
        }
        return route(byVm.get(h.state().name()), i -> i.onHandover(h));
    }

    private Behavior<PageTransferMessage> onFailed(PageTransferMessage.Failed f) {
        Incoming in = byStream.get(f.vm());
        return route(in != null ? in : byVm.get(f.vm()), i -> i.onFailed(f.reason()));
    }

    private Behavior<PageTransferMessage> onTerminated(Terminated t) {
        for (Incoming in : new ArrayList<>(byVm.values())) {
            in.onGone(t.getRef());
            forgetIfEnded(in);
        }
        return this;
    }

    private Behavior<PageTransferMessage> route(Incoming in, Consumer<Incoming> action) {
        if (in == null) {
            getContext().getLog().warn("migration target {}: a message for no arriving VM dropped", host.name());
            return this;
        }
        action.accept(in);
        forgetIfEnded(in);
        return this;
    }

    private void forgetIfEnded(Incoming in) {
        if (in.ended()) {
            VirtualMachine arrived = in.arrived();
            if (releaseArrived && arrived != null && arrived.status() != VirtualMachine.Status.RELEASED) {
                arrived.release();
            }
            byVm.values().remove(in);
            byStream.values().removeIf(i -> i == in);
        }
    }
}
