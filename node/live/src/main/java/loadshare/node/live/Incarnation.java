package loadshare.node.live;

import java.util.concurrent.CompletableFuture;

/**
 * A workstation's process as one life of its node: the journal it keeps of its own jobs (see {@link HomeJournal}),
 * what its previous incarnation's journal held if the node was restarted after it died, and when its workstation
 * began in the run (completed as it begins: the run's epoch and the model time then).
 *
 * @param recovered what the previous incarnation left, or null: this is the node's first life
 */
record Incarnation(HomeJournal journal, HomeJournal.Recovered recovered, CompletableFuture<ChildConsole.Begun> begun) {

    /** A first life that keeps no journal (the tests' in-process nodes). */
    static Incarnation first() {
        return new Incarnation(HomeJournal.NONE, null, new CompletableFuture<>());
    }

    /** Whether the node was restarted after it died. */
    boolean restarted() {
        return recovered != null;
    }
}
