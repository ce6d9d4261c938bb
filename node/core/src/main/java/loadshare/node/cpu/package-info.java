/**
 * CPU scheduling on one workstation (the lectures' "multiprocessor scheduling" and the schedulers' notes: lottery,
 * stride, deficit round robin): how a node shares its host's CPUs among the jobs it runs. The node's core sees a
 * {@link loadshare.node.cpu.CpuScheduler}, made from the settings ({@code hosts.cpu-scheduling}) by
 * {@link loadshare.node.cpu.CpuScheduler#of}; behind it, run to completion from one FCFS queue
 * ({@code FcfsCpus}, the default), time slicing with context switches and cache affinity over one central queue
 * or per-CPU queues with their balancing, and proportional share among user classes ({@code TimeSharedCpus}), and
 * the threads of parallel applications with spin locks, scheduled independently, co-scheduled or smart
 * ({@code ParallelCpus}). Here too are the run queues the schedulers pick from, how a job's user class is drawn
 * ({@link loadshare.node.cpu.CpuPlan}) and what the schedulers measure ({@link loadshare.node.cpu.CpuLedger}).
 * Nothing here knows a runtime: services are started and stopped through {@link loadshare.node.cpu.CpuServices}.
 */
package loadshare.node.cpu;
