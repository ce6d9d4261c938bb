/**
 * Server consolidation, the lecture notes' virtualisation lecture ("pack multiple virtual servers onto a smaller
 * number of physical servers: saves hardware, power and cooling"): long-running VMs whose CPU demand varies over time
 * are placed on hosts with a linear power model (idle to peak watts, off when empty) by first-fit decreasing, best
 * fit or a load-aware rule, and a periodic consolidation pass live-migrates VMs away from over-used hosts (smallest
 * memory first: the shortest migration) and off under-used ones, which then switch off. The run reports the energy,
 * the SLA violation (demand above a host's capacity, and the degradation while a VM migrates) and the migrations,
 * against a static placement that reserves every VM's virtual CPUs ({@code consolidation = none}).
 */
package loadshare.policies.consolidation;
