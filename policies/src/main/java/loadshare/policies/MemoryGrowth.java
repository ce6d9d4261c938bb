package loadshare.policies;

import java.util.Locale;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * How a policy's memory grows with the cluster's N nodes, beyond what every node costs the runtime anyway: a
 * policy that keeps a view of every other node on every node (a load table, sender / receiver / OK lists) holds
 * N² entries, which for large N outgrow any heap. The runtime estimates a model's heap from it before a run
 * starts, and {@code loadshare policies} states it.
 *
 * @param viewEntryBytes bytes of one entry of the view (one node's knowledge of one other node); 0: no view
 * @param view           what the view holds, e.g. "the last load heard from every node, and when"
 * @param condition      when the policy keeps it, e.g. "with information = periodic or state-change"; empty: always
 * @param applies        whether the policy keeps it with these parameters
 * @param wider          the larger entry some parameters make, or null
 */
public record MemoryGrowth(int viewEntryBytes, String view, String condition, Predicate<PolicyParameters> applies,
                           Wider wider) {

    /**
     * A larger entry with some parameters (a load table whose loads are not whole numbers keeps them as doubles).
     *
     * @param entryBytes bytes of one entry then
     * @param condition  when, e.g. "with load-metric = cpu-utilization"
     * @param applies    whether these parameters and this many nodes make it
     */
    public record Wider(int entryBytes, String condition, BiPredicate<PolicyParameters, Long> applies) {
    }

    /** No view of the other nodes: the policy's memory grows as N. */
    public static final MemoryGrowth LINEAR = new MemoryGrowth(0, "", "", p -> false, null);

    /** A view of every node on every node, of {@code entryBytes} bytes per entry, kept always. */
    public static MemoryGrowth view(int entryBytes, String view) {
        return new MemoryGrowth(entryBytes, view, "", p -> true, null);
    }

    /** This view, kept only when {@code applies} (said as {@code condition}). */
    public MemoryGrowth when(String condition, Predicate<PolicyParameters> applies) {
        return new MemoryGrowth(viewEntryBytes, view, condition, applies, wider);
    }

    /**
     * This view, whose entries take {@code entryBytes} when {@code applies} to the parameters and the number of
     * nodes (said as {@code condition}).
     */
    public MemoryGrowth wider(int entryBytes, String condition, BiPredicate<PolicyParameters, Long> applies) {
        return new MemoryGrowth(viewEntryBytes, view, this.condition, this.applies,
                new Wider(entryBytes, condition, applies));
    }

    /** Bytes of one view entry with these parameters on {@code nodes} nodes: 0 when the policy keeps no view. */
    public int viewEntryBytes(PolicyParameters parameters, long nodes) {
        if (viewEntryBytes == 0 || !applies.test(parameters)) {
            return 0;
        }
        return wider != null && wider.applies().test(parameters, nodes) ? wider.entryBytes() : viewEntryBytes;
    }

    /**
     * Per node, and over the cluster at 1,000 nodes, e.g. {@code view: ~9 bytes a node for each of the N nodes (9 KB a
     * node, 9 MB in all at 1,000 nodes; N² entries), ... (the last load heard...)}, or that it grows as N.
     */
    public String describe() {
        if (viewEntryBytes == 0) {
            return "grows as N (no view of every other node)";
        }
        return String.format(Locale.ROOT, "view: ~%d bytes a node for each of the N nodes (%d KB a node, %d MB in all "
                        + "at 1,000 nodes; N² entries)%s (%s)%s", viewEntryBytes, viewEntryBytes, viewEntryBytes,
                wider == null ? "" : String.format(Locale.ROOT, ", ~%d %s", wider.entryBytes(), wider.condition()),
                view, condition.isEmpty() ? "" : ", " + condition);
    }
}
