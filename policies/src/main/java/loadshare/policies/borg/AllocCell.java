package loadshare.policies.borg;

/**
 * One job class's alloc set as the scheduler keeps it: a {@link Cell} of its own whose machines are the allocs
 * (each of the set's CPUs and memory), reserved on the real machines {@code machines} (alloc {@code a} on machine
 * {@code machines[a]}). The class's jobs are placed in it, part by part as on the cell, and nothing else is.
 */
final class AllocCell {

    private final Allocs.AllocSet set;
    private final Cell cell;
    private final int[] machines;

    AllocCell(Allocs.AllocSet set, int[] machines) {
        this.set = set;
        this.cell = new Cell(set.count(), set.cpus(), set.memory());
        this.machines = machines.clone();
    }

    String jobClass() {
        return set.jobClass();
    }

    /** The allocs, as machines of their own. */
    Cell cell() {
        return cell;
    }

    /** The machine alloc {@code alloc} is reserved on. */
    int machine(int alloc) {
        return machines[alloc];
    }

    /** Machine {@code node} failed at {@code now}: its allocs hold nothing new until it is back. */
    void down(double now, int node) {
        for (int a = 0; a < machines.length; a++) {
            if (machines[a] == node) {
                cell.down(now, a);
            }
        }
    }

    /** Machine {@code node} is back at {@code now}. */
    void up(double now, int node) {
        for (int a = 0; a < machines.length; a++) {
            if (machines[a] == node) {
                cell.up(now, a);
            }
        }
    }
}
