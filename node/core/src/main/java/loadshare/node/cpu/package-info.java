/**
 * Multiprocessor scheduling and proportional share inside one workstation (the lectures' "multiprocessor
 * scheduling" and the schedulers' notes: lottery, stride, deficit round robin): the run queues a node's CPU
 * scheduler picks jobs from, how a job's user class is drawn, and what the scheduler measures. The scheduler
 * itself is part of the node core ({@code loadshare.node.core.TimeSharedCpus}); nothing here knows a runtime.
 */
package loadshare.node.cpu;
