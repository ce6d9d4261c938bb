/**
 * The measure of load of the lecture notes (&quot;must be easy to measure, must reflect performance&quot;): the CPU queue
 * length, or the CPU utilization.
 */
package loadshare.policies.metric;
