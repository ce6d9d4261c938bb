package loadshare.node.sim;

import java.util.random.RandomGenerator;
import loadshare.hardware.random.RandomStreams;
import loadshare.hardware.random.StreamPurpose;

/**
 * The yardstick of the simulator's speed: the least a discrete-event simulation of the same physical work can do.
 * N M/M/1 queues (FCFS, one CPU, exponential demands of mean 1), Poisson arrivals at rate ρ at every node, and
 * for d &gt; 1 join-the-shortest-of-d (d distinct queues chosen uniformly from all N, ties at random, as
 * {@code power-of-d} does, but with the queue lengths read directly instead of polled). No policy, no messages,
 * no objects: a binary heap of (time, node and kind) in two primitive arrays, a queue length per node, one random
 * stream. Nothing is allocated once it is built. {@code loadshare bench --baseline} runs it beside the {@code none}
 * and {@code power-of-d} rows and prints the ratio.
 *
 * <p>The mean response time comes from Little's law (the area under the number of jobs in the system over the
 * measured time, divided by the jobs that completed in it), so a test can compare it with queueing theory.
 */
public final class MinimalLoop {

    private static final int COMPLETION = 1;

    private final int nodes;
    private final double load;
    private final int d;
    private final RandomGenerator random;
    /** The heap: times, and node &lt;&lt; 1 | kind, entry i's children at 2i + 1 and 2i + 2. */
    private final double[] times;
    private final int[] codes;
    private int size;
    private final int[] inSystem;
    /** The queues compared for the current arrival. */
    private final int[] chosen;

    /**
     * @param nodes the queues
     * @param load  ρ, the arrival rate at every node (the mean demand is 1)
     * @param d     queues compared per arrival; 1: every job stays at its home (no load sharing)
     * @param seed  the run's seed
     */
    public MinimalLoop(int nodes, double load, int d, long seed) {
        if (nodes < 1 || !(load > 0) || d < 1 || d > nodes) {
            throw new IllegalArgumentException("nodes " + nodes + ", load " + load + ", d " + d);
        }
        this.nodes = nodes;
        this.load = load;
        this.d = d;
        this.random = new RandomStreams(seed).stream(0, StreamPurpose.ARRIVALS);
        this.times = new double[2 * nodes];
        this.codes = new int[2 * nodes];
        this.inSystem = new int[nodes];
        this.chosen = new int[d];
    }

    /** What a run did: jobs completed (warm-up included), events fired, and the measured mean response time. */
    public record Result(long jobs, long events, double meanResponse) {
    }

    /** Runs until {@code warmupJobs + jobs} jobs have completed, measuring the last {@code jobs}. */
    public Result run(long warmupJobs, long jobs) {
        for (int i = 0; i < nodes; i++) {
            push(exponential() / load, i << 1);
        }
        long total = warmupJobs + jobs;
        long completed = 0;
        long events = 0;
        long present = 0;
        double area = 0;
        double last = 0;
        boolean measuring = warmupJobs == 0;
        while (completed < total) {
            double now = times[0];
            int code = codes[0];
            int node = code >>> 1;
            events++;
            if (measuring) {
                area += present * (now - last);
            }
            last = now;
            if ((code & COMPLETION) == 0) {
                replaceRoot(now + exponential() / load, code);        // the home's next arrival
                int target = d == 1 ? node : shortestOfD();
                present++;
                if (++inSystem[target] == 1) {
                    push(now + exponential(), target << 1 | COMPLETION);
                }
            } else {
                present--;
                if (--inSystem[node] > 0) {
                    replaceRoot(now + exponential(), code);
                } else {
                    removeRoot();
                }
                if (++completed == warmupJobs) {
                    measuring = true;
                }
            }
        }
        return new Result(completed, events, area / Math.max(1, jobs));
    }

    /**
     * Runs the loop as a process of its own, to compare whole processes: {@code java -cp node/cli/target/loadshare.jar
     * loadshare.node.sim.MinimalLoop NODES LOAD D JOBS} (a tenth more of warm-up, as {@code loadshare run} does by
     * default); prints the jobs, the events and the mean response time.
     */
    public static void main(String[] args) {
        int nodes = Integer.parseInt(args[0]);
        long jobs = Long.parseLong(args[3]);
        Result r = new MinimalLoop(nodes, Double.parseDouble(args[1]), Integer.parseInt(args[2]), 1).run(jobs / 10, jobs);
        System.out.printf("%d jobs, %d events, mean response %.4f%n", r.jobs(), r.events(), r.meanResponse());
    }

    private double exponential() {
        return -Math.log(1.0 - random.nextDouble());
    }

    /** d distinct queues chosen uniformly; the shortest, ties at random (reservoir sampling over the ties). */
    private int shortestOfD() {
        int best = -1;
        int bestLength = Integer.MAX_VALUE;
        int ties = 0;
        for (int i = 0; i < d; i++) {
            int c;
            do {
                c = random.nextInt(nodes);
            } while (chosenBefore(c, i));
            chosen[i] = c;
            int length = inSystem[c];
            if (length < bestLength) {
                best = c;
                bestLength = length;
                ties = 1;
            } else if (length == bestLength && random.nextInt(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }

    private boolean chosenBefore(int c, int i) {
        for (int k = 0; k < i; k++) {
            if (chosen[k] == c) {
                return true;
            }
        }
        return false;
    }

    private void push(double time, int code) {
        int hole = size++;
        while (hole > 0) {
            int parent = (hole - 1) >>> 1;
            if (times[parent] <= time) {
                break;
            }
            times[hole] = times[parent];
            codes[hole] = codes[parent];
            hole = parent;
        }
        times[hole] = time;
        codes[hole] = code;
    }

    private void removeRoot() {
        int last = --size;
        if (last > 0) {
            siftDown(times[last], codes[last]);
        }
    }

    private void replaceRoot(double time, int code) {
        siftDown(time, code);
    }

    private void siftDown(double time, int code) {
        int n = size;
        int hole = 0;
        while (true) {
            int child = 2 * hole + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && times[child + 1] < times[child]) {
                child++;
            }
            if (time <= times[child]) {
                break;
            }
            times[hole] = times[child];
            codes[hole] = codes[child];
            hole = child;
        }
        times[hole] = time;
        codes[hole] = code;
    }
}
