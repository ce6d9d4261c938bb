package loadshare.hardware.memory;

import java.util.Arrays;
import java.util.Objects;

/**
 * The hypervisor's shadow page table for one VM on one host: it composes the guest's
 * {@link GuestPageTable} (guest-virtual to guest-physical) with the hypervisor's own map from
 * guest-physical page to host frame, so that a guest-virtual page resolves to a host frame in one step.
 * A page not present on this host resolves to {@link #NOT_PRESENT}: touching it is a page fault. The
 * shadow table belongs to the host: it never migrates, the target builds its own.
 */
public final class ShadowPageTable {

    public static final int NOT_PRESENT = -1;

    private final GuestPageTable guest;
    private final int[] frameOfPhysical;
    private int mapped;

    public ShadowPageTable(GuestPageTable guest) {
        this.guest = Objects.requireNonNull(guest, "guest");
        this.frameOfPhysical = new int[guest.pages()];
        Arrays.fill(frameOfPhysical, NOT_PRESENT);
    }

    public GuestPageTable guest() {
        return guest;
    }

    /** Maps guest-physical page {@code guestPhysical} to host frame {@code hostFrame}. */
    public void map(int guestPhysical, int hostFrame) {
        if (hostFrame < 0) {
            throw new IllegalArgumentException("a host frame is >= 0, was " + hostFrame);
        }
        if (frameOfPhysical[guestPhysical] == NOT_PRESENT) {
            mapped++;
        }
        frameOfPhysical[guestPhysical] = hostFrame;
    }

    public void unmap(int guestPhysical) {
        if (frameOfPhysical[guestPhysical] != NOT_PRESENT) {
            frameOfPhysical[guestPhysical] = NOT_PRESENT;
            mapped--;
        }
    }

    /** Guest-virtual page to host frame through both levels, or {@link #NOT_PRESENT} (a fault). */
    public int hostFrame(int virtualPage) {
        return frameOfPhysical[guest.guestPhysical(virtualPage)];
    }

    /** Guest-physical page to host frame, or {@link #NOT_PRESENT}. */
    public int hostFrameOfPhysical(int guestPhysical) {
        return frameOfPhysical[guestPhysical];
    }

    public int mappedPages() {
        return mapped;
    }
}
