package loadshare.node.live;

import akka.actor.NoSerializationVerificationNeeded;
import akka.actor.typed.ActorRef;
import akka.actor.typed.javadsl.ActorContext;
import akka.cluster.ddata.GSet;
import akka.cluster.ddata.GSetKey;
import akka.cluster.ddata.Key;
import akka.cluster.ddata.LWWMap;
import akka.cluster.ddata.LWWMapKey;
import akka.cluster.ddata.LWWRegister;
import akka.cluster.ddata.LWWRegisterKey;
import akka.cluster.ddata.ReplicatedData;
import akka.cluster.ddata.SelfUniqueAddress;
import akka.cluster.ddata.typed.javadsl.DistributedData;
import akka.cluster.ddata.typed.javadsl.Replicator;
import akka.cluster.ddata.typed.javadsl.ReplicatorMessageAdapter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import loadshare.protocol.CborSerializable;

/**
 * What a live run keeps in Akka's Distributed Data, so that its figures survive the death of any minority of the
 * nodes, the collector's included: every node's completions and latest status, written by that node alone with
 * majority writes, and the run's own facts (when it started, that it is over, which node collected it when). The
 * results collector (a cluster singleton) reads only this: whichever node it runs on, and however often it moved,
 * it sees what every node recorded.
 *
 * <p>A node's completions go in batches (one per status period, at most {@value #BATCH} completions each), eight
 * batches to a key ({@code done-<node>-<chunk>}), so that no value outgrows one Artery frame; a reader subscribes
 * to a node's next chunk as soon as the current one holds anything.
 */
final class RunRecord {

    /** Completions in one batch, at most. */
    static final int BATCH = 50;
    /** Batches under one key. */
    static final int BATCHES_PER_KEY = 8;
    /** How long a majority write may take before the writer goes on (the value spreads by gossip anyway). */
    static final Duration WRITE_TIMEOUT = Duration.ofSeconds(3);

    private RunRecord() {
    }

    /** The run began: model time 0 is {@code epochNanos} (wall clock, nanoseconds since the Unix epoch). */
    record Started(long epochNanos) implements CborSerializable {
    }

    /** The run is over: no collector takes it up again, no coordinator starts for it. */
    record Over(boolean over) implements CborSerializable {
    }

    /**
     * Batch {@code seq} of node {@code node}'s completions, and of what it saw its jobs do for the run's job logs
     * ({@code run.job-log}; none without).
     */
    record DoneBatch(int node, long seq, List<ResultsCollector.JobDone> done, List<JobEvent> events)
            implements CborSerializable {
    }

    /**
     * What node {@code node} saw job {@code job} do at model time {@code at}, for the run's job logs: it got a CPU
     * here, its VM migrated away from here, or its home (this node) resubmitted it.
     */
    record JobEvent(long job, int node, double at, JobEvent.Kind kind) implements CborSerializable {

        enum Kind { STARTED, MIGRATED, RESTARTED }
    }

    /**
     * A collector took the run up on node {@code node} at model time {@code at}; its predecessor's last sign of life
     * was at {@code lastSeen} on node {@code from} (NaN and -1 for the first collector).
     */
    record CollectorTook(int node, double at, int from, double lastSeen) implements CborSerializable {
    }

    /** The collector on node {@code node} was alive at model time {@code at}. */
    record CollectorAlive(int node, double at) implements CborSerializable {
    }

    static final GSetKey<Started> STARTED = new GSetKey<>("loadshare-started");
    static final GSetKey<Over> OVER = new GSetKey<>("loadshare-over");
    static final GSetKey<CollectorTook> COLLECTORS = new GSetKey<>("loadshare-collectors");
    static final LWWRegisterKey<CollectorAlive> ALIVE = new LWWRegisterKey<>("loadshare-collector-alive");
    /**
     * Every instance of the coordinator's latest figures, by instance: a collector that takes the run up after the
     * coordinator moved adds up its instances' figures, the dead ones' included.
     */
    static final LWWMapKey<String, ResultsCollector.CoordinatorFigures> COORDINATORS =
            new LWWMapKey<>("loadshare-coordinators");

    private static final String DONE = "loadshare-done-";
    private static final String STATUS = "loadshare-status-";

    /** The key of node {@code node}'s completions, from batch {@code chunk * BATCHES_PER_KEY} on. */
    static GSetKey<DoneBatch> done(int node, long chunk) {
        return new GSetKey<>(DONE + node + "-" + chunk);
    }

    /** The key a batch of completions goes under. */
    static long doneChunk(long seq) {
        return seq / BATCHES_PER_KEY;
    }

    /** The node whose completions key {@code id} holds, or -1 if it holds none. */
    static int doneNode(String id) {
        return id.startsWith(DONE) ? Integer.parseInt(id.substring(DONE.length(), id.indexOf('-', DONE.length()))) : -1;
    }

