package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.policies.owner.JobClass;
import loadshare.protocol.CondorMessage.JobAd;
import loadshare.protocol.CondorMessage.MachineAd;
import loadshare.protocol.CondorMessage.MachineBusy;
import loadshare.protocol.CondorMessage.Match;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * A Condor workstation, both a submitting home and an execute machine.
 *
 * <ul>
 *   <li>Home: a job its user submitted to Condor ({@link JobClass}) stays here, not running, until the central
 *       manager matches it to a machine; its ad goes to the manager (and again every {@code readvertise}
 *       seconds, so a restarted manager learns it anew). Other jobs run here as usual.</li>
 *   <li>Machine: its {@link MachinePolicy} decides, over the machine's ad and the ad of the job it runs. While it
 *       runs no foreign job and {@code start} holds, it advertises itself — idle machines pull work. A foreign
 *       job is suspended when {@code suspend} holds (or vacated, if {@code want-suspend} does not), resumed when
 *       {@code continue} holds, and vacated with checkpoint-restart migration to its home when {@code preempt}
 *       holds; the home submits it again with the work it has left.</li>
 * </ul>
 *
 * <p>Evaluation is event-driven: at every event the policy sees, and at the instant a clock
 * ({@code KeyboardIdle}, {@code CurrentTime}) makes an expression it watches change, found from the expressions
 * themselves (see {@link ClassAdHorizon}); a clock used in a way whose change cannot be told is re-evaluated
 * every {@code reevaluate} seconds instead.
 */
public final class CondorPolicy implements Policy {

    private static final long WAKE_TIMER = 1;
    private static final long READVERTISE_TIMER = 3;
    private static final double MIB = 1 << 20;
    /** A machine's platform unless its host's attributes say otherwise. */
    public static final String DEFAULT_ARCH = "X86_64";
    public static final String DEFAULT_OPSYS = "LINUX";
    /** Instants closer than this (relative to the model time) are one instant: recomputation noise. */
    private static final double SAME_INSTANT = 1e-12;
    /** "Just after" an instant, relative to the model time. */
    private static final double JUST_AFTER = 1e-9;

    private final MachinePolicy policy;
    /** Each host's configured attributes (Arch, OpSys, ...), as ClassAd expression text, by node. */
    private final IntFunction<Map<String, String>> hosts;
    private final double startIdleTime;
    private final double maxSuspendTime;
    private final double readvertise;
    private final double reevaluate;
    private final double submitted;
    /** This home's submitted jobs not yet placed, by id, in submission order. */
    private final Map<Long, Job> waiting = new LinkedHashMap<>();
    private boolean advertised;
    /** The machine's activity (Idle, Busy, Suspended) and since when. */
    private String activity = "Idle";
    private double enteredActivity;
    /** The model time at which the wake-up timer fires, NaN if none is set. */
    private double wakeAt = Double.NaN;

    public CondorPolicy(MachinePolicy policy, IntFunction<Map<String, String>> hosts, double startIdleTime,
            double maxSuspendTime, double readvertise, double reevaluate, double submitted) {
        this.policy = policy;
        this.hosts = hosts;
        this.startIdleTime = startIdleTime;
        this.maxSuspendTime = maxSuspendTime;
        this.readvertise = readvertise;
        this.reevaluate = reevaluate;
        this.submitted = submitted;
    }

