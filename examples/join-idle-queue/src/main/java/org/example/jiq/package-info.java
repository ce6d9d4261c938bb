/**
 * Join-Idle-Queue (Lu et al. 2011) as a loadshare plug-in: the policy, its messages and the provider that
 * {@code java.util.ServiceLoader} finds in the jar.
 */
package org.example.jiq;
