package loadshare.policies.borg;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which running jobs a job that does not fit preempts: the fewest, lowest first. Candidates are the running jobs of
 * lower bands, taken lowest priority first (then the latest started, which loses the least work; then the latest
 * launched), each freeing what it holds, until the job would fit; then every chosen victim whose resources turn
 * out not to be needed is spared, the highest chosen first. No victims if even all candidates would not make room.
 */
final class Victims {

    /** What a running (or suspended) job holds, as victim selection sees it: {@link #parts} are what it holds now. */
    interface Candidate {
        int priority();

        double started();

        long run();

        List<Cell.Part> parts();
    }

    /** Lowest priority first, then the latest started, then the latest launched. */
    static final Comparator<Candidate> ORDER = Comparator.comparingInt(Candidate::priority)
            .thenComparing(Comparator.comparingDouble(Candidate::started).reversed())
            .thenComparing(Comparator.comparingLong(Candidate::run).reversed());

    private final int[] cpus;
    private final long[] memory;
    private final long m;
    private final boolean freesMemory;
    private long capacity;

    private Victims(int[] freeCpus, long[] freeMemory, long memoryPerProcessor, boolean freesMemory) {
        this.cpus = freeCpus;
        this.memory = freeMemory;
        this.m = memoryPerProcessor;
        this.freesMemory = freesMemory;
        this.capacity = Cell.capacity(freeCpus, freeMemory, memoryPerProcessor);
    }

    /**
     * The victims that make room for {@code processors} processors of {@code memoryPerProcessor} MiB each on a cell
     * with {@code freeCpus} and {@code freeMemory} free per machine (copies: they are changed), among
     * {@code candidates} (in any order); empty if none would.
     */
    static <C extends Candidate> List<C> choose(List<C> candidates, int processors, long memoryPerProcessor,
                                               int[] freeCpus, long[] freeMemory) {
        return choose(candidates, processors, memoryPerProcessor, freeCpus, freeMemory, true);
    }

    /**
     * As {@link #choose(List, int, long, int[], long[])}, but a victim frees only its CPUs unless
     * {@code freesMemory}: a suspended victim keeps its memory.
     */
    static <C extends Candidate> List<C> choose(List<C> candidates, int processors, long memoryPerProcessor,
                                               int[] freeCpus, long[] freeMemory, boolean freesMemory) {
        Victims room = new Victims(freeCpus, freeMemory, memoryPerProcessor, freesMemory);
        List<C> sorted = new ArrayList<>(candidates);
        sorted.sort(ORDER);
        List<C> chosen = new ArrayList<>();
        for (C c : sorted) {
            if (room.capacity >= processors) {
                break;
            }
            room.free(c, 1);
            chosen.add(c);
        }
        if (room.capacity < processors) {
            return List.of();
        }
        for (int i = chosen.size() - 1; i >= 0; i--) {
            C c = chosen.get(i);
            room.free(c, -1);
            if (room.capacity >= processors) {
                chosen.remove(i);    // not needed: spared
            } else {
                room.free(c, 1);
            }
        }
        return chosen;
    }

    /** Frees ({@code sign} 1) or takes back ({@code sign} -1) what {@code c} holds, keeping the capacity. */
    private void free(Candidate c, int sign) {
        for (Cell.Part part : c.parts()) {
            int i = part.node();
            capacity -= held(i);
            cpus[i] += sign * part.cpus();
            memory[i] += freesMemory ? sign * part.memory() : 0;
            capacity += held(i);
        }
    }

    private long held(int i) {
        return m > 0 ? Math.min(cpus[i], memory[i] / m) : cpus[i];
    }
}
