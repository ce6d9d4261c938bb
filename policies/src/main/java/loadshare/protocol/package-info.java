/**
 * The protocol: the messages nodes and coordinators exchange (probe, reply, work request, transfer, load update,
 * the systems' own), Java records in one sealed hierarchy, serialized with Jackson CBOR on the live cluster.
 */
package loadshare.protocol;
