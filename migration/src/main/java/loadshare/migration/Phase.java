package loadshare.migration;

/**
 * One step of a migration's timeline: from {@code start} for {@code duration} model seconds, moving
 * {@code bytes}, with the VM {@code frozen} (running nowhere) or not. Consecutive steps of the same name
 * (each page fault, each chunk of a push) are merged into one phase.
 */
public record Phase(String name, double start, double duration, long bytes, boolean frozen) {

    public double end() {
        return start + duration;
    }
}
