package loadshare.hardware.memory;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The guest's page table: guest-virtual page to guest-physical page, the first level of the two-level
 * mapping (the hypervisor's {@link ShadowPageTable} adds guest-physical to host frame). As in Sprite, the
 * table is kept per segment (code, heap, stack): a segment maps a contiguous virtual range onto a
 * contiguous guest-physical range, so sending the table costs a few bytes per segment however large the
 * address space is.
 */
public final class GuestPageTable {

    /** Bytes of one segment descriptor on the wire (bases, length, protection). */
    public static final int SEGMENT_WIRE_BYTES = 32;

    /** A contiguous range of {@code pages} virtual pages mapped onto guest-physical pages. */
    public record Segment(String name, int firstVirtualPage, int firstPhysicalPage, int pages) {
        public Segment {
            Objects.requireNonNull(name, "name");
            if (firstVirtualPage < 0 || firstPhysicalPage < 0 || pages <= 0) {
                throw new IllegalArgumentException("segment " + name + ": bases >= 0 and a positive length");
            }
        }

        boolean containsVirtual(int page) {
            return page >= firstVirtualPage && page < firstVirtualPage + pages;
        }
    }

    private final List<Segment> segments;
    private final int pages;

    /** A table of the given segments, which must map [0, n) virtual pages one-to-one onto [0, n) physical ones. */
    public GuestPageTable(List<Segment> segments) {
        this.segments = List.copyOf(segments);
        int n = 0;
        for (Segment s : this.segments) {
            n += s.pages();
        }
        this.pages = n;
        boolean[] virtualSeen = new boolean[n];
        boolean[] physicalSeen = new boolean[n];
        for (Segment s : this.segments) {
            for (int i = 0; i < s.pages(); i++) {
                int v = s.firstVirtualPage() + i;
                int p = s.firstPhysicalPage() + i;
                if (v >= n || p >= n || virtualSeen[v] || physicalSeen[p]) {
                    throw new IllegalArgumentException("segments must map [0, " + n + ") one-to-one; " + s + " does not fit");
                }
                virtualSeen[v] = true;
                physicalSeen[p] = true;
            }
        }
    }

    /**
     * The usual layout of a process of {@code pages} pages: code at the bottom of the virtual space
     * (1/16), the heap above it, the stack at the top (1/64); in guest-physical memory the stack comes
     * first, then code, then heap — so the mapping is not the identity.
     */
    public static GuestPageTable standard(int pages) {
        if (pages < 3) {
            throw new IllegalArgumentException("an address space needs at least 3 pages (code, heap, stack), was " + pages);
        }
        int code = Math.max(1, pages / 16);
        int stack = Math.max(1, pages / 64);
        int heap = pages - code - stack;
        List<Segment> s = new ArrayList<>();
        s.add(new Segment("code", 0, stack, code));
        s.add(new Segment("heap", code, stack + code, heap));
        s.add(new Segment("stack", pages - stack, 0, stack));
        return new GuestPageTable(s);
    }

    public List<Segment> segments() {
        return segments;
    }

    /** Number of pages of the address space (virtual and guest-physical alike). */
    public int pages() {
        return pages;
    }

    /** The segment holding a virtual page. */
    public Segment segmentOf(int virtualPage) {
        for (Segment s : segments) {
            if (s.containsVirtual(virtualPage)) {
                return s;
            }
        }
        throw new IndexOutOfBoundsException("virtual page " + virtualPage + " is outside an address space of " + pages + " pages");
    }

    /** Guest-virtual page to guest-physical page. */
    public int guestPhysical(int virtualPage) {
        Segment s = segmentOf(virtualPage);
        return s.firstPhysicalPage() + (virtualPage - s.firstVirtualPage());
    }

    /** What the table costs on the wire: one descriptor per segment. */
    public long wireBytes() {
        return (long) segments.size() * SEGMENT_WIRE_BYTES;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GuestPageTable t && t.segments.equals(segments);
    }

    @Override
    public int hashCode() {
        return segments.hashCode();
    }

    @Override
    public String toString() {
        return "GuestPageTable" + segments;
    }
}
