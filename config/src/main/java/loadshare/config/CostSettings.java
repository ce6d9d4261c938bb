package loadshare.config;

import java.io.Serializable;

/**
 * CPU time (model seconds of work) charged for load sharing to the node that does it: sending a probe,
 * sending a job away, and moving a running job (preemptive policies; until process migration models it
 * page by page).
 */
public record CostSettings(double probe, double transfer, double migration) implements Serializable {
}
