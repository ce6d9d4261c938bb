/**
 * Helpers for node's tests, not tests themselves: {@link loadshare.node.testing.LogCapture} keeps the warnings a
 * fault-injection test provokes, so that the test can assert on them instead of printing them.
 */
package loadshare.node.testing;
