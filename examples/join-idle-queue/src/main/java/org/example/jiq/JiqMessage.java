package org.example.jiq;

import loadshare.protocol.PluginMessage;

/**
 * The Join-Idle-Queue protocol between workers and dispatchers. Each record is declared with its wire name in
 * {@link JoinIdleQueueProvider#messages()}, so it crosses the JVMs of a live cluster.
 */
public sealed interface JiqMessage extends PluginMessage {

    /** A worker that has become idle joins the idle queue (I-queue) of the dispatcher it sends this to. */
    record IamIdle() implements JiqMessage {
    }

    /** A busy node with a new job asks a dispatcher for an idle worker. */
    record Lookup(long negotiation) implements JiqMessage {
    }

    /** The dispatcher's answer: the idle worker it took off its I-queue, or -1 if the I-queue was empty. */
    record IdleWorker(long negotiation, int worker) implements JiqMessage {
    }
}
