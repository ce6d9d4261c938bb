package loadshare.node.core;

import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.PartStates;

/**
 * The effects of a node's {@link LaunchedParts} — a timer for each part's end, a {@link Done} to the central
 * scheduler, the answer to its reconciliation — carried out by the runtime that hosts them (the simulator's event queue, a workstation's timeline).
 */
public interface PartEffects {

    /** At model time {@code at}, tell the parts that part {@code part} ended ({@link LaunchedParts#onPartEnd}). */
    void setPartTimer(long part, double at);

    /**
     * Part {@code part} no longer ends by itself (it was stopped): its timer may go. A host that cannot take a
     * timer back may let it fire; the parts ignore the end of a part they no longer run.
     */
    void cancelPartTimer(long part);

    /** Tell the central scheduler that this node's part of {@code done.job()} is done. */
    void sendDone(Done done);

    /** Answer a central scheduler taken up after a hand-over: what runs here, and which of its asked runs ended. */
    void sendStates(PartStates states);
}
