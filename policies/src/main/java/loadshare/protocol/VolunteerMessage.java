package loadshare.protocol;

/**
 * The volunteer-computing protocol: a volunteer with an idle CPU asks the server for work, the server assigns it a
 * work unit of the application, and the volunteer returns the unit's result. The server validates results by
 * quorum: a result counts only when enough independent volunteers returned the same value.
 */
public sealed interface VolunteerMessage extends NodeMessage {

    /** A volunteer has an idle CPU and asks for one work unit (one request per idle CPU). */
    record UnitRequest() implements VolunteerMessage {
    }

    /** The server assigns a replica of work unit {@code unit}, needing {@code work} model seconds at speed 1. */
    record UnitAssignment(long unit, double work) implements VolunteerMessage {
    }

    /** A volunteer returns the result it computed for work unit {@code unit}. */
    record UnitResult(long unit, long value) implements VolunteerMessage {
    }
}
