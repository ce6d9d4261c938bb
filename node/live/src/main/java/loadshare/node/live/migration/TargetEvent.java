package loadshare.node.live.migration;

import akka.actor.NoSerializationVerificationNeeded;
import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.MigrationOutcome;

/** What a {@link MigrationTarget} tells its host about the VMs arriving there (local messages, never sent between JVMs). */
public sealed interface TargetEvent extends NoSerializationVerificationNeeded {

    /** Frames were reserved for VM {@code vm}; pages may arrive. */
    record Admitted(String vm) implements TargetEvent {
    }

    /** VM {@code vm} runs here now (committed); pages may still be on their way. */
    record Resumed(String vm) implements TargetEvent {
    }

    /**
     * The migration of {@code vm} ended here: {@code Completed} (every page here, checked; {@code arrived} is the
     * VM), {@code Aborted} (it did not commit; the VM is still on its source), or {@code Lost} (it committed, or
     * could have, and a host it depended on died).
     */
    record Ended(String vm, MigrationOutcome outcome, VirtualMachine arrived) implements TargetEvent {
    }
}
