/**
 * Composition of the seeds' four components — transfer, selection, location, information — with a load metric and
 * a migration strategy, each chosen by name with its own parameters: the {@code composed} policy of an experiment,
 * and what every preset made of components stands for. Built-in components and plug-ins' are described alike by
 * {@link loadshare.policies.compose.ComponentDescriptor}.
 */
package loadshare.policies.compose;
