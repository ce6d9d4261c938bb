package loadshare.hardware.vm;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import loadshare.hardware.memory.GuestPageTable;

/**
 * The guest-virtual pages a VM keeps touching: the top of its stack (up to a quarter of the set) and a
 * contiguous window of its heap (the rest), placed at random. It is a description of the guest program's behaviour,
 * not state, so the target of a migration knows it without it being sent.
 */
public final class WorkingSet {

    private final int[] pages;

    private WorkingSet(int[] pages) {
        this.pages = pages;
    }

    /**
     * {@code size} distinct pages of {@code table}'s address space: the top of the stack (up to a quarter of
     * the set), a heap window at a random place (the rest), and, if the heap is too small, code pages and
     * the remaining stack pages.
     */
    public static WorkingSet choose(GuestPageTable table, int size, RandomGenerator random) {
        if (size <= 0 || size > table.pages()) {
            throw new IllegalArgumentException("a working set has between 1 and " + table.pages() + " pages, not " + size);
        }
        GuestPageTable.Segment stack = segment(table, "stack");
        GuestPageTable.Segment heap = segment(table, "heap");
        GuestPageTable.Segment code = segment(table, "code");
        int fromStack = Math.min(stack.pages(), size / 4);
        int fromHeap = Math.min(heap.pages(), size - fromStack);
        int start = heap.firstVirtualPage() + random.nextInt(heap.pages() - fromHeap + 1);
        boolean[] chosen = new boolean[table.pages()];
        int[] pages = new int[size];
        int n = 0;
        int stackTop = stack.firstVirtualPage() + stack.pages() - 1;
        for (int s = 0; s < fromStack; s++) {
            n = add(pages, n, chosen, stackTop - s);
        }
        for (int h = 0; h < fromHeap; h++) {
            n = add(pages, n, chosen, start + h);
        }
        for (int c = 0; c < code.pages() && n < size; c++) {
            n = add(pages, n, chosen, code.firstVirtualPage() + c);
        }
        for (int s = 0; s < stack.pages() && n < size; s++) {
            n = add(pages, n, chosen, stackTop - s);
        }
        return new WorkingSet(pages);
    }

    /**
     * The working set of the given guest-virtual pages of {@code table}'s address space, as a migration's target
     * rebuilds it from the pages that travelled; refuses a page outside the space or given twice.
     */
    public static WorkingSet of(GuestPageTable table, int[] pages) {
        if (pages.length == 0) {
            throw new IllegalArgumentException("a working set has at least one page");
        }
        boolean[] seen = new boolean[table.pages()];
        for (int p : pages) {
            if (p < 0 || p >= seen.length || seen[p]) {
                throw new IllegalArgumentException("working set page " + p + " is outside the " + seen.length
                        + "-page address space or given twice");
            }
            seen[p] = true;
        }
        return new WorkingSet(pages.clone());
    }

    /** The set's guest-virtual pages, in the set's own order. */
    public int[] pages() {
        return pages.clone();
    }

    private static int add(int[] pages, int n, boolean[] chosen, int page) {
        if (chosen[page]) {
            return n;
        }
        chosen[page] = true;
        pages[n] = page;
        return n + 1;
    }

    private static GuestPageTable.Segment segment(GuestPageTable table, String name) {
        return table.segments().stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the page table has no " + name + " segment"));
    }

    public int size() {
        return pages.length;
    }

    /** The i-th guest-virtual page of the set. */
    public int page(int i) {
        return pages[i];
    }

    /** The set's guest-virtual pages, in a random order (the order of first touches after a resume). */
    public int[] shuffled(RandomGenerator random) {
        int[] order = pages.clone();
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WorkingSet w && Arrays.equals(w.pages, pages);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(pages);
    }
}
