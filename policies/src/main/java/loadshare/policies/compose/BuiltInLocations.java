package loadshare.policies.compose;

import static loadshare.policies.compose.BuiltInComponents.DIRECTORY;
import static loadshare.policies.compose.BuiltInComponents.FREE_CPU_REPORTS;
import static loadshare.policies.compose.BuiltInComponents.RECEIVERS;
import static loadshare.policies.compose.BuiltInComponents.SENDERS;
import static loadshare.policies.compose.BuiltInComponents.TWO_THRESHOLDS;
import static loadshare.policies.compose.ComponentDescriptor.of;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.information.LoadTable;
import loadshare.policies.location.CentralQueueLocation;
import loadshare.policies.location.DirectoryLocation;
import loadshare.policies.location.NearestCandidates;
import loadshare.policies.location.NodeLists;
import loadshare.policies.location.PowerOfDLocation;
import loadshare.policies.location.RandomLocation;
import loadshare.policies.location.ReceiverShortestLocation;
import loadshare.policies.location.ReceiverThresholdLocation;
import loadshare.policies.location.SenderShortestLocation;
import loadshare.policies.location.SenderThresholdLocation;
import loadshare.policies.location.StableSymmetricLocation;
import loadshare.policies.location.SymmetricLocation;
import loadshare.policies.vsystem.RandomReceiverCandidates;

/**
 * The built-in location policies, each described once and chosen with typed values by the presets through a
 * factory method of its own (e.g. {@link #senderThreshold(int)}). A sender-initiated one needs a transfer policy
 * that makes senders, a receiver-initiated one a transfer policy that makes receivers; the probing ones pick their
 * candidates from the broadcast loads when the information policy broadcasts, else at random, but the nearest
 * neighbour ones, which probe in order of distance whatever the information.
 */
public final class BuiltInLocations {

    /** Whose searches go to the load directory: a sender's, a receiver's or both (the {@code side} parameter). */
    public enum DirectorySide {
        SENDER, RECEIVER, BOTH;

