package loadshare.node.live;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * A workstation's process as one life of its node: the journal it keeps of its own jobs (see {@link HomeJournal}),
 * what its previous incarnation's journal held if the node was restarted after it died, when its workstation
 * began in the run (completed as it begins: the run's epoch and the model time then), and who hears that it found
 * another node gone (its launcher, which times the deaths it caused: {@link FailureReplay}).
 *
 * @param recovered what the previous incarnation left, or null: this is the node's first life
 * @param peersGone who hears, in the workstation's thread, each node it finds gone; nobody unless set
 */
record Incarnation(HomeJournal journal, HomeJournal.Recovered recovered, CompletableFuture<ChildConsole.Begun> begun,
                   AtomicReference<Consumer<ChildConsole.Gone>> peersGone) {

    /** A life of a node that keeps {@code journal}, restarted with {@code recovered} (null: its first life). */
    Incarnation(HomeJournal journal, HomeJournal.Recovered recovered) {
        this(journal, recovered, new CompletableFuture<>(), new AtomicReference<>(gone -> { }));
    }

    /** A first life that keeps no journal (the tests' in-process nodes). */
    static Incarnation first() {
        return new Incarnation(HomeJournal.NONE, null);
    }

    /** Whether the node was restarted after it died. */
    boolean restarted() {
        return recovered != null;
    }

    /** Tells whoever hears it that this node found {@code gone}. */
    Consumer<ChildConsole.Gone> gone() {
        return peersGone.get();
    }
}