    static LWWRegisterKey<ResultsCollector.NodeStatus> status(int node) {
        return new LWWRegisterKey<>(STATUS + node);
    }

    /** The node whose status key {@code id} holds, or -1 if it holds none. */
    static int statusNode(String id) {
        return id.startsWith(STATUS) ? Integer.parseInt(id.substring(STATUS.length())) : -1;
    }

    static Replicator.WriteConsistency majority() {
        return new Replicator.WriteMajority(WRITE_TIMEOUT);
    }

    /** What the replicator tells an actor that reads or writes the record. */
    sealed interface Reply extends WorkstationActor.Command, CoordinatorActor.Command, ResultsCollector.Command,
            NoSerializationVerificationNeeded permits Data, Written {
    }

    /** A write of key {@code id} was done (on as many nodes as asked), or timed out: {@code reply} says which. */
    record Written(String id, Object reply) implements Reply {
    }

    /**
     * A reader's side of every node's completions: it follows each node's keys (the next one as soon as the node has
     * begun the current one) and takes each batch in once, however often a key's value is heard.
     */
    static final class CompletionsReader {

        private final Replicas<?> replicas;
        /** Per node, how many of its keys are followed. */
        private final int[] keysFollowed;
        /** The batches taken in, by node and sequence number. */
        private final Set<Long> taken = new HashSet<>();

        CompletionsReader(Replicas<?> replicas, int nodes) {
            this.replicas = replicas;
            this.keysFollowed = new int[nodes];
            for (int node = 0; node < nodes; node++) {
                follow(node);
            }
        }

        private void follow(int node) {
            replicas.subscribe(done(node, keysFollowed[node]++));
        }

        /** The batches in {@code batches} (one of node {@code node}'s keys, as it stands) not taken in before. */
        List<DoneBatch> takeIn(int node, Set<DoneBatch> batches) {
            if (!batches.isEmpty() && doneChunk(batches.iterator().next().seq()) == keysFollowed[node] - 1) {
                follow(node);       // it has begun this key: the next one is where its later batches go
            }
            List<DoneBatch> fresh = new ArrayList<>();
            for (DoneBatch batch : batches) {
                if (taken.add(((long) node << 40) | batch.seq())) {
                    fresh.add(batch);
                }
            }
            return fresh;
        }
    }

    /**
     * The value under key {@code id} now (null if there is none, it was deleted or could not be read); {@code failed}
     * if a read found no majority to answer (a key that is absent was not failed).
     */
    record Data(String id, ReplicatedData value, boolean failed) implements Reply {

        Data(String id, ReplicatedData value) {
            this(id, value, false);
        }

        /** The register's value, or null. */
        @SuppressWarnings("unchecked")
        <T> T register() {
            return value instanceof LWWRegister<?> r ? (T) r.getValue() : null;
        }

        /** The map's entries (none if there is no map). */
        @SuppressWarnings("unchecked")
        <T> Map<String, T> entries() {
            return value instanceof LWWMap<?, ?> m ? (Map<String, T>) m.getEntries() : Map.of();
        }

        /** The set's elements (none if there is no set). */
        @SuppressWarnings("unchecked")
        <T> Set<T> elements() {
            return value instanceof GSet<?> g ? (Set<T>) g.getElements() : Set.of();
        }
    }

    /**
     * An actor's access to the record: subscriptions and reads of any key, each answer handed to the actor as a
     * {@link Data}, and writes. One per actor: Akka keeps one subscription adapter per actor and message class.
     */
    static final class Replicas<C> {

        /** Subscriptions only: its asks would fail the actor when the replicator answers late (a busy machine). */
        private final ReplicatorMessageAdapter<C, ReplicatedData> subscriptions;
        private final ActorRef<Replicator.Command> replicator;
        private final ActorRef<Replicator.UpdateResponse<ReplicatedData>> updated;
        private final ActorRef<Replicator.GetResponse<ReplicatedData>> got;
        private final SelfUniqueAddress self;
        private final Function<Reply, C> asCommand;

        @SuppressWarnings({"unchecked", "rawtypes"})
        Replicas(ActorContext<C> ctx, Function<Reply, C> asCommand) {
            DistributedData data = DistributedData.get(ctx.getSystem());
            this.replicator = data.replicator();
            this.subscriptions = new ReplicatorMessageAdapter<>(ctx, replicator, WRITE_TIMEOUT.plusSeconds(1));
            this.self = data.selfUniqueAddress();
            this.asCommand = asCommand;
            // the replicator always answers a write or a read (done, timed out, failed): no ask, no ask timeout
            this.updated = (ActorRef) ctx.messageAdapter(Replicator.UpdateResponse.class,
                    rsp -> asCommand.apply(new Written(rsp.key().id(), rsp)));
            this.got = (ActorRef) ctx.messageAdapter(Replicator.GetResponse.class,
                    rsp -> asCommand.apply(new Data(rsp.key().id(),
                            rsp instanceof Replicator.GetSuccess<?> success ? success.dataValue() : null,
                            !(rsp instanceof Replicator.GetSuccess<?>) && !(rsp instanceof Replicator.NotFound<?>))));
        }

