package loadshare.policies.volunteer;

import loadshare.policies.PolicyParameters;

/**
 * The volunteer system's parameters, validated by the registry.
 *
 * @param volunteers  how many nodes volunteer (nodes 0..volunteers-1); the others only run their own jobs
 * @param replication replicas of each unit issued at first (the server's initial replication)
 * @param quorum      identical results from distinct volunteers that validate a unit, <= replication
 * @param deadline    model seconds a volunteer has to return a replica's result before it is reissued
 * @param cheaters    fraction of the volunteers that cheat (see {@link Cheaters})
 * @param collude     cheaters all return the same wrong result for a unit (else each its own)
 * @param vanish      probability that a volunteer vanishes after computing a unit, its result lost
 * @param absence     model seconds a vanished volunteer stays away before it asks for work again
 */
public record VolunteerSettings(int volunteers, int replication, int quorum, double deadline, double cheaters,
                                boolean collude, double vanish, double absence) {

    public static VolunteerSettings of(PolicyParameters p, int nodes) {
        int volunteers = p.integer("volunteers") == 0 ? nodes : p.integer("volunteers");
        return new VolunteerSettings(volunteers, p.integer("replication"), p.integer("quorum"), p.number("deadline"),
                p.number("cheaters"), p.bool("collude"), p.number("vanish"), p.number("absence"));
    }

    public boolean volunteers(int node) {
        return node < volunteers;
    }
}
