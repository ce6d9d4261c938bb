package loadshare.policies.mesos;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The master of two-level scheduling: agents (nodes) with a capacity per resource, frameworks each with their own
 * scheduler. {@link #allocate} offers each agent's free resources to one framework at a time — the one with the
 * lowest dominant share (its largest share of any resource, divided by its weight) under {@code drf}, or in turn
 * (round robin) otherwise — and that framework accepts part of the offer (as many of its tasks as fit, up to its
 * per-offer limit and its demand) or declines it; a framework that declines an agent is not offered that agent
 * again for {@code refuseSeconds}. Offers go on until no framework takes anything. Pure and deterministic: ties
 * go to the framework listed first.
 */
public final class DrfMaster {

    private final long[][] capacity;
    private final long[][] free;
    private final long[] total;
    private final List<Framework> frameworks;
    private final long[][] allocated;
    private final long[] tasks;
    private final double[][] refusedUntil;
    private final boolean drf;
    private final double refuseSeconds;
    private int turn;
    private long offers;

    /**
     * @param agents        each agent's capacity, one amount per resource
     * @param drf           offer by lowest weighted dominant share; false: round robin
     * @param refuseSeconds how long a framework that declined an agent is not offered it again
     */
    public DrfMaster(long[][] agents, List<Framework> frameworks, boolean drf, double refuseSeconds) {
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
        this.drf = drf;
        this.refuseSeconds = refuseSeconds;
    }

    /** Makes offers at {@code now} until no framework accepts any; returns the tasks launched. */
    public long allocate(double now) {
        long launched = 0;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int a = 0; a < free.length; a++) {
                for (int f : offerOrder(now, a)) {
                    offers++;
                    int k = accept(f, a);
                    if (k > 0) {
                        launched += k;
                        progress = true;
                        break;   // the rest of the agent goes back to the pool: offered again in share order
                    }
                    refusedUntil[f][a] = now + refuseSeconds;   // declined: not offered this agent for a while
                }
            }
        }
        return launched;
    }

    /** The frameworks that may be offered agent {@code a} now, in the order the master offers to them. */
    private List<Integer> offerOrder(double now, int a) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < frameworks.size(); i++) {
            int f = drf ? i : (turn + i) % frameworks.size();
            if (refusedUntil[f][a] <= now && tasks[f] < frameworks.get(f).demand()) {
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

    /** Framework {@code f}'s scheduler takes what it can of agent {@code a}'s free resources; returns its tasks. */
    private int accept(int f, int a) {
        Framework fw = frameworks.get(f);
        long fit = fw.demand() - tasks[f];
        for (int r = 0; r < total.length; r++) {
            if (fw.task()[r] > 0) {
                fit = Math.min(fit, free[a][r] / fw.task()[r]);
            }
        }
        int k = (int) Math.min(fit, fw.tasksPerOffer());
        for (int r = 0; r < total.length; r++) {
            free[a][r] -= k * fw.task()[r];
            allocated[f][r] += k * fw.task()[r];
        }
        tasks[f] += k;
        return k;
    }

    /** {@code count} tasks of framework {@code f} on agent {@code a} end: their resources are free again. */
    public void finished(int f, int a, long count) {
        Framework fw = frameworks.get(f);
        for (int r = 0; r < total.length; r++) {
            free[a][r] = Math.min(capacity[a][r], free[a][r] + count * fw.task()[r]);
            allocated[f][r] -= count * fw.task()[r];
        }
        tasks[f] -= count;
    }

    /** Framework {@code f}'s dominant share: its largest share of any resource. */
    public double dominantShare(int f) {
        double share = 0;
        for (int r = 0; r < total.length; r++) {
            share = Math.max(share, allocated[f][r] / (double) total[r]);
        }
        return share;
    }

    private double weightedShare(int f) {
        return dominantShare(f) / frameworks.get(f).weight();
    }

    /** Tasks framework {@code f} runs now. */
    public long tasks(int f) {
        return tasks[f];
    }

    /** Offers made so far (accepted or declined). */
    public long offers() {
        return offers;
    }

    /** Jain's fairness index of the frameworks' weighted dominant shares: (sum x)^2 / (n sum x^2), 1 when equal. */
    public double jainIndex() {
        double sum = 0;
        double squares = 0;
        for (int f = 0; f < frameworks.size(); f++) {
            double x = weightedShare(f);
            sum += x;
            squares += x * x;
        }
        return squares == 0 ? 1 : sum * sum / (frameworks.size() * squares);
    }

    /** What is free on agent {@code a}. */
    public long[] free(int a) {
        return Arrays.copyOf(free[a], free[a].length);
    }
}
