/**
 * What the owner-aware systems (Sprite, Condor) share — the workstation's owner is king: which jobs their users
 * mark for remote execution ({@link loadshare.policies.owner.JobClass}) and a configured system of a policy per
 * node, a central coordinator and the migration strategy that moves a foreign job away ({@link
 * loadshare.policies.owner.OwnerSystem}).
 */
package loadshare.policies.owner;
