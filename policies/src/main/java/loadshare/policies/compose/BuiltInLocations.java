package loadshare.policies.compose;

import static loadshare.policies.compose.BuiltInComponents.DIRECTORY;
import static loadshare.policies.compose.BuiltInComponents.FREE_CPU_REPORTS;
import static loadshare.policies.compose.BuiltInComponents.RECEIVERS;
import static loadshare.policies.compose.BuiltInComponents.SENDERS;
import static loadshare.policies.compose.BuiltInComponents.TWO_THRESHOLDS;
import static loadshare.policies.compose.ComponentDescriptor.of;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.location.CentralQueueLocation;
import loadshare.policies.location.DirectoryLocation;
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
import loadshare.policies.information.LoadTable;

/**
 * The built-in location policies. A sender-initiated one needs a transfer policy that makes senders, a
 * receiver-initiated one a transfer policy that makes receivers; the probing ones pick their candidates from the
 * broadcast loads when the information policy broadcasts, else at random.
 */
final class BuiltInLocations {

    private static final ParameterSpec PROBE_LIMIT = ParameterSpec.integer("probe-limit", 3, 1,
            "Lp: most nodes probed (or asked for work) in one search");
    private static final String NEEDS_SENDERS = "a transfer policy that makes senders";
    private static final String NEEDS_RECEIVERS = "a transfer policy that makes receivers";

    private BuiltInLocations() {
    }

    static List<ComponentDescriptor> all() {
        return List.of(
                sender(of(Family.LOCATION, "random", "send the job to one random other node, no probe",
                        PolicyClass.STATIC, List.of(), (p, c) -> new RandomLocation(c.candidates(), c.metric()))),
                sender(of(Family.LOCATION, "sender-threshold", "probe up to probe-limit nodes one after another, "
                                + "send the job to the first receiver, else keep it", PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
                        (p, c) -> new SenderThresholdLocation(p.integer("probe-limit"), c.candidates(), c.transfer(),
                                c.metric()))),
                sender(of(Family.LOCATION, "sender-shortest", "poll probe-limit nodes in parallel, send the job to "
                                + "the least loaded if it is a receiver", PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
                        (p, c) -> new SenderShortestLocation(p.integer("probe-limit"), c.candidates(), c.transfer(),
                                c.metric()))),
                receiver(of(Family.LOCATION, "receiver-threshold", "a receiver asks up to probe-limit nodes one after "
                                + "another for work and takes a job from the first sender", PolicyClass.DYNAMIC,
                        List.of(PROBE_LIMIT),
                        (p, c) -> new ReceiverThresholdLocation(p.integer("probe-limit"), c.candidates(), c.metric()))),
                receiver(of(Family.LOCATION, "receiver-shortest", "a receiver polls probe-limit nodes in parallel and "
                                + "takes a job from the most loaded if it is a sender", PolicyClass.DYNAMIC,
                        List.of(PROBE_LIMIT),
                        (p, c) -> new ReceiverShortestLocation(p.integer("probe-limit"), c.candidates(), c.transfer(),
                                c.metric()))),
                receiver(sender(of(Family.LOCATION, "symmetric", "sender-threshold when this node is a sender, "
                                + "receiver-threshold when it is a receiver", PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
                        (p, c) -> {
                            int limit = p.integer("probe-limit");
                            return new SymmetricLocation(
                                    new SenderThresholdLocation(limit, c.candidates(), c.transfer(), c.metric()),
                                    new ReceiverThresholdLocation(limit, c.candidates(), c.metric()));
                        }))),
                sender(of(Family.LOCATION, "random-receiver", "probe a random node of those the loads this node "
                                + "knows make receivers; send the job if it still is one, else try another, up to "
                                + "probe-limit (the V-System)", PolicyClass.DYNAMIC, List.of(PROBE_LIMIT),
                        (p, c) -> new SenderThresholdLocation(p.integer("probe-limit"),
                                new RandomReceiverCandidates(c.table(), c.transfer()), c.transfer(), c.metric()))
                        .withMemory(LoadTable.VIEW)),
                sender(of(Family.LOCATION, "power-of-d", "poll d distinct nodes chosen from all N (this one included) "
                                + "and send the job to the shortest queue, ties at random", PolicyClass.DYNAMIC,
                        List.of(ParameterSpec.integer("d", 2, 1, "number of queues compared")),
                        (p, c) -> new PowerOfDLocation(p.integer("d"), c.metric()))),
                of(Family.LOCATION, "stable-symmetric", "sender, receiver and OK lists from the load every message "
                                + "carries; a sender polls the head of its receivers list, a receiver its senders list, "
                                + "then OK, then receivers", PolicyClass.ADAPTIVE, List.of(PROBE_LIMIT),
                        (p, c) -> new StableSymmetricLocation(c.shape().nodes(), c.node(), p.integer("probe-limit"),
                                c.transfer(), c.metric()))
                        .requiring(Family.TRANSFER, TWO_THRESHOLDS, "a transfer policy with two thresholds (two-threshold)")
                        .withMemory(NodeLists.VIEW),
                of(Family.LOCATION, "directory", "ask the load directory (a coordinator) for a receiver (side = sender), "
                                + "a sender (receiver) or both", PolicyClass.DYNAMIC,
                        List.of(ParameterSpec.choice("side", "sender", List.of("sender", "receiver", "both"),
                                "which searches go to the directory: a sender's, a receiver's or both")),
                        (p, c) -> new DirectoryLocation(!p.string("side").equals("receiver"),
                                !p.string("side").equals("sender"), c.transfer(), c.metric()))
                        .providing(DIRECTORY)
                        .requiring(Family.INFORMATION, DIRECTORY, "information reported to the load directory (centralized)"),
                of(Family.LOCATION, "central-queue", "every job goes to one central queue, which hands it to the first "
                                + "free CPU anywhere", PolicyClass.DYNAMIC, List.of(), (p, c) -> new CentralQueueLocation())
                        .providing(FREE_CPU_REPORTS)
                        .requiring(Family.INFORMATION, FREE_CPU_REPORTS, "free CPUs reported to the dispatcher (free-cpu-reports)"));
    }

    private static ComponentDescriptor sender(ComponentDescriptor location) {
        return location.requiring(Family.TRANSFER, SENDERS, NEEDS_SENDERS);
    }

    private static ComponentDescriptor receiver(ComponentDescriptor location) {
        return location.requiring(Family.TRANSFER, RECEIVERS, NEEDS_RECEIVERS);
    }
}
