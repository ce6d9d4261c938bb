package loadshare.policies.borg;

import java.util.List;
import loadshare.policies.batch.RunParts;

/**
 * One run of a job: its parts (on their machines, as placed) and which have not reported {@code Done}; with
 * {@code preempted = suspend}, whether it is suspended, the work it has done, and the time it spent suspended.
 */
final class Run implements Victims.Candidate {
    private final long run;
    private final Waiting waiting;
    private final double started;
    List<Cell.Part> parts;   // as placed, with the CPUs it grew by on their machine
    private final RunParts left;
    final AllocCell alloc;  // the alloc set its parts are in (their nodes are allocs), or null
    boolean suspended;
    double since;           // when it last started or resumed (running), or was suspended
    private double workDone;    // model seconds of work before since (while running: up to since)
    double timeSuspended;
    int grown;              // CPUs it grew by (0: it did not grow)
    private double workAtGrowth;  // model seconds of work done when it grew

    Run(long run, Waiting waiting, double started, List<Cell.Part> parts, RunParts left, AllocCell alloc) {
        this.run = run;
        this.alloc = alloc;
        this.waiting = waiting;
        this.started = started;
        this.parts = parts;
        this.left = left;
        this.since = started;
    }

    @Override
    public long run() {
        return run;
    }

    Waiting waiting() {
        return waiting;
    }

    @Override
    public double started() {
        return started;
    }

    RunParts left() {
        return left;
    }

    @Override
    public int priority() {
        return waiting.priority();
    }

    /** What it holds now: its parts, without their CPUs while suspended. */
    @Override
    public List<Cell.Part> parts() {
        return suspended ? parts.stream().map(p -> new Cell.Part(p.node(), 0, p.memory())).toList() : parts;
    }

    /** The CPUs it holds while running: its job's processors and those it grew by. */
    int cpus() {
        return waiting.job().processors() + grown;
    }

    /** Processor-seconds it has run by {@code now}, its growth included. */
    double cpuSeconds(double now) {
        double work = workDone(now);
        return waiting.job().processors() * work + grown * (work - workAtGrowth);
    }

    /** It grows now by {@code cpus} CPUs on {@code node} (a node of its cell: the cell's, or its alloc set's). */
    void grow(int node, int cpus, double now) {
        workAtGrowth = workDone(now);
        grown += cpus;
        parts = parts.stream().map(p -> p.node() == node ? new Cell.Part(node, p.cpus() + cpus, p.memory()) : p)
                .toList();
    }

    /** Model seconds of work done by {@code now}. */
    double workDone(double now) {
        return suspended ? workDone : workDone + (now - since);
    }

    void suspend(double now) {
        workDone += now - since;
        since = now;
        suspended = true;
    }

    void resume(double now) {
        timeSuspended += now - since;
        since = now;
        suspended = false;
    }
}
