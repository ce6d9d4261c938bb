/**
 * A workstation's processors: how many CPUs and how fast (work per model second), so a job's demand becomes its
 * service time — the heterogeneity that load sharing has to take into account.
 */
package loadshare.hardware.host;
