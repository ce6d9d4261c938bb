/**
 * Memory of the emulated world: a host's {@link loadshare.hardware.memory.PhysicalMemory} in page frames,
 * memory images whose page contents are a function of (VM seed, page, version) with an incremental
 * {@link loadshare.hardware.memory.Digest}, and the two-level mapping of a VM's pages — the guest's
 * {@link loadshare.hardware.memory.GuestPageTable} and the hypervisor's
 * {@link loadshare.hardware.memory.ShadowPageTable}.
 */
package loadshare.hardware.memory;
