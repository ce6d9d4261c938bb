package loadshare.migration;

/** How a migration ended. */
public sealed interface MigrationOutcome {

    /** The task runs on the target; the integrity check passed. */
    record Completed() implements MigrationOutcome {
    }

    /** The migration did not commit (the target died first); the VM runs on the source, nothing lost. */
    record Aborted(String reason) implements MigrationOutcome {
    }

    /** The VM is gone (a host it depended on died); its home must resubmit the task. */
    record Lost(String reason) implements MigrationOutcome {
    }

    /** The target refused the VM before anything moved (no free frames); look elsewhere. */
    record Refused(String reason) implements MigrationOutcome {
    }
}
