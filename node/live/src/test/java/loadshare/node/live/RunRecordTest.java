package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The run's record names its keys so that a reader knows, from a key's id alone, whose data it holds. */
class RunRecordTest {

    @Test
    void aKeysIdSaysWhoseCompletionsOrStatusItHolds() {
        assertEquals(3, RunRecord.doneNode(RunRecord.done(3, 7).id()));
        assertEquals(12, RunRecord.statusNode(RunRecord.status(12).id()));
        assertEquals(-1, RunRecord.doneNode(RunRecord.status(3).id()));
        assertEquals(-1, RunRecord.statusNode(RunRecord.done(3, 0).id()));
        assertEquals(-1, RunRecord.doneNode(RunRecord.COLLECTORS.id()));
        assertEquals(-1, RunRecord.statusNode(RunRecord.STARTED.id()));
    }

    @Test
    void batchesGoEightToAKey() {
        assertEquals(0, RunRecord.doneChunk(0));
        assertEquals(0, RunRecord.doneChunk(RunRecord.BATCHES_PER_KEY - 1));
        assertEquals(1, RunRecord.doneChunk(RunRecord.BATCHES_PER_KEY));
    }
}
