package loadshare.policies.consolidation;

/**
 * The {@code consolidation} policy's settings.
 *
 * @param placement          where a VM goes
 * @param consolidate        whether VMs are placed by their current demand and a consolidation pass migrates them
 *                           ({@code consolidation = thresholds}); false: each VM reserves its virtual CPUs and never
 *                           moves ({@code none})
 * @param upper              a host whose demand exceeds this share of its CPUs is over-used, in (0, 1]
 * @param lower              a host whose demand is below this share is under-used, in [0, upper)
 * @param interval           model seconds between demand changes and consolidation passes, {@code > 0}
 * @param power              the hosts' power model
 * @param migrationBandwidth bits per model second a live migration copies a VM's memory at, {@code > 0}
 * @param migrationPenalty   share of a migrating VM's demand not served while it migrates, in [0, 1]
 * @param demand             how each VM's CPU demand varies
 */
public record ConsolidationConfig(Placement placement, boolean consolidate, double upper, double lower,
                                  double interval, PowerModel power, double migrationBandwidth,
                                  double migrationPenalty, DemandProcess demand) {
}
