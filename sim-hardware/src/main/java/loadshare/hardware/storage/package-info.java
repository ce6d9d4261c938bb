/** Disks, virtual disks (block number to file offset) and the shared file server with its page stores. */
package loadshare.hardware.storage;
