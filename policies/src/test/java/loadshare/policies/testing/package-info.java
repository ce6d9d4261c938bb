/**
 * Test fixtures for policies, published in the test-jar of {@code loadshare-policies}: a fake {@link
 * loadshare.policies.NodeContext} that records what a policy or component asks its node to do.
 */
package loadshare.policies.testing;