        /** Hears the key's value now (if it has one) and whenever it changes. */
        void subscribe(Key<?> key) {
            // the response's own key: one adapter may serve every subscription of the actor
            subscriptions.subscribe(any(key), rsp -> asCommand.apply(rsp instanceof Replicator.Changed<ReplicatedData> c
                    ? new Data(c.key().id(), c.dataValue()) : new Data(rsp.key().id(), null)));
        }

        /** Reads the key from a majority of the nodes once; its value is null if there is none (or no majority answered). */
        void readMajority(Key<?> key) {
            replicator.tell(new Replicator.Get<>(any(key), new Replicator.ReadMajority(WRITE_TIMEOUT), got));
        }

        /** Adds {@code element} to the set under {@code key}, on a majority of the nodes; the actor hears when. */
        @SuppressWarnings("unchecked")
        <T> void add(GSetKey<T> key, T element) {
            replicator.tell(new Replicator.Update<>(any(key), GSet.create(), majority(), updated,
                    set -> ((GSet<T>) set).add(element)));
        }

        /**
         * Sets the register under {@code key} to {@code value}, on every node that answers within the timeout (a
         * register does not travel in deltas: by gossip alone it would reach the collector's node seconds later).
         */
        @SuppressWarnings("unchecked")
        <T> void set(LWWRegisterKey<T> key, T value) {
            replicator.tell(new Replicator.Update<>(any(key), LWWRegister.create(self, value),
                    new Replicator.WriteAll(WRITE_TIMEOUT), updated, r -> ((LWWRegister<T>) r).withValue(self, value)));
        }

        /**
         * Sets entry {@code entry} of the map under {@code key} to {@code value}, on every node that answers within the
         * timeout (as {@link #set}: the next value replaces it anyway).
         */
        @SuppressWarnings("unchecked")
        <T> void put(LWWMapKey<String, T> key, String entry, T value) {
            replicator.tell(new Replicator.Update<>(any(key), LWWMap.create(), new Replicator.WriteAll(WRITE_TIMEOUT),
                    updated, m -> ((LWWMap<String, T>) m).put(self, entry, value)));
        }

        /** One adapter for every type of data: the replicator does not care, the key's id says what it holds. */
        @SuppressWarnings("unchecked")
        private static Key<ReplicatedData> any(Key<?> key) {
            return (Key<ReplicatedData>) key;
        }
    }

    /**
     * A workstation's side: its completions (and job events) since the last flush, and the flush that writes them
     * (majority writes) with its status (written to every node that answers: the next one replaces it anyway). Job
     * events are not kept in the journal: those of a node's last status period die with it.
     */
    static final class NodeWriter {

        private final int node;
        private final Replicas<WorkstationActor.Command> replicas;
        private final List<ResultsCollector.JobDone> pending = new ArrayList<>();
        private final List<JobEvent> pendingEvents = new ArrayList<>();
        private final HomeJournal journal;
        private long seq;

        NodeWriter(Replicas<WorkstationActor.Command> replicas, int node) {
            this(replicas, node, HomeJournal.NONE, 0);
        }

        /**
         * The writer of node {@code node}, which keeps its completions in {@code journal} until they are written,
         * numbering its batches from {@code firstBatch} (a restarted node goes on after its previous incarnation's).
         */
        NodeWriter(Replicas<WorkstationActor.Command> replicas, int node, HomeJournal journal, long firstBatch) {
            this.node = node;
            this.replicas = replicas;
            this.journal = journal;
            this.seq = firstBatch;
        }

        void completed(ResultsCollector.JobDone done) {
            pending.add(done);
            journal.completed(done);
        }

        void event(JobEvent event) {
            pendingEvents.add(event);
        }

        /** Writes the completions and job events since the last flush (in batches) and then {@code status}. */
        void flush(ResultsCollector.NodeStatus status) {
            for (int from = 0; from < Math.max(pending.size(), pendingEvents.size()); from += BATCH) {
                replicas.add(done(node, doneChunk(seq)), new DoneBatch(node, seq, slice(pending, from),
                        slice(pendingEvents, from)));
                seq++;
            }
            if (!pending.isEmpty() || !pendingEvents.isEmpty()) {
                journal.flushed(seq);
            }
            pending.clear();
            pendingEvents.clear();
            replicas.set(status(node), status);
        }

        /** At most {@link #BATCH} of {@code items}, from {@code from} on (none if it has fewer). */
        private static <T> List<T> slice(List<T> items, int from) {
            return from >= items.size() ? List.of() : List.copyOf(items.subList(from, Math.min(items.size(), from + BATCH)));
        }
    }

}
