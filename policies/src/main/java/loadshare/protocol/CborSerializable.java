package loadshare.protocol;

/**
 * Marker for messages that travel between nodes of the live cluster. The live runtime binds it to
 * Akka's Jackson CBOR serializer in configuration; this module itself knows nothing of Akka.
 */
public interface CborSerializable {
}
