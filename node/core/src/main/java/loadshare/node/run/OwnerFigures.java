package loadshare.node.run;

import java.io.Serializable;
import java.util.List;
import java.util.function.ToDoubleFunction;
import loadshare.node.core.OwnerLedger;

/**
 * What the workstations' owners saw while measuring (all zero / NaN without owners).
 *
 * @param ownerSlowdown     how much foreign work delayed the owners' interactive jobs (those that arrived while
 *                          their owner was active and ran at once on their host): their summed response time over
 *                          what it would have been without the waits behind foreign jobs; 1 is unhindered
 * @param interference      fraction of the owners' active time in which a foreign job ran on their host
 * @param foreignWorkOnIdle foreign work done on hosts whose owner was away, as a fraction of all work done
 * @param evictions         foreign jobs sent away from their host (when its owner came back)
 * @param suspensions       foreign jobs suspended (when its owner came back)
 */
public record OwnerFigures(int hosts, double ownerSlowdown, double interference, double foreignWorkOnIdle,
        long evictions, long suspensions, long ownerJobs) implements Serializable {

    public static final OwnerFigures NONE = new OwnerFigures(0, Double.NaN, Double.NaN, Double.NaN, 0, 0, 0);

    /** The figures of one run from its hosts' ledgers (nulls for hosts without owners). */
    public static OwnerFigures of(List<OwnerLedger.Totals> ledgers) {
        int hosts = 0;
        double active = 0;
        double interfered = 0;
        double foreign = 0;
        double work = 0;
        long evictions = 0;
        long suspensions = 0;
        long jobs = 0;
        double response = 0;
        double delay = 0;
        for (OwnerLedger.Totals l : ledgers) {
            if (l == null) {
                continue;
            }
            hosts++;
            active += l.activeTime();
            interfered += l.interferedTime();
            foreign += l.foreignWorkWhileAway();
            work += l.workDone();
            evictions += l.evictions();
            suspensions += l.suspensions();
            jobs += l.ownerJobs();
            response += l.ownerResponseSum();
            delay += l.ownerForeignDelay();
        }
        if (hosts == 0) {
            return NONE;
        }
        return new OwnerFigures(hosts, response == 0 ? Double.NaN : response / (response - delay),
                active == 0 ? Double.NaN : interfered / active, work == 0 ? Double.NaN : foreign / work,
                evictions, suspensions, jobs);
    }

    /** Several replications as one: rates averaged, counts added. */
    public static OwnerFigures combine(List<OwnerFigures> runs) {
        if (runs.isEmpty() || runs.get(0).hosts == 0) {
            return NONE;
        }
        return new OwnerFigures(runs.get(0).hosts, mean(runs, OwnerFigures::ownerSlowdown),
                mean(runs, OwnerFigures::interference), mean(runs, OwnerFigures::foreignWorkOnIdle),
                runs.stream().mapToLong(OwnerFigures::evictions).sum(),
                runs.stream().mapToLong(OwnerFigures::suspensions).sum(),
                runs.stream().mapToLong(OwnerFigures::ownerJobs).sum());
    }

    /** The mean over the runs that measured it (NaN if none did). */
    private static double mean(List<OwnerFigures> runs, ToDoubleFunction<OwnerFigures> figure) {
        return runs.stream().mapToDouble(figure).filter(x -> !Double.isNaN(x)).average().orElse(Double.NaN);
    }
}
