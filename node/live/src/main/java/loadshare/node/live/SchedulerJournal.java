package loadshare.node.live;

import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.StashBuffer;
import akka.cluster.ddata.GSetKey;
import akka.cluster.ddata.typed.javadsl.Replicator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import loadshare.node.handover.LogBatch;
import loadshare.node.handover.SchedulerInput;
import loadshare.node.handover.SchedulerLog;
import loadshare.protocol.NodeMessage;
import org.slf4j.Logger;

/**
 * A central scheduler's log of inputs in the {@link RunRecord}, so that a new instance of the coordinator (the cluster
 * singleton, taken up on another node) replays them and goes on where its predecessor stopped.
 *
 * <p>Writing (group commit): the host hands over each input before the scheduler handles it ({@link #record}) and
 * every message the scheduler sends while handling it ({@link #send}); one batch of inputs is written at a time, with
 * a majority write, and the messages of its inputs leave when the write has succeeded — never before. So whatever a
 * node has heard from the scheduler follows from inputs that a majority holds, which a successor's majority read
 * finds. A write that fails (no majority answered in time) is written again; the messages wait. Batches hold at most
 * {@value #BATCH} inputs, {@value #BATCHES_PER_KEY} batches to a key ({@code loadshare-scheduler-<chunk>}), so no
 * value outgrows an Artery frame. The instance's first write is its header ({@link LogBatch#header}).
 *
 * <p>Reading ({@link #takeUp}): a new instance reads the keys one after another with majority reads until one is
 * empty, and {@link SchedulerLog#takeUp takes up} what they hold. Meanwhile every other message waits in the stash.
 *
 * <p>The volunteer server's inputs and a dispatcher's placements go in the same log, written the same way; their
 * messages do not wait for it ({@link loadshare.node.handover.HandOverLog}): their hosts never call {@link #send}.
 */
final class SchedulerJournal {

    /** Inputs in one batch, at most. */
    static final int BATCH = 50;
    /** Batches under one key. */
    static final int BATCHES_PER_KEY = 8;

    private static final String KEY = "loadshare-scheduler-";

    /**
     * A message the scheduler sent while handling input {@code input} (counted from 1) at model time {@code at},
     * waiting for its write.
     */
    private record Held(long input, int to, NodeMessage message, double at) {
    }

    /** Where a held message goes once its input is written: to {@code to}, decided at model time {@code at}. */
    @FunctionalInterface
    interface Release {
        void send(int to, NodeMessage message, double at);
    }

    /** The log as read by a new instance, or why it could not be taken up. */
    record Taken(SchedulerLog.TakenUp up, String problem) {
    }

    private final RunRecord.Replicas<CoordinatorActor.Command> replicas;
    private final Release send;
    private final Logger log;
    private final Deque<SchedulerInput> unwritten = new ArrayDeque<>();
    private final Deque<Held> held = new ArrayDeque<>();
    /** Inputs recorded by this instance; those whose write has succeeded. */
    private long recorded;
    private long durable;
    /** The write under way (null if none), and how many inputs are durable once it has succeeded. */
    private LogBatch writing;
    private long durableAfter;
    private LogBatch last;
    private long rewrites;

    /** An instance named {@code incarnation} that took up {@code up}; its header is written at once. */
    SchedulerJournal(RunRecord.Replicas<CoordinatorActor.Command> replicas, String incarnation,
                     SchedulerLog.TakenUp up, Release send, Logger log) {
        this.replicas = replicas;
        this.send = send;
        this.log = log;
        write(LogBatch.header(incarnation, up), 0);
    }

    static GSetKey<LogBatch> key(long chunk) {
        return new GSetKey<>(KEY + chunk);
    }

    /** The input the scheduler is about to handle. */
    void record(SchedulerInput input) {
        unwritten.add(input);
        recorded++;
    }

    /**
     * A message the scheduler sends while handling the last input recorded, at model time {@code at}: it leaves once
     * that input is written, saying it was sent at {@code at} (its receiver counts the wait for the write as the
     * message's delay: the scheduler's decision reaches the node that much later).
     */
    void send(int to, NodeMessage message, double at) {
        held.add(new Held(recorded, to, message, at));
    }

    /** Writes the inputs recorded and not yet written, if no write is under way. */
    void flush() {
        if (writing != null || unwritten.isEmpty()) {
            return;
        }
        List<SchedulerInput> batch = new ArrayList<>(Math.min(BATCH, unwritten.size()));
        while (batch.size() < BATCH && !unwritten.isEmpty()) {
            batch.add(unwritten.poll());
        }
        write(last.next(batch), durable + batch.size());
    }

    private void write(LogBatch batch, long durableOnceWritten) {
        writing = batch;
        durableAfter = durableOnceWritten;
        replicas.add(key(batch.index() / BATCHES_PER_KEY), batch);
    }

    /** The replicator's answer to a write: on success the held messages of its inputs go, and the next batch. */
    void onWritten(RunRecord.Written w) {
        if (writing == null || !w.id().equals(key(writing.index() / BATCHES_PER_KEY).id())) {
            return;
        }
        if (!(w.reply() instanceof Replicator.UpdateSuccess<?>)) {
            if (rewrites++ % 10 == 0) {
                log.warn("the scheduler's log: write {} did not reach a majority ({}): written again; its messages wait",
                        writing.index(), w.reply().getClass().getSimpleName());
            }
            replicas.add(key(writing.index() / BATCHES_PER_KEY), writing);
            return;
        }
        last = writing;
        writing = null;
        durable = durableAfter;
        while (!held.isEmpty() && held.peek().input() <= durable) {
            Held h = held.poll();
            send.send(h.to(), h.message(), h.at());
        }
        flush();
    }

    /** Messages waiting for their inputs' write. */
    int waiting() {
        return held.size();
    }

    /**
     * A new instance's first behaviour: reads the log (majority reads, key after key, each again if no majority
     * answered) while every other message but the record's waits in {@code stash}, then becomes {@code running} with
     * what it read (the run being over meanwhile stops it).
     */
    static Behavior<CoordinatorActor.Command> takeUp(RunRecord.Replicas<CoordinatorActor.Command> replicas,
                                                    StashBuffer<CoordinatorActor.Command> stash,
                                                    Function<Taken, Behavior<CoordinatorActor.Command>> running) {
        List<LogBatch> batches = new ArrayList<>();
        long[] chunk = {0};
        replicas.readMajority(key(0));
        return Behaviors.receive((ctx, message) -> {
            if (!(message instanceof RunRecord.Data d)) {
                if (!(message instanceof RunRecord.Written)) {
                    stash.stash(message);
                }
                return Behaviors.same();
            }
            if (d.id().equals(RunRecord.OVER.id()) && !d.elements().isEmpty()) {
                return Behaviors.stopped();
            }
            if (!d.id().equals(key(chunk[0]).id())) {
                return Behaviors.same();
            }
            if (d.failed()) {
                replicas.readMajority(key(chunk[0]));   // no majority answered: again
                return Behaviors.same();
            }
            if (!d.elements().isEmpty()) {
                batches.addAll(d.<LogBatch>elements());
                replicas.readMajority(key(++chunk[0]));
                return Behaviors.same();
            }
            Taken taken;
            try {
                taken = new Taken(SchedulerLog.takeUp(batches), null);
            } catch (IllegalStateException e) {
                taken = new Taken(null, e.getMessage());
            }
            return stash.unstashAll(running.apply(taken));
        });
    }
}
