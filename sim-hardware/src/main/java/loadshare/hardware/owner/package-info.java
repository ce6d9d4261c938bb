/** The workstation's owner, whose comings and goings decide when a host is idle enough for foreign work. */
package loadshare.hardware.owner;
