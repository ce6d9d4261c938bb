package loadshare.migration.strategy;

import java.util.function.IntUnaryOperator;
import loadshare.hardware.memory.Digest;
import loadshare.hardware.memory.MemoryImage;
import loadshare.hardware.memory.PageContents;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.hardware.vm.VmDigest;
import loadshare.migration.MigrationIntegrityException;

/**
 * The digests a migration compares. A VM's memory image is the pages it holds on its host completed by
 * the pages held elsewhere for it (on the source during demand paging, in the file server's page store
 * after Sprite migration); a page held nowhere is itself an integrity failure.
 */
final class ImageIntegrity {

    private ImageIntegrity() {
    }

    /** The digest of {@code vm}'s image: its resident pages, and for the others the version {@code elsewhere} holds. */
    static VmDigest digest(String strategy, VirtualMachine vm, IntUnaryOperator elsewhere, String when) {
        VmDigest resident = vm.digest();
        if (vm.residentPages() == vm.spec().pages()) {
            return resident;
        }
        Digest memory = resident.memory();
        for (int gp = 0; gp < vm.spec().pages(); gp++) {
            if (vm.isResident(gp)) {
                continue;
            }
            int v = elsewhere.applyAsInt(gp);
            if (v == MemoryImage.ABSENT) {
                throw new MigrationIntegrityException(strategy + ": page " + gp + " of VM " + vm.name() + " is neither on "
                        + vm.host().name() + " nor anywhere it could fault in from (" + when + ")");
            }
            memory = memory.plus(PageContents.digest(vm.seed(), gp, v));
        }
        return new VmDigest(memory, resident.openState());
    }

    /** Throws, naming both digests, unless what arrived on {@code host} equals what left. */
    static void requireEqual(String strategy, VirtualMachine vm, String host, String when, VmDigest before, VmDigest after) {
        if (!after.equals(before)) {
            throw new MigrationIntegrityException(String.format(
                    "%s: VM %s arrived corrupted on %s (%s): digest before %s / %x, after %s / %x", strategy, vm.name(),
                    host, when, before.memory(), before.openState(), after.memory(), after.openState()));
        }
    }
}
