/** Hosts that fail and are repaired: the up and down times of each host, as one schedule of transitions. */
package loadshare.hardware.failure;
