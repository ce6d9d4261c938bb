package org.example.jiq;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import loadshare.protocol.NodeMessage;

/**
 * Join-Idle-Queue (Lu, Xie, Kliot, Geller, Larus and Greenberg, 2011) on one node. Nodes 0..dispatchers-1 are also
 * dispatchers, each keeping an I-queue of idle workers. A worker that becomes idle tells one dispatcher, chosen at
 * random, once per idle period. A new job at an idle node runs there; at a busy node it asks a random dispatcher,
 * which answers with an idle worker from its I-queue (the job is sent there) or with none (the job stays, or with
 * {@code fallback = random} goes to a random other node).
 */
public final class JoinIdleQueue implements Policy {

    private final int dispatchers;
    private final boolean randomFallback;
    /** As a dispatcher: the idle workers it knows of, oldest first. */
    private final ArrayDeque<Integer> idle = new ArrayDeque<>();
    /** As a worker: jobs waiting for a dispatcher's answer, by negotiation, and whom each asked. */
    private final Map<Long, Job> waiting = new HashMap<>();
    private final Map<Long, Integer> askedOf = new HashMap<>();
    /** As a worker: the dispatcher whose I-queue holds this node, or -1. */
    private int listedAt = -1;

    public JoinIdleQueue(int dispatchers, boolean randomFallback) {
        this.dispatchers = dispatchers;
        this.randomFallback = randomFallback;
    }

    @Override
    public void onStart(NodeContext node) {
        joinIfIdle(node);
    }

    @Override
    public void onJobArrival(Job job, NodeContext node) {
        if (isIdle(node)) {
            node.runLocally(job);
            return;
        }
        int dispatcher = node.random().nextInt(dispatchers(node));
        if (dispatcher == node.self()) {
            place(job, takeIdle(node.self()), node);
            return;
        }
        long negotiation = node.nextNegotiation();
        waiting.put(negotiation, job);
        askedOf.put(negotiation, dispatcher);
        node.sendProbe(dispatcher, new JiqMessage.Lookup(negotiation));
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        joinIfIdle(node);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof JobTransfer transfer) {
            if (transfer.negotiation() != 0) {
                listedAt = -1;     // a dispatcher took this node off its I-queue for this job
            }
            node.runLocally(transfer.job());
            return true;
        }
        if (message instanceof JiqMessage.IamIdle) {
            if (!idle.contains(from)) {
                idle.add(from);
            }
            return true;
        }
        if (message instanceof JiqMessage.Lookup lookup) {
            node.send(from, new JiqMessage.IdleWorker(lookup.negotiation(), takeIdle(from)));
            return true;
        }
        if (message instanceof JiqMessage.IdleWorker answer) {
            Job job = waiting.remove(answer.negotiation());
            askedOf.remove(answer.negotiation());
            if (job != null) {
                place(job, answer.worker(), node);
            }
            return job != null;
        }
        return false;
    }

    @Override
    public void onPeerDown(int peer, NodeContext node) {
        idle.remove(peer);
        askedOf.entrySet().removeIf(asked -> {
            if (asked.getValue() == peer) {
                node.runLocally(waiting.remove(asked.getKey()));
                return true;
            }
            return false;
        });
        if (listedAt == peer) {
            listedAt = -1;
            joinIfIdle(node);
        }
    }

    /** Sends the job to the idle worker found, else keeps it (or sends it to a random other node). */
    private void place(Job job, int worker, NodeContext node) {
        if (worker >= 0 && worker != node.self()) {
            node.transfer(job, worker, node.nextNegotiation(), node.load());     // non-zero: sent by a dispatcher
        } else if (randomFallback && node.nodeCount() > 1) {
            int other = node.random().nextInt(node.nodeCount() - 1);
            node.transfer(job, other >= node.self() ? other + 1 : other, 0, node.load());
        } else {
            node.runLocally(job);
        }
    }

    /** Takes the oldest idle worker this dispatcher knows of other than the one asking (which is busy), or -1. */
    private int takeIdle(int asking) {
        for (var it = idle.iterator(); it.hasNext(); ) {
            int worker = it.next();
            if (worker != asking) {
                it.remove();
                return worker;
            }
        }
        return -1;
    }

    private void joinIfIdle(NodeContext node) {
        if (listedAt < 0 && isIdle(node)) {
            listedAt = node.random().nextInt(dispatchers(node));
            if (listedAt == node.self()) {
                idle.add(node.self());
            } else {
                node.send(listedAt, new JiqMessage.IamIdle());
            }
        }
    }

    private int dispatchers(NodeContext node) {
        return Math.min(dispatchers, node.nodeCount());
    }

    private static boolean isIdle(NodeContext node) {
        return node.idleCpus() > 0 && node.queued() == 0;
    }
}