        /** As written in a composition, e.g. {@code sender}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private static final ParameterSpec PROBE_LIMIT = ParameterSpec.integer("probe-limit", 3, 1,
            "Lp: most nodes probed (or asked for work) in one search");
    private static final String NEEDS_SENDERS = "a transfer policy that makes senders";
    private static final String NEEDS_RECEIVERS = "a transfer policy that makes receivers";

    private static final ComponentDescriptor RANDOM = sender(of(Family.LOCATION, "random",
            "send the job to one random other node, no probe",
            PolicyClass.STATIC, List.of(), (p, c) -> new RandomLocation(c.candidates(), c.metric())));
    private static final ComponentDescriptor SENDER_THRESHOLD = sender(of(Family.LOCATION, "sender-threshold",
            "probe up to probe-limit nodes one after another, send the job to the first receiver, else keep it",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new SenderThresholdLocation(p.integer("probe-limit"), c.candidates(), c.transfer(), c.metric())));
    private static final ComponentDescriptor SENDER_SHORTEST = sender(of(Family.LOCATION, "sender-shortest",
            "poll probe-limit nodes in parallel, send the job to the least loaded if it is a receiver",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new SenderShortestLocation(p.integer("probe-limit"), c.candidates(), c.transfer(), c.metric())));
    private static final ComponentDescriptor RECEIVER_THRESHOLD = receiver(of(Family.LOCATION, "receiver-threshold",
            "a receiver asks up to probe-limit nodes one after another for work and takes a job from the first sender",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new ReceiverThresholdLocation(p.integer("probe-limit"), c.candidates(), c.metric())));
    private static final ComponentDescriptor RECEIVER_SHORTEST = receiver(of(Family.LOCATION, "receiver-shortest",
            "a receiver polls probe-limit nodes in parallel and takes a job from the most loaded if it is a sender",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new ReceiverShortestLocation(p.integer("probe-limit"), c.candidates(), c.transfer(), c.metric())));
    private static final ComponentDescriptor SENDER_NEAREST = sender(of(Family.LOCATION, "sender-nearest",
            "nearest neighbour: probe up to probe-limit nodes one after another, nearest first (ties in random order), "
                    + "send the job to the first receiver, else keep it",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new SenderThresholdLocation(p.integer("probe-limit"), new NearestCandidates(), c.transfer(),
                    c.metric())));
    private static final ComponentDescriptor RECEIVER_NEAREST = receiver(of(Family.LOCATION, "receiver-nearest",
            "nearest neighbour: a receiver asks up to probe-limit nodes one after another for work, nearest first "
                    + "(ties in random order), and takes a job from the first sender",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new ReceiverThresholdLocation(p.integer("probe-limit"), new NearestCandidates(), c.metric())));
    private static final ComponentDescriptor SYMMETRIC = receiver(sender(of(Family.LOCATION, "symmetric",
            "sender-threshold when this node is a sender, receiver-threshold when it is a receiver",
            PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> {
                int limit = p.integer("probe-limit");
                return new SymmetricLocation(
                        new SenderThresholdLocation(limit, c.candidates(), c.transfer(), c.metric()),
                        new ReceiverThresholdLocation(limit, c.candidates(), c.metric()));
            })));
    private static final ComponentDescriptor RANDOM_RECEIVER = sender(of(Family.LOCATION, "random-receiver",
            "probe a random node of those the loads this node knows make receivers; send the job if it still is one, "
                    + "else try another, up to probe-limit (the V-System)", PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
            (p, c) -> new SenderThresholdLocation(p.integer("probe-limit"),
                    new RandomReceiverCandidates(c.table(), c.transfer()), c.transfer(), c.metric()))
            .withMemory(LoadTable.VIEW));
    private static final ComponentDescriptor POWER_OF_D = sender(of(Family.LOCATION, "power-of-d",
            "poll d distinct nodes chosen from all N (this one included) and send the job to the shortest queue, "
                    + "ties at random", PolicyClass.DYNAMIC,
            List.of(ParameterSpec.integer("d", 2, 1, "number of queues compared")),
            (p, c) -> new PowerOfDLocation(p.integer("d"), c.metric())));
    private static final ComponentDescriptor STABLE_SYMMETRIC = of(Family.LOCATION, "stable-symmetric",
            "sender, receiver and OK lists from the load every message carries; a sender polls the head of its "
                    + "receivers list, a receiver its senders list, then OK, then receivers",
            PolicyClass.ADAPTIVE, List.of(PROBE_LIMIT),
            (p, c) -> new StableSymmetricLocation(c.shape().nodes(), c.node(), p.integer("probe-limit"),
                    c.transfer(), c.metric()))
            .requiring(Family.TRANSFER, TWO_THRESHOLDS, "a transfer policy with two thresholds (two-threshold)")
            .withMemory(NodeLists.VIEW);
    private static final ComponentDescriptor DIRECTORY_LOCATION = of(Family.LOCATION, "directory",
            "ask the load directory (a coordinator) for a receiver (side = sender), a sender (receiver) or both",
            PolicyClass.DYNAMIC,
            List.of(ParameterSpec.choice("side", DirectorySide.SENDER.key(),
                    Arrays.stream(DirectorySide.values()).map(DirectorySide::key).toList(),
                    "which searches go to the directory: a sender's, a receiver's or both")),
            (p, c) -> new DirectoryLocation(!p.string("side").equals(DirectorySide.RECEIVER.key()),
                    !p.string("side").equals(DirectorySide.SENDER.key()), c.transfer(), c.metric()))
            .providing(DIRECTORY)
            .requiring(Family.INFORMATION, DIRECTORY, "information reported to the load directory (centralized)");
    private static final ComponentDescriptor CENTRAL_QUEUE = of(Family.LOCATION, "central-queue",
            "every job goes to one central queue, which hands it to the first free CPU anywhere",
            PolicyClass.DYNAMIC, List.of(), (p, c) -> new CentralQueueLocation())
            .providing(FREE_CPU_REPORTS)
            .requiring(Family.INFORMATION, FREE_CPU_REPORTS, "free CPUs reported to the dispatcher (free-cpu-reports)");

    private BuiltInLocations() {
    }

    static List<ComponentDescriptor> all() {
        return List.of(RANDOM, SENDER_THRESHOLD, SENDER_SHORTEST, RECEIVER_THRESHOLD, RECEIVER_SHORTEST,
                SENDER_NEAREST, RECEIVER_NEAREST, SYMMETRIC, RANDOM_RECEIVER, POWER_OF_D, STABLE_SYMMETRIC, DIRECTORY_LOCATION, CENTRAL_QUEUE);
    }

    /** {@code random}: send the job to one random other node. */
    public static Choice random() {
        return Choice.of(RANDOM);
    }

