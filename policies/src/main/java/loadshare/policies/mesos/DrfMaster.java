package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The master of two-level scheduling: agents (nodes) with a capacity per resource, frameworks each with their own
 * scheduler ({@link FrameworkScheduler}). {@link #allocate} offers each agent's free resources to one framework at
 * a time — the one with the lowest dominant share (its largest share of any resource, divided by its weight) under
 * {@code drf}, or in turn (round robin) otherwise — and that framework accepts part of the offer (launches tasks)
 * or declines it. A framework that declines an agent is not offered that agent again for {@code refuseSeconds}
 * while the agent has no more free than it declined (Mesos's refuse filter: resources freed there since lift it),
 * nor after {@link #revive}. Only frameworks that want offers are offered, and only agents with at least one unit
 * of the first resource (a CPU) free. Offers go on until no framework takes anything. An agent that is lost
 * ({@link #agentDown}: its host failed) is offered nothing and its resources leave the total the shares are
 * measured against, until it is back ({@link #agentUp}). Pure and deterministic: ties go to the framework listed
 * first.
 */
public final class DrfMaster {

    private final long[][] capacity;
    private final long[][] free;
    private final long[] total;
    private final List<? extends FrameworkScheduler> frameworks;
    private final long[][] allocated;
    private final long[] tasks;
    private final double[][] refusedUntil;
    private final long[][][] refused;
    /** Agents lost with their hosts, until they are back. */
    private final boolean[] down;
    private final boolean drf;
    private final double refuseSeconds;
    private int turn;
    private long offers;
    private long launched;

    /**
     * @param agents        each agent's capacity, one amount per resource (the first: CPUs)
     * @param drf           offer by lowest weighted dominant share; false: round robin
     * @param refuseSeconds how long a framework that declined an agent is not offered it again
     */
    public DrfMaster(long[][] agents, List<? extends FrameworkScheduler> frameworks, boolean drf,
                     double refuseSeconds) {
        this.capacity = agents;
        this.free = new long[agents.length][];
        this.total = new long[agents[0].length];
        for (int a = 0; a < agents.length; a++) {
            free[a] = agents[a].clone();
            for (int r = 0; r < total.length; r++) {
                total[r] += agents[a][r];
            }
        }
        this.frameworks = List.copyOf(frameworks);
        this.allocated = new long[frameworks.size()][total.length];
        this.tasks = new long[frameworks.size()];
        this.refusedUntil = new double[frameworks.size()][agents.length];
        this.refused = new long[frameworks.size()][agents.length][];
        this.down = new boolean[agents.length];
        this.drf = drf;
        this.refuseSeconds = refuseSeconds;
    }

    /** Makes offers at {@code now} until no framework accepts any; returns the tasks launched. */
    public long allocate(double now) {
        long before = launched;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int a = 0; a < free.length; a++) {
                if (free[a][0] < 1) {
                    continue;   // nothing a task could use: not offered
                }
                for (int f : offerOrder(now, a)) {
                    if (offer(f, a, now) > 0) {
                        progress = true;
                        break;   // the rest of the agent goes back to the pool: offered again in share order
                    }
                }
            }
        }
        return launched - before;
    }

    /** The frameworks that may be offered agent {@code a} now, in the order the master offers to them. */
    private List<Integer> offerOrder(double now, int a) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < frameworks.size(); i++) {
            int f = drf ? i : (turn + i) % frameworks.size();
            if (frameworks.get(f).wantsOffers() && !refuses(f, a, now)) {
                order.add(f);
            }
        }
        if (drf) {
            order.sort((x, y) -> Double.compare(weightedShare(x), weightedShare(y)));   // stable: ties in list order
        } else {
            turn = (turn + 1) % frameworks.size();
        }
        return order;
    }

    /** Whether framework {@code f}'s refusal of agent {@code a} is in force: not run out, nothing freed since. */
    private boolean refuses(int f, int a, double now) {
        if (refused[f][a] == null || refusedUntil[f][a] <= now) {
            return false;
        }
        for (int r = 0; r < total.length; r++) {
            if (free[a][r] > refused[f][a][r]) {
                return false;
            }
        }
        return true;
    }

    /** Offers agent {@code a}'s free resources to framework {@code f}; returns the tasks it launched there. */
    private int offer(int f, int a, double now) {
        offers++;
        List<long[]> taken = frameworks.get(f).accept(a, free[a].clone());
        if (taken.isEmpty()) {
            refusedUntil[f][a] = now + refuseSeconds;
            refused[f][a] = free[a].clone();
            return 0;
        }
        for (long[] task : taken) {
            for (int r = 0; r < total.length; r++) {
                if (task[r] < 0 || task[r] > free[a][r]) {
                    throw new IllegalStateException("framework " + frameworks.get(f).name()
                            + " launched more than agent " + a + " offered");
                }
                free[a][r] -= task[r];
                allocated[f][r] += task[r];
            }
        }
        tasks[f] += taken.size();
        launched += taken.size();
        return taken.size();
    }

    /** A task of framework {@code f} on agent {@code a} that needed {@code task} ended: its resources are free. */
    public void finished(int f, int a, long[] task) {
        for (int r = 0; r < total.length; r++) {
            free[a][r] = Math.min(capacity[a][r], free[a][r] + task[r]);
            allocated[f][r] -= task[r];
        }
        tasks[f]--;
    }

    /**
     * Agent {@code a} is lost (its host failed), its tasks already ended ({@link #finished}: the frameworks were told
     * they were lost): it is offered nothing, and its resources leave the total, until {@link #agentUp}.
     */
    public void agentDown(int a) {
        if (down[a]) {
            return;
        }
        if (!Arrays.equals(free[a], capacity[a])) {
            throw new IllegalStateException("agent " + a + " still runs tasks: end them before it is lost");
        }
        down[a] = true;
        for (int r = 0; r < total.length; r++) {
            total[r] -= capacity[a][r];
            free[a][r] = 0;
        }
    }

    /** Agent {@code a} is back, with nothing running: its resources are offered again. */
    public void agentUp(int a) {
        if (!down[a]) {
            return;
        }
        down[a] = false;
        for (int r = 0; r < total.length; r++) {
            total[r] += capacity[a][r];
            free[a][r] = capacity[a][r];
        }
    }

    /** Framework {@code f} has new tasks: its refusals are lifted (Mesos's reviveOffers). */
    public void revive(int f) {
        Arrays.fill(refused[f], null);
    }

    /**
     * The earliest time after {@code now} at which a refusal in force runs out for a framework that wants offers,
     * when the master should offer again; infinity if there is none.
     */
    public double nextRefusalEnd(double now) {
        double next = Double.POSITIVE_INFINITY;
        for (int f = 0; f < frameworks.size(); f++) {
            if (!frameworks.get(f).wantsOffers()) {
                continue;
            }
            for (int a = 0; a < free.length; a++) {
                if (free[a][0] >= 1 && refuses(f, a, now)) {
                    next = Math.min(next, refusedUntil[f][a]);
                }
            }
        }
        return next;
    }

    /** Framework {@code f}'s dominant share: its largest share of any resource. */
    public double dominantShare(int f) {
        double share = 0;
        for (int r = 0; r < total.length; r++) {
            if (total[r] > 0) {
                share = Math.max(share, allocated[f][r] / (double) total[r]);
            }
        }
        return share;
    }

    /** Framework {@code f}'s dominant share divided by its weight: what DRF equalizes. */
    public double weightedShare(int f) {
        return dominantShare(f) / frameworks.get(f).weight();
    }

    /** How many agents. */
    public int agents() {
        return capacity.length;
    }

    /** Tasks framework {@code f} runs now. */
    public long tasks(int f) {
        return tasks[f];
    }

    /** Offers made so far (accepted or declined). */
    public long offers() {
        return offers;
    }

    /** Tasks launched so far. */
    public long launched() {
        return launched;
    }

    /** Jain's fairness index of the frameworks' weighted dominant shares now. */
    public double jainIndex() {
        double[] x = new double[frameworks.size()];
        for (int f = 0; f < x.length; f++) {
            x[f] = weightedShare(f);
        }
        return jain(x);
    }

    /** Jain's fairness index of {@code x}: (sum x)^2 / (n sum x^2), 1 when all are equal (or all 0), 1/n at worst. */
    public static double jain(double[] x) {
        double sum = 0;
        double squares = 0;
        for (double v : x) {
            sum += v;
            squares += v * v;
        }
        return squares == 0 ? 1 : sum * sum / (x.length * squares);
    }

    /** What is free on agent {@code a}. */
    public long[] free(int a) {
        return Arrays.copyOf(free[a], free[a].length);
    }
}
