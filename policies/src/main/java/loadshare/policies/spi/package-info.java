/**
 * The service-provider interface of plug-ins: a jar on {@code --classpath} names a {@link
 * loadshare.policies.spi.PolicyProvider} in {@code META-INF/services}, which contributes policies, components and
 * the protocol message types they send; {@link loadshare.policies.spi.Plugins} loads them.
 */
package loadshare.policies.spi;