    /** {@code sender-threshold}: probe up to {@code probeLimit} nodes one after another. */
    public static Choice senderThreshold(int probeLimit) {
        return Choice.of(SENDER_THRESHOLD, probeLimit);
    }

    /** {@code sender-shortest}: poll {@code probeLimit} nodes in parallel. */
    public static Choice senderShortest(int probeLimit) {
        return Choice.of(SENDER_SHORTEST, probeLimit);
    }

    /** {@code receiver-threshold}: a receiver asks up to {@code probeLimit} nodes one after another for work. */
    public static Choice receiverThreshold(int probeLimit) {
        return Choice.of(RECEIVER_THRESHOLD, probeLimit);
    }

    /** {@code receiver-shortest}: a receiver polls {@code probeLimit} nodes in parallel for work. */
    public static Choice receiverShortest(int probeLimit) {
        return Choice.of(RECEIVER_SHORTEST, probeLimit);
    }

    /** {@code sender-nearest}: probe up to {@code probeLimit} nodes one after another, nearest first. */
    public static Choice senderNearest(int probeLimit) {
        return Choice.of(SENDER_NEAREST, probeLimit);
    }

    /** {@code receiver-nearest}: a receiver asks up to {@code probeLimit} nodes for work, nearest first. */
    public static Choice receiverNearest(int probeLimit) {
        return Choice.of(RECEIVER_NEAREST, probeLimit);
    }

    /** {@code symmetric}: sender-threshold and receiver-threshold, each up to {@code probeLimit} nodes. */
    public static Choice symmetric(int probeLimit) {
        return Choice.of(SYMMETRIC, probeLimit);
    }

    /** {@code random-receiver}: probe known receivers at random, up to {@code probeLimit} (the V-System). */
    public static Choice randomReceiver(int probeLimit) {
        return Choice.of(RANDOM_RECEIVER, probeLimit);
    }

    /** {@code power-of-d}: the shortest of {@code d} queues drawn from all N. */
    public static Choice powerOfD(int d) {
        return Choice.of(POWER_OF_D, d);
    }

    /** {@code stable-symmetric}: sender, receiver and OK lists, polling up to {@code probeLimit} nodes. */
    public static Choice stableSymmetric(int probeLimit) {
        return Choice.of(STABLE_SYMMETRIC, probeLimit);
    }

    /** {@code directory}: the load directory answers the searches of {@code side}. */
    public static Choice directory(DirectorySide side) {
        return Choice.of(DIRECTORY_LOCATION, side.key());
    }

    /** {@code central-queue}: every job to the central dispatcher's queue. */
    public static Choice centralQueue() {
        return Choice.of(CENTRAL_QUEUE);
    }

    private static ComponentDescriptor sender(ComponentDescriptor location) {
        return location.requiring(Family.TRANSFER, SENDERS, NEEDS_SENDERS);
    }

    private static ComponentDescriptor receiver(ComponentDescriptor location) {
        return location.requiring(Family.TRANSFER, RECEIVERS, NEEDS_RECEIVERS);
    }
}
