package loadshare.policies.batch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;
import loadshare.protocol.NodeMessage;

/**
 * Gang scheduling (Ousterhout's matrix): the columns are the machines' slots (one per CPU with {@code allocation =
 * shared}, one per node with {@code exclusive}), the rows are {@code multiprogramming-level} time slices. A job is
 * placed into the first row with enough free slots for all its parts (distinct slots of one row; first fit over the
 * nodes, as the batch scheduler packs, and its memory must fit beside that of the parts of every row on each node,
 * since a suspended part keeps its memory); a job no row can take waits, in FCFS order (the queue's head blocks).
 * One row is active at a time: every {@code quantum} model seconds the next non-empty row (round robin) becomes
 * active — the parts of its jobs run ({@link Resume}, or {@link Launch} the first time) and those of the row before
 * are suspended ({@link Suspend}: they keep their memory and do no work), so a job's parts always run together.
 * When the active row empties, the next non-empty row takes over at once, for a full quantum. Empty slots of the
 * active row stay idle (no alternative scheduling). Pure, like every coordinator; the runtime's nodes execute the
 * parts ({@code LaunchedParts}).
 *
 * <p>Its figures beside the batch scheduler's: {@code idle-slot-share} (slot-seconds of the active row left empty,
 * over all slot-seconds from the first submit to the last end) and {@code switches} (row changes). The ledger's
 * wait is up to a job's first slice; its slowdown is its response over its run time (suspended slices are not run
 * time); its {@code cpu-utilization} counts the processors jobs hold, suspended ones included.
 *
 * <p>A node that fails ({@link #onPeerDown}) takes no part until it is back; each job with a part on it, running or
 * suspended, is stopped everywhere ({@link Kill}) and waits again, first by its submit time (its lost work in the
 * ledger is the processor-seconds it held since its first slice, suspended ones included).
 */
public final class GangScheduler implements CentralScheduler {

    /** A job placed in the matrix: its row, its slots, its parts (node, CPUs, memory) and its run. */
    private static final class Gang {
        final BatchJob job;
        final long run;
        final int row;
        final int[] slots;
        final List<Machines.Part> parts;
        final RunParts left;
        boolean launched;
        /** When its first slice began (its start in the ledger). */
        double started;

        Gang(BatchJob job, long run, int row, int[] slots, List<Machines.Part> parts) {
            this.job = job;
            this.run = run;
            this.row = row;
            this.slots = slots;
            this.parts = parts;
            int[] nodes = new int[parts.size()];
            for (int k = 0; k < nodes.length; k++) {
                nodes[k] = parts.get(k).node();
            }
            this.left = new RunParts(nodes);
        }
    }

    private static final Comparator<BatchJob> BY_SUBMIT = Comparator.comparingDouble(BatchJob::submit)
            .thenComparingLong(BatchJob::id);

    private final int nodes;
    private final int slotsPerNode;
    private final int cpusPerNode;
    private final long memoryPerNode;
    private final boolean exclusive;
    private final double quantum;
    /** The matrix: the run in each row's slot, or -1; slot s is on node s / slotsPerNode. */
    private final long[][] matrix;
    private final int[] usedInRow;
    private final long[] memoryUsed;
    private final boolean[] down;
    private final TreeSet<BatchJob> queue = new TreeSet<>(BY_SUBMIT);
    /** The jobs in the matrix, by run. */
    private final Map<Long, Gang> gangs = new TreeMap<>();
    private final BatchLedger ledger;
    private int active = -1;
    private long timerTag;
    private long nextRun;
    private long switches;
    private double first = Double.NaN;
    private double last;
    private double idleSlotSeconds;

    /**
     * @param cpusPerNode   every node's CPUs
     * @param memoryPerNode every node's memory, MiB
     * @param exclusive     a slot is a whole node (else a CPU)
     * @param quantum       a row's time slice, model seconds (> 0)
     * @param levels        the multiprogramming level: the matrix's rows (>= 1)
     */
    public GangScheduler(int nodes, int cpusPerNode, long memoryPerNode, boolean exclusive, double quantum,
                         int levels) {
        this.nodes = nodes;
        this.cpusPerNode = cpusPerNode;
        this.slotsPerNode = exclusive ? 1 : cpusPerNode;
        this.memoryPerNode = memoryPerNode;
        this.exclusive = exclusive;
        this.quantum = quantum;
        this.matrix = new long[levels][nodes * slotsPerNode];
        for (long[] row : matrix) {
            Arrays.fill(row, -1);
        }
        this.usedInRow = new int[levels];
        this.memoryUsed = new long[nodes];
        this.down = new boolean[nodes];
        this.ledger = new BatchLedger((long) nodes * cpusPerNode, nodes * memoryPerNode);
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        charge(now);
        ledger.submitted(now);
        String reason = never(job);
        if (reason != null) {
            ledger.rejected(now, reason);
            return;
        }
        queue.add(job);
        schedule(context);
    }

