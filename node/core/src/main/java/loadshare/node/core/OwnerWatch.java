package loadshare.node.core;

import java.util.Collection;
import loadshare.protocol.Job;

/**
 * What a node's core knows of its host's owner: at the keyboard or away, which jobs are the owner's, and the
 * {@link OwnerLedger} of what load sharing did to the owner. A host without an owner has {@link #ABSENT}, which
 * is never active, has been away forever and records nothing.
 */
interface OwnerWatch {

    /** The watch of a host that has no owner. */
    OwnerWatch ABSENT = new OwnerWatch() {
    };

    /** Whether the owner is at the keyboard. */
    default boolean active() {
        return false;
    }

    /** How long the owner has been away at {@code now}: 0 while active. */
    default double awayFor(double now) {
        return Double.POSITIVE_INFINITY;
    }

    /** The owner came back ({@code nowActive}) or left at {@code now}; false if that is no change. */
    default boolean change(boolean nowActive, double now) {
        return false;
    }

    /** {@code job} arrives from the workload (null: its arrival is over). */
    default void arriving(Job job) {
    }

    /** {@code job} is run here; if it is arriving while the owner is active, it is one of the owner's. */
    default void runHere(Job job) {
    }

    /** {@code job} leaves this node unfinished. */
    default void left(Job job) {
    }

    /** {@code job} finished here at {@code now}. */
    default void finished(Job job, double now) {
    }

    /** A job here was evicted. */
    default void evicted() {
    }

    /** A running job here was suspended. */
    default void suspended() {
    }

    /**
     * {@code dt} model seconds passed with {@code running} jobs on the CPUs, {@code foreignRunning} of them foreign,
     * {@code waiting} in the queue, on a host of {@code speed}.
     */
    default void elapse(double dt, int running, int foreignRunning, Collection<Job> waiting, double speed) {
    }

    /** What the owner saw so far, or null if the host has no owner. */
    default OwnerLedger ledger() {
        return null;
    }
}
