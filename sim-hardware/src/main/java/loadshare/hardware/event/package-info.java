/**
 * The discrete-event engine: the pending events in virtual (model) time, fired in order of time and then of
 * scheduling (a heap, or a radix heap for large simulations), the simulated runtime's clock.
 */
package loadshare.hardware.event;
