/**
 * The discrete-event engine: a heap of timed events in virtual (model) time, the simulated runtime's clock.
 */
package loadshare.hardware.event;