    @Override
    public void onStart(NodeContext node) {
        node.setTimer(READVERTISE_TIMER, readvertise);
        update(node);
    }

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        if (JobClass.migratable(job, submitted)) {
            submit(job, node);
        } else {
            node.runLocally(job);
        }
        update(node);
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        update(node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof Match match) {
            Job job = waiting.remove(match.job());
            if (job != null) {
                if (match.machine() == node.self()) {
                    node.runLocally(job);
                } else {
                    node.transfer(job, match.machine(), 0, node.load());
                }
            }
            update(node);
            return true;
        }
        if (message instanceof JobTransfer transfer) {
            Job job = transfer.job();
            if (job.home() == node.self()) {
                submit(job, node); // vacated: submitted again with the work it has left
            } else {
                node.runLocally(job);
            }
            update(node);
            return true;
        }
        return false;
    }

    @Override
    public void onOwnerChange(boolean active, NodeContext node) {
        update(node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        if (tag == WAKE_TIMER) {
            wakeAt = Double.NaN;
        } else if (tag == READVERTISE_TIMER) {
            node.setTimer(READVERTISE_TIMER, readvertise);
            advertise(node);
        }
        update(node);
    }

    /**
     * The manager forgot this machine and its jobs (a failure): it advertises them again at once instead of at the
     * next readvertisement (the schedd's queue of waiting jobs is on disk: it survives the machine's failure).
     */
    @Override
    public void onRejoin(NodeContext node) {
        advertise(node);
        update(node);
    }

    /** Every job waiting here, and the machine if it asks for work, advertised to the manager. */
    private void advertise(NodeContext node) {
        for (Job job : waiting.values()) {
            node.send(node.coordinator(), new JobAd(job.id(), jobAd(job, node).toText()));
        }
        if (advertised) {
            node.send(node.coordinator(), new MachineAd(machineAd(node, activity).toText()));
        }
    }

    /** This home's submitted jobs not yet placed. */
    public int waitingJobs() {
        return waiting.size();
    }

    private void submit(Job job, NodeContext node) {
        waiting.put(job.id(), job);
        node.send(node.coordinator(), new JobAd(job.id(), jobAd(job, node).toText()));
    }

    /**
     * Acts on the policy (suspend, vacate, continue the foreign jobs here), then sets the wake-up for the next
     * instant a watched expression can change, then tells the manager if the machine started or stopped asking
     * for work.
     */
    private void update(NodeContext node) {
        List<Job> suspended = foreign(node.suspendedJobs(), node);
        boolean suspendedAny = false;
        for (Job job : node.foreignJobs()) {
            if (suspended.contains(job)) {
                continue;
            }
            ClassAd machine = machineAd(node, "Busy");
            ClassAd ad = jobAd(job, node);
            if (holds(policy.suspend(), machine, ad)) {
                if (holds(policy.wantSuspend(), machine, ad)) {
                    node.suspend(job);
                    suspendedAny = true;
                } else {
                    node.evict(job, job.home());
                }
            } else if (holds(policy.preempt(), machine, ad)) {
                node.evict(job, job.home());
            }
        }
        if (suspendedAny) {
            enter("Suspended", node);
        }
        for (Job job : foreign(node.suspendedJobs(), node)) {
            ClassAd machine = machineAd(node, "Suspended");
            ClassAd ad = jobAd(job, node);
            if (holds(policy.preempt(), machine, ad)) {
                node.evict(job, job.home());
            } else if (holds(policy.resume(), machine, ad)) {
                node.resume(job);
            }
        }
        List<Job> foreign = node.foreignJobs();
        String now = !foreign(node.suspendedJobs(), node).isEmpty() ? "Suspended" : foreign.isEmpty() ? "Idle" : "Busy";
        if (!now.equals(activity)) {
            enter(now, node);
        }
        ClassAdHorizon horizon = new ClassAdHorizon();
        boolean starts = startsWithoutAJob(node, horizon); // watched even while claimed: its clocks run anyway
        boolean available = foreign.isEmpty() && starts;
        watch(node, horizon);
        wakeUp(node, horizon);
        if (available != advertised) {
            advertised = available;
            node.send(node.coordinator(), available ? new MachineAd(machineAd(node, activity).toText()) : new MachineBusy());
        }
    }

    /** Whether {@code start} does not say no without a job (false, or ERROR): HTCondor's Unclaimed rather than Owner. */
    private boolean startsWithoutAJob(NodeContext node, ClassAdHorizon horizon) {
        ClassAdValue start = policy.start().evaluate(machineAd(node, activity), ClassAd.EMPTY, horizon);
        return start.isTrue() || start instanceof ClassAdValue.Undefined;
    }

    /** Evaluates what the foreign jobs' states make relevant, for the horizon only (the actions are taken). */
    private void watch(NodeContext node, ClassAdHorizon horizon) {
        List<Job> suspended = foreign(node.suspendedJobs(), node);
        for (Job job : node.foreignJobs()) {
            boolean isSuspended = suspended.contains(job);
            ClassAd machine = machineAd(node, isSuspended ? "Suspended" : "Busy");
            ClassAd ad = jobAd(job, node);
            policy.preempt().evaluate(machine, ad, horizon);
            (isSuspended ? policy.resume() : policy.suspend()).evaluate(machine, ad, horizon);
        }
    }

    /** Sets the wake-up timer for the earliest change the horizon saw, keeping one already set for that instant. */
    private void wakeUp(NodeContext node, ClassAdHorizon horizon) {
        double now = node.now();
        double scale = Math.max(1, Math.abs(now));
        double delay = Double.POSITIVE_INFINITY;
        if (horizon.changeAt() > SAME_INSTANT * scale) {
            delay = horizon.changeAt();
        }
        if (horizon.changeAfter() < Double.POSITIVE_INFINITY) {
            delay = Math.min(delay, horizon.changeAfter() + JUST_AFTER * Math.max(1, Math.abs(now + horizon.changeAfter())));
        }
        if (horizon.unpredictable() && reevaluate > 0) {
            delay = Math.min(delay, reevaluate);
        }
        if (delay == Double.POSITIVE_INFINITY) {
            if (!Double.isNaN(wakeAt)) {
                node.cancelTimer(WAKE_TIMER);
                wakeAt = Double.NaN;
            }
            return;
        }
        double at = now + delay;
        if (!Double.isNaN(wakeAt) && Math.abs(at - wakeAt) <= SAME_INSTANT * Math.max(1, Math.abs(at))) {
            return;
        }
        node.setTimer(WAKE_TIMER, delay);
        wakeAt = at;
    }

    private void enter(String newActivity, NodeContext node) {
        activity = newActivity;
        enteredActivity = node.now();
    }

    private static boolean holds(ClassAdExpression expression, ClassAd my, ClassAd target) {
        return expression.evaluate(my, target).isTrue();
    }

    private static List<Job> foreign(List<Job> jobs, NodeContext node) {
        List<Job> foreign = new ArrayList<>(jobs.size());
        for (Job job : jobs) {
            if (job.home() != node.self()) {
                foreign.add(job);
            }
        }
        return foreign;
    }

    /** The machine's ad now, with {@code activity} as its Activity; KeyboardIdle and CurrentTime are clocks. */
    private ClassAd machineAd(NodeContext node, String activity) {
        ClassAd.Builder ad = ClassAd.builder().set("Name", "node" + node.self()).set("Arch", DEFAULT_ARCH)
                .set("OpSys", DEFAULT_OPSYS);
        hosts.apply(node.self()).forEach(ad::setExpression);
        double idle = node.ownerAwayFor();
        boolean away = !node.ownerActive();
        return ad.set("Cpus", (long) node.cpus())
                .set("Memory", node.memoryBytes() / MIB)
                .set("Speed", node.speed())
                .setClock("KeyboardIdle", idle, away && Double.isFinite(idle) ? 1 : 0)
                .set("KeyboardBusy", node.ownerActive())
                .set("LoadAvg", (long) node.load())
                .setClock("CurrentTime", node.now(), 1)
                .set("Activity", activity)
                .set("EnteredCurrentActivity", enteredActivity)
                .set("StartIdleTime", startIdleTime)
                .set("MaxSuspendTime", maxSuspendTime)
                .set(ClassAdMatch.REQUIREMENTS, policy.start())
                .set(ClassAdMatch.RANK, policy.rank())
                .build();
    }

    /**
     * A job's ad: its user ({@code "user<home>"}), its home, the platform it was built for (its home's Arch and
     * OpSys, as condor_submit assumes), its VM's memory (MiB) and image (KiB), its work left.
     */
    private ClassAd jobAd(Job job, NodeContext node) {
        long bytes = node.vmBytes(job);
        ClassAd.Builder ad = ClassAd.builder().set("Owner", "user" + job.home()).set("Home", (long) job.home())
                .set("Arch", DEFAULT_ARCH).set("OpSys", DEFAULT_OPSYS);
        Map<String, String> home = hosts.apply(job.home());
        for (String platform : List.of("Arch", "OpSys")) {
            String value = home.get(platform);
            if (value != null) {
                ad.setExpression(platform, value);
            }
        }
        return ad.set("Memory", bytes / MIB).set("ImageSize", bytes / 1024.0).set("Work", job.demand()).build();
    }
}
