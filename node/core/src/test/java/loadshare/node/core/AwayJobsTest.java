package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import loadshare.protocol.CentralQueueMessage.CpuFree;
import loadshare.protocol.CentralQueueMessage.Submit;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import org.junit.jupiter.api.Test;

/** A home's record of its jobs elsewhere, and the generic lookup of the jobs a message carries. */
class AwayJobsTest {

    private static Job job(long id) {
        return new Job(id, 0, 0.0, 1.0, 0);
    }

    @Test
    void jobsLastSentToAGoneNode_areReturned_othersStay() {
        AwayJobs away = new AwayJobs();
        away.sent(job(1), 1, 1);
        away.sent(job(2), 2, 2);
        away.sent(job(3), 3, 3);
        away.moved(3, 3, 1, 4);       // a later hop reported by another participant
        assertEquals(List.of(job(1), job(3)), away.takeAt(1));
        assertEquals(1, away.size());
        assertEquals(List.of(), away.takeAt(1));
    }

    @Test
    void finishedJobs_andReportsAboutUnknownJobs_areForgotten() {
        AwayJobs away = new AwayJobs();
        away.sent(job(1), 1, 1);
        away.finished(1);
        away.moved(1, 1, 2, 2);       // the hop report overtaken by the completion: no ghost entry
        away.received(1, 2, 2);
        assertEquals(0, away.size());
        assertEquals(List.of(), away.takeAt(2));
    }

    @Test
    void aJobPassedOn_butNotYetReceived_isReturnedWhenEitherItsSenderOrItsReceiverGoes() {
        AwayJobs away = new AwayJobs();
        away.sent(job(1), 3, 1);      // to the coordinator, 3
        away.moved(1, 3, 1, 2);       // which passed it on to 1: 3 may die before the job leaves it
        assertEquals(List.of(job(1)), away.takeAt(3));
        away.sent(job(1), 3, 3);
        away.moved(1, 3, 1, 4);
        assertEquals(List.of(job(1)), away.takeAt(1));
        away.sent(job(2), 3, 5);
        away.moved(2, 3, 1, 6);
        away.received(2, 1, 6);       // 1 has it: 3 may go
        assertEquals(List.of(), away.takeAt(3));
        assertEquals(List.of(job(2)), away.takeAt(1));
    }

    @Test
    void aReceiptThatComesBeforeTheReportOfItsHop_placesTheJob_andTheReportChangesNothing() {
        AwayJobs away = new AwayJobs();
        away.sent(job(1), 3, 1);
        away.received(1, 1, 2);       // 1 says it has the job before 3 says it passed it on
        away.moved(1, 3, 1, 2);       // the report of the same hop
        assertEquals(List.of(), away.takeAt(3), "it is at 1, received there: 3 may go");
        assertEquals(List.of(job(1)), away.takeAt(1));
        away.sent(job(2), 3, 3);
        away.moved(2, 3, 1, 4);
        away.received(2, 1, 4);
        away.moved(2, 3, 1, 4);       // a report heard twice does not undo the receipt
        assertEquals(List.of(), away.takeAt(3));
    }

    @Test
    void theReportsOfAnEarlierHop_thatComeAfterThoseOfALaterOne_changeNothing() {
        AwayJobs away = new AwayJobs();
        away.sent(job(1), 3, 10);     // to the coordinator, 3, which passes it to 1 (stamp 11), which passes it to 2
        away.moved(1, 1, 2, 12);
        away.received(1, 2, 12);
        away.moved(1, 3, 1, 11);      // the coordinator's report of its hop comes last
        away.received(1, 1, 11);
        assertEquals(List.of(), away.takeAt(3), "the coordinator's node dies: the job runs on at 2, not again");
        assertEquals(List.of(), away.takeAt(1));
        assertEquals(List.of(job(1)), away.takeAt(2));
        away.sent(job(2), 3, 20);
        away.received(2, 2, 22);      // only the receipt of the later hop has come
        away.moved(2, 3, 1, 21);
        assertEquals(List.of(), away.takeAt(1));
        assertEquals(List.of(job(2)), away.takeAt(2));
    }

    @Test
    void aLateReportOfAHopBackHome_doesNotUndoTheHomesNextSend() {
        AwayJobs away = new AwayJobs();
        away.sent(job(1), 3, 1);      // to 3, whose owner comes back: it sends the job home (0)
        away.received(1, 0, 2);       // the home took it in
        away.sent(job(1), 2, 3);      // and placed it again, at 2
        away.moved(1, 3, 0, 2);       // 3's report of the hop home comes last
        assertEquals(List.of(), away.takeAt(3), "3 dies: the job runs on at 2, not again");
        assertEquals(List.of(job(1)), away.takeAt(2));
    }

    @Test
    void everyChange_isHeard_inTheOrderItWasRecorded() {
        List<String> heard = new java.util.ArrayList<>();
        AwayJobs away = new AwayJobs(new AwayJobs.Changes() {
            @Override
            public void away(long id, int at, long hop) {
                heard.add(id + "@" + at + "#" + hop);
            }

            @Override
            public void back(long id) {
                heard.add(id + " back");
            }
        });
        away.sent(job(2), 1, 1);
        away.sent(job(1), 1, 2);
        away.moved(2, 1, 3, 3);
        away.received(2, 3, 3);       // where it is already: nothing new to hear
        away.received(1, 2, 4);       // got there before the report of its hop: heard now
        away.moved(1, 1, 2, 4);       // that report: nothing new
        away.moved(9, 1, 3, 5);       // not recorded: not heard
        away.finished(2);             // completions are the runtime's own to record
        away.sent(job(4), 2, 6);
        away.returned(4);
        away.returned(4);             // already back: not heard twice
        away.sent(job(5), 1, 7);
        away.takeAt(1);
        away.takeAt(2);
        assertEquals(List.of("2@1#1", "1@1#2", "2@3#3", "1@2#4", "4@2#6", "4 back", "5@1#7", "5 back", "1 back"),
                heard);
    }

    @Test
    void jobsCarried_findsEveryJobComponent_ofAnyMessageRecord() {
        assertEquals(List.of(job(7)), JobsCarried.in(JobTransfer.unasked(job(7), 0)));
        assertEquals(List.of(job(8)), JobsCarried.in(new Submit(job(8))));
        assertEquals(List.of(), JobsCarried.in(new CpuFree()));
    }
}
