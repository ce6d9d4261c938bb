/**
 * Mesos-like two-level scheduling of the lecture notes' cluster-scheduling lecture, the {@code mesos} policy: each job class
 * of a synthetic workload is a framework with its own queue and scheduler (a job class's queue);
 * the master ({@link loadshare.policies.mesos.DrfMaster}) offers a node's free CPUs and memory to one framework at a
 * time, in order of lowest weighted dominant share — Dominant Resource Fairness — or in turn, and the framework
 * launches the queued tasks that fit or declines, refusing that node's offers for a while. The master's runtime is
 * a central scheduler ({@link loadshare.policies.mesos.MesosScheduler}), hosted like every one; docs/mesos.md.
 */
package loadshare.policies.mesos;
