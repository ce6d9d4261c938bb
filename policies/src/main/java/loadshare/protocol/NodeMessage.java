package loadshare.protocol;

/**
 * Every protocol message between participants (nodes and coordinators), in both runtimes.
 * One sealed hierarchy: a participant handles exactly these, and the messages plug-ins declare
 * ({@link PluginMessage}).
 */
public sealed interface NodeMessage extends CborSerializable
        permits JobTransfer, LoadSharingMessage, CentralQueueMessage, LoadDirectoryMessage, MigrationMessage,
                SpriteMessage, CondorMessage, VolunteerMessage, PluginMessage,
                BatchMessage, DispatchMessage {
}
