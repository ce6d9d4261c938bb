/**
 * JMH microbenchmarks of the simulated runtime (built and run only with {@code mvn -Pjmh}): the event queue on its
 * own, one node's handling of a protocol message and of one job through a policy's protocol, and whole simulations
 * beside the minimal event loop. Figures and how to run them: docs/performance.md.
 */
package loadshare.bench;
