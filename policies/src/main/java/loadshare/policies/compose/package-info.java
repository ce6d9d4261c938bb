/**
 * Composition of the lecture notes' four components — transfer, selection, location, information — with a load metric and
 * a migration strategy, each chosen by name with its own parameters: the {@code composed} policy of an experiment,
 * and what every preset made of components stands for. Built-in components and plug-ins' are described alike by
 * {@link loadshare.policies.compose.ComponentDescriptor}; the presets take the built-in ones with typed values from
 * the factory methods of {@link loadshare.policies.compose.BuiltInComponents} and
 * {@link loadshare.policies.compose.BuiltInLocations}, never by name.
 */
package loadshare.policies.compose;
