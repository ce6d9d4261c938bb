package loadshare.policies.mesos;

import java.util.List;

/**
 * A framework's own scheduler, the second level of two-level scheduling: the master offers it an agent's free
 * resources and it decides which of its tasks to launch there. It cannot ask for resources, only accept part of an
 * offer or decline it (the lecture notes' Mesos slides).
 */
public interface FrameworkScheduler {

    /** For reports. */
    String name();

    /** Its dominant share counts as dominant share / weight (weighted DRF); > 0. */
    double weight();

    /** Whether it has tasks to launch: a framework without any is not offered resources (it suppresses offers). */
    boolean wantsOffers();

    /**
     * Agent {@code agent} offers {@code free} (one amount per resource): the tasks it launches there, each as its
     * demand per resource, all of them together within {@code free}; none: it declines the offer.
     */
    List<long[]> accept(int agent, long[] free);
}
