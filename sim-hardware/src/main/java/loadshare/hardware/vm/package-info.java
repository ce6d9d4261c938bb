/**
 * The hypervisor layer: {@link loadshare.hardware.vm.EmulatedHost}s running
 * {@link loadshare.hardware.vm.VirtualMachine}s — guest pages, page tables, open files on a virtual disk,
 * endpoints, a vCPU — that write their working set at a dirty rate while they run.
 */
package loadshare.hardware.vm;
