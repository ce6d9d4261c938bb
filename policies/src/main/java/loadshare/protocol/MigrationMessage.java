package loadshare.protocol;

/**
 * Process migration between nodes: a running job's VM moving to another node, and the target's refusal.
 * Node cores handle these themselves (admission, resuming a refused VM); policies see a migrated job as an
 * ordinary {@link JobTransfer} and a refusal as the end of their request.
 */
public sealed interface MigrationMessage extends NodeMessage {

    /**
     * A running job's VM, frozen on the sender and arriving here to resume.
     *
     * @param job         the job, whose demand is the work it has left
     * @param negotiation the work request this answers, or 0 if unasked
     * @param load        the sender's load after the job left
     * @param vmBytes     the VM's memory, which must fit in this node's free frames
     * @param stall       model seconds the job's vCPU will stall on page faults after it resumes here
     */
    record VmMigration(Job job, long negotiation, double load, long vmBytes, double stall) implements MigrationMessage {
    }

    /** The target had no room for the VM: it resumes on the sender. */
    record MigrationRefused(Job job, String reason) implements MigrationMessage {
    }
}
