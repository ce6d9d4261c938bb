package org.example.jiq;

import java.util.List;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.spi.MessageType;
import loadshare.policies.spi.PolicyProvider;

/**
 * What this jar gives loadshare: the {@code join-idle-queue} policy and its three messages. Named in
 * {@code META-INF/services/loadshare.policies.spi.PolicyProvider}.
 */
public final class JoinIdleQueueProvider implements PolicyProvider {

    @Override
    public List<PolicyDescriptor> policies() {
        return List.of(new PolicyDescriptor("join-idle-queue",
                "Join-Idle-Queue (Lu et al. 2011): idle nodes join the I-queue of one of `dispatchers` dispatchers "
                        + "(nodes 0..dispatchers-1); a new job at a busy node goes to an idle node a dispatcher "
                        + "knows, else stays (or, with fallback = random, goes to a random node)",
                PolicyClass.DYNAMIC, "no",
                List.of(ParameterSpec.integer("dispatchers", 1, 1, "how many nodes keep an I-queue of idle nodes"),
                        ParameterSpec.choice("fallback", "stay", List.of("stay", "random"),
                                "where a job goes when the dispatcher knows no idle node")),
                PolicyDescriptor.Check.NONE,
                (parameters, shape) -> {
                    int dispatchers = parameters.integer("dispatchers");
                    boolean random = parameters.string("fallback").equals("random");
                    return node -> new JoinIdleQueue(dispatchers, random);
                }));
    }

    @Override
    public List<MessageType> messages() {
        return List.of(new MessageType("join-idle-queue.IamIdle", JiqMessage.IamIdle.class),
                new MessageType("join-idle-queue.Lookup", JiqMessage.Lookup.class),
                new MessageType("join-idle-queue.IdleWorker", JiqMessage.IdleWorker.class));
    }
}
