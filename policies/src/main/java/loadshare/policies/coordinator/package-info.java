/**
 * Coordinators that are not a case-study system of their own: the central dispatcher of a typical cluster
 * scheduler (one queue, M/M/K) and the load directory of centralized information. A case-study system keeps its
 * coordinator in its own package (Sprite's in {@code sprite}, Condor's central manager with Condor, the volunteer
 * server in {@code volunteer}); the {@link loadshare.policies.Coordinator} interface is part of the policy API.
 */
package loadshare.policies.coordinator;