    /** Why {@code job} can never run here even on an empty matrix, or null if it can. */
    private String never(BatchJob job) {
        if (job.partition() > 1) {
            return "partition";
        }
        if (job.processors() > nodes * cpusPerNode) {
            return "processors";
        }
        int perNode = (job.processors() + nodes - 1) / nodes;
        if (job.memoryPerProcessor() > memoryPerNode || (long) perNode * job.memoryPerProcessor() > memoryPerNode) {
            return "memory";
        }
        return null;
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Gang g = gangs.get(done.job());
        if (g == null) {
            return done.job() >= 0 && done.job() < nextRun;   // a part of a run that was stopped
        }
        if (!g.left.done(from)) {
            return true;
        }
        double now = context.now();
        charge(now);
        remove(g);
        // its run time is its work, not the slices it spent suspended
        ledger.finished(now, g.job, now - g.job.duration());
        schedule(context);
        return true;
    }

    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        if (tag != timerTag) {
            return;   // the quantum of a row that emptied early
        }
        charge(context.now());
        activate(next(), context);
    }

    /** Places what may be placed, in FCFS order, then makes a row active if none (or an empty one) is. */
    private void schedule(CoordinatorContext context) {
        while (!queue.isEmpty()) {
            BatchJob job = queue.first();
            if (!place(job, context)) {
                break;
            }
            queue.pollFirst();
        }
        if (active < 0 || usedInRow[active] == 0) {
            activate(next(), context);
        }
    }

    /** The next non-empty row after the active one, round robin (the active one if it is the only one); -1 if none. */
    private int next() {
        int levels = matrix.length;
        int from = active < 0 ? 0 : active + 1;
        for (int k = 0; k < levels; k++) {
            int r = (from + k) % levels;
            if (usedInRow[r] > 0) {
                return r;
            }
        }
        return -1;
    }

    /** Row {@code row} becomes active now for a full quantum (or none, for -1): the parts of the one before stop. */
    private void activate(int row, CoordinatorContext context) {
        if (row != active) {
            if (active >= 0) {
                for (Gang g : gangs.values()) {
                    if (g.row == active && g.launched) {
                        for (int node : g.left.running()) {
                            context.send(node, new Suspend(g.run));
                        }
                    }
                }
                switches += row >= 0 ? 1 : 0;
            }
            active = row;
            for (Gang g : gangs.values()) {
                if (g.row == row) {
                    run(g, context);
                }
            }
        }
        timerTag++;
        if (row >= 0) {
            context.setTimer(timerTag, quantum);
        }
    }

    /** Gang {@code g}'s row is active: its parts run (launched the first time, resumed after). */
    private void run(Gang g, CoordinatorContext context) {
        if (!g.launched) {
            g.launched = true;
            g.started = context.now();
            ledger.started(g.started, g.job);
            for (Machines.Part part : g.parts) {
                context.send(part.node(), new Launch(g.run, part.cpus(), part.memory(), g.job.duration()));
            }
        } else {
            for (int node : g.left.running()) {
                context.send(node, new Resume(g.run));
            }
        }
    }

    /** Puts {@code job} into the first row that takes it; false if none does. */
    private boolean place(BatchJob job, CoordinatorContext context) {
        int width = exclusive ? nodesFor(job) : job.processors();
        if (width < 0) {
            return false;
        }
        for (int r = 0; r < matrix.length; r++) {
            if (matrix[r].length - usedInRow[r] < width) {
                continue;
            }
            List<Machines.Part> parts = new ArrayList<>();
            int[] slots = fit(job, r, width, parts);
            if (slots == null) {
                continue;
            }
            Gang g = new Gang(job, nextRun++, r, slots, parts);
            for (int s : slots) {
                matrix[r][s] = g.run;
            }
            usedInRow[r] += slots.length;
            for (Machines.Part part : parts) {
                memoryUsed[part.node()] += part.memory();
            }
            gangs.put(g.run, g);
            if (r == active) {
                run(g, context);
            }
            return true;
        }
        return false;
    }

    /** Whole nodes an exclusive job needs: the fewest that hold its processors and their memory; -1 if none. */
    private int nodesFor(BatchJob job) {
        int p = job.processors();
        for (int k = (p + cpusPerNode - 1) / cpusPerNode; k <= nodes; k++) {
            if ((long) ((p + k - 1) / k) * job.memoryPerProcessor() <= memoryPerNode) {
                return k;
            }
        }
        return -1;
    }

    /**
     * First fit of {@code job}'s {@code width} slots into row {@code r} over the nodes that are up, each node's part
     * within the memory its parts of every row leave; the slots (and {@code parts} filled), or null if it does not fit.
     */
    private int[] fit(BatchJob job, int r, int width, List<Machines.Part> parts) {
        int[] slots = new int[width];
        int taken = 0;
        int procsLeft = job.processors();
        long m = job.memoryPerProcessor();
        for (int node = 0; node < nodes && taken < width; node++) {
            if (down[node]) {
                continue;
            }
            int free = 0;
            for (int c = 0; c < slotsPerNode; c++) {
                free += matrix[r][node * slotsPerNode + c] < 0 ? 1 : 0;
            }
            long memoryFree = memoryPerNode - memoryUsed[node];
            int take;
            int procs;
            if (exclusive) {
                int k = width - taken;
                procs = (procsLeft + k - 1) / k;
                take = free == 1 && procs * m <= memoryFree ? 1 : 0;
            } else {
                long byMemory = m > 0 ? memoryFree / m : Integer.MAX_VALUE;
                take = (int) Math.min(Math.min(free, width - taken), byMemory);
                procs = take;
            }
            if (take == 0) {
                continue;
            }
            for (int c = 0, got = 0; c < slotsPerNode && got < take; c++) {
                int s = node * slotsPerNode + c;
                if (matrix[r][s] < 0) {
                    slots[taken++] = s;
                    got++;
                }
            }
            parts.add(new Machines.Part(node, procs, procs * m));
            procsLeft -= procs;
        }
        return taken == width ? slots : null;
    }

    /** Takes gang {@code g} out of the matrix: its slots and memory are free. */
    private void remove(Gang g) {
        gangs.remove(g.run);
        for (int s : g.slots) {
            matrix[g.row][s] = -1;
        }
        usedInRow[g.row] -= g.slots.length;
        for (Machines.Part part : g.parts) {
            memoryUsed[part.node()] -= part.memory();
        }
    }

    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        double now = context.now();
        charge(now);
        down[peer] = true;
        List<Gang> hit = new ArrayList<>();
        for (Gang g : gangs.values()) {
            if (g.left.runsOn(peer)) {
                hit.add(g);
            }
        }
        for (Gang g : hit) {
            stop(g, now, context);
        }
        schedule(context);
    }

    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        charge(context.now());
        down[peer] = false;
        schedule(context);
    }

    /** Gang {@code g}'s run is lost: its parts are stopped, and its job waits again. */
    private void stop(Gang g, double now, CoordinatorContext context) {
        remove(g);
        if (g.launched) {
            for (int node : g.left.running()) {
                context.send(node, new Kill(g.run));
            }
            ledger.requeued(now, g.job, g.started);   // lost: the processor-seconds held since, suspended ones too
        }
        queue.add(g.job);
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        for (Gang g : gangs.values()) {
            if (g.launched && g.left.runsOn(node)) {
                runs.add(g.run);
            }
        }
        return runs;
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Gang g = gangs.get(run);
        if (g == null || !g.launched || !g.left.runsOn(node)) {
            return;
        }
        double now = context.now();
        charge(now);
        stop(g, now, context);
        schedule(context);
    }

    /** Adds the active row's empty slot-seconds since the last change. */
    private void charge(double now) {
        if (Double.isNaN(first)) {
            first = now;
            last = now;
            return;
        }
        double empty = active < 0 ? matrix[0].length : matrix[0].length - usedInRow[active];
        idleSlotSeconds += empty * (now - last);
        last = now;
    }

    @Override
    public int queued() {
        return queue.size();
    }

    /** Row changes so far. */
    public long switches() {
        return switches;
    }

    /** The row active now, or -1 if the matrix is empty. */
    public int activeRow() {
        return active;
    }

    /** The row job {@code id} is placed in, or -1 if it is not in the matrix. */
    public int rowOf(long id) {
        for (Gang g : gangs.values()) {
            if (g.job.id() == id) {
                return g.row;
            }
        }
        return -1;
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    @Override
    public BatchFigures figures() {
        double span = Double.isNaN(first) ? 0 : last - first;
        Map<String, Double> extra = new LinkedHashMap<>();
        extra.put("idle-slot-share", span > 0 ? idleSlotSeconds / (span * matrix[0].length) : 0.0);
        extra.put("switches", (double) switches);
        return ledger.figures().with(extra);
    }
}
