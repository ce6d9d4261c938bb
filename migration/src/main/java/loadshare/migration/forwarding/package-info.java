/** The home node's forwarding of messages to migrated tasks until their senders learn the new location. */
package loadshare.migration.forwarding;
