package loadshare.config.trace;

import java.io.Serializable;
import java.util.Arrays;

/**
 * The fields of a trace's jobs that a batch scheduler needs beyond submit time and demand, in the trace's
 * submit-time order: run time (field 4), processors (5, else 8), requested time (9), requested memory per
 * processor in KB (10), queue (15) and partition (16). -1 where the trace does not know (always for CSV).
 * Immutable.
 */
public final class BatchFields implements Serializable {

    private final double[] runTime;
    private final int[] processors;
    private final double[] requestedTime;
    private final double[] memory;
    private final int[] queue;
    private final int[] partition;

    private BatchFields(double[] runTime, int[] processors, double[] requestedTime, double[] memory, int[] queue,
                        int[] partition) {
        this.runTime = runTime;
        this.processors = processors;
        this.requestedTime = requestedTime;
        this.memory = memory;
        this.queue = queue;
        this.partition = partition;
    }

    /** Job {@code i}'s run time, seconds (> 0). */
    public double runTime(int i) {
        return runTime[i];
    }

    /** Job {@code i}'s processors: allocated, else requested (> 0). */
    public int processors(int i) {
        return processors[i];
    }

    /** Job {@code i}'s requested time (the user's estimate), seconds; -1 if unknown. */
    public double requestedTime(int i) {
        return requestedTime[i];
    }

    /** Job {@code i}'s requested memory per processor, KB; -1 if unknown. */
    public double memoryKb(int i) {
        return memory[i];
    }

    /** Job {@code i}'s queue number; -1 if unknown. */
    public int queue(int i) {
        return queue[i];
    }

    /** Job {@code i}'s partition number; -1 if unknown. */
    public int partition(int i) {
        return partition[i];
    }

    /** Collects the fields in file order; {@link #build} puts them in the trace's order. */
    static final class Builder {
        private double[] runTime = new double[1024];
        private int[] processors = new int[1024];
        private double[] requestedTime = new double[1024];
        private double[] memory = new double[1024];
        private int[] queue = new int[1024];
        private int[] partition = new int[1024];
        private int size;

        void add(double run, int procs, double requested, double mem, int q, int p) {
            if (size == runTime.length) {
                int grown = (int) Math.min(Integer.MAX_VALUE - 8, size * 2L);
                runTime = Arrays.copyOf(runTime, grown);
                processors = Arrays.copyOf(processors, grown);
                requestedTime = Arrays.copyOf(requestedTime, grown);
                memory = Arrays.copyOf(memory, grown);
                queue = Arrays.copyOf(queue, grown);
                partition = Arrays.copyOf(partition, grown);
            }
            runTime[size] = run;
            processors[size] = procs;
            requestedTime[size] = requested;
            memory[size] = mem;
            queue[size] = q;
            partition[size] = p;
            size++;
        }

        /** The first {@code n} jobs, job k of the result being job {@code order[k]} added (or k without order). */
        BatchFields build(int[] order, int n) {
            double[] r = new double[n];
            int[] p = new int[n];
            double[] t = new double[n];
            double[] m = new double[n];
            int[] q = new int[n];
            int[] part = new int[n];
            for (int k = 0; k < n; k++) {
                int i = order == null ? k : order[k];
                r[k] = runTime[i];
                p[k] = processors[i];
                t[k] = requestedTime[i];
                m[k] = memory[i];
                q[k] = queue[i];
                part[k] = partition[i];
            }
            return new BatchFields(r, p, t, m, q, part);
        }
    }
}
