package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Borg's allocs, as the {@code allocs} parameter declares them: for a job class, an alloc set of {@code count}
 * allocs, each reserving {@code cpus} CPUs and {@code memory} MiB on a machine of its own. Written
 * {@code "batch: 2 x (4, 8GiB); production: 1 x (8, 16GiB)"} (class: count x (CPUs, memory in MiB or GiB),
 * separated by {@code ;}); empty for none.
 *
 * @param sets in the order written
 */
record Allocs(List<AllocSet> sets) {

    /** One class's alloc set: {@code count} allocs of {@code cpus} CPUs and {@code memory} MiB each. */
    record AllocSet(String jobClass, int count, int cpus, long memory) {
    }

    static final Allocs NONE = new Allocs(List.of());

    private static final Pattern ENTRY =
            Pattern.compile("([^:]+):\\s*(\\d+)\\s*x\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*(MiB|GiB)\\s*\\)");

    Allocs {
        sets = List.copyOf(sets);
    }

    boolean isEmpty() {
        return sets.isEmpty();
    }

    /** Parses {@code text}; an {@link IllegalArgumentException} says what is wrong with it, in one line. */
    static Allocs parse(String text) {
        if (text.isBlank()) {
            return NONE;
        }
        List<AllocSet> sets = new ArrayList<>();
        Set<String> classes = new HashSet<>();
        for (String entry : text.split(";", -1)) {
            String e = entry.trim();
            Matcher m = ENTRY.matcher(e);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + e + "' is not 'class: count x (CPUs, memory MiB or GiB)'");
            }
            String jobClass = m.group(1).trim();
            if (!classes.add(jobClass)) {
                throw new IllegalArgumentException("class '" + jobClass + "' has two alloc sets");
            }
            int count = parsePositive(m.group(2), jobClass, "count");
            int cpus = parsePositive(m.group(3), jobClass, "CPUs");
            long memory = parsePositive(m.group(4), jobClass, "memory") * (m.group(5).equals("GiB") ? 1024L : 1L);
            sets.add(new AllocSet(jobClass, count, cpus, memory));
        }
        return new Allocs(sets);
    }

    private static int parsePositive(String digits, String jobClass, String what) {
        try {
            int n = Integer.parseInt(digits);
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("class '" + jobClass + "': " + what + " " + digits
                + " must be a positive integer");
    }

    /**
     * The machine of each alloc of each set, reserved in order on a cell of {@code nodes} empty machines of
     * {@code cpus} CPUs and {@code memory} MiB: each alloc on the lowest-numbered machine that has its CPUs and
     * memory left and holds no other alloc of its set (first fit). An {@link IllegalArgumentException} says which
     * alloc finds no machine, in one line.
     */
    int[][] machines(int nodes, int cpus, long memory) {
        int[] freeCpus = new int[nodes];
        long[] freeMemory = new long[nodes];
        Arrays.fill(freeCpus, cpus);
        Arrays.fill(freeMemory, memory);
        int[][] machines = new int[sets.size()][];
        for (int s = 0; s < sets.size(); s++) {
            AllocSet set = sets.get(s);
            machines[s] = new int[set.count()];
            boolean[] used = new boolean[nodes];
            for (int a = 0; a < set.count(); a++) {
                int node = 0;
                while (node < nodes && (used[node] || freeCpus[node] < set.cpus() || freeMemory[node] < set.memory())) {
                    node++;
                }
                if (node == nodes) {
                    throw new IllegalArgumentException("alloc " + (a + 1) + " of " + set.count() + " of class '"
                            + set.jobClass() + "' (" + set.cpus() + " CPUs, " + set.memory() + " MiB) finds no machine "
                            + "of its own with room, among " + nodes + " machines of " + cpus + " CPUs and " + memory
                            + " MiB, after the allocs before it");
                }
                used[node] = true;
                freeCpus[node] -= set.cpus();
                freeMemory[node] -= set.memory();
                machines[s][a] = node;
            }
        }
        return machines;
    }

    /** A class the workload does not have, in one line, or null. */
    String classProblem(List<String> jobClasses) {
        for (AllocSet set : sets) {
            if (!jobClasses.contains(set.jobClass())) {
                return "allocs: class '" + set.jobClass() + "' is not one of the workload's job classes "
                        + jobClasses;
            }
        }
        return null;
    }
}
