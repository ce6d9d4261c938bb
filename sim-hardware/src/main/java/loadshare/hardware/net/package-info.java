/**
 * The emulated network: links (bandwidth and latency), the topology that places the hosts (flat, racks, or a
 * described graph of routers and links whose routes are shortest paths) and gives each pair its distance and route,
 * the max-min fair sharing of shared links among the bulk transfers in flight
 * ({@link loadshare.hardware.net.MaxMinSharing}, {@link loadshare.hardware.net.FlowNetwork}), and communication
 * endpoints.
 */
package loadshare.hardware.net;
