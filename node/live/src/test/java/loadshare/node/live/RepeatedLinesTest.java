package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Identical warnings are written the first three times, then only the 10th, 100th, 1000th..., each announced. */
class RepeatedLinesTest {

    private final LoggerContext context = new LoggerContext();
    private final ListAppender<ILoggingEvent> written = new ListAppender<>();

    RepeatedLinesTest() {
        RepeatedLines filter = new RepeatedLines();
        filter.setContext(context);
        filter.start();
        context.addTurboFilter(filter);
        written.setContext(context);
        written.start();
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(written);
    }

    private List<String> lines() {
        return written.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
    }

    @Test
    void aThousandIdenticalWarnings_writeTheFirstThree_andThe10th100th1000th_eachAfterItsCount() {
        Logger artery = context.getLogger("a.r.a.ArteryTransport");
        for (int i = 0; i < 1000; i++) {
            artery.warn("Other node [{}] quarantined this node.", "akka://loadshare@127.0.0.1:41537");
        }
        List<String> lines = lines();
        assertEquals(9, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(3).contains("logged the next line 10 times"), lines.get(3));
        assertTrue(lines.get(7).contains("logged the next line 1000 times"), lines.get(7));
        assertEquals("Other node [akka://loadshare@127.0.0.1:41537] quarantined this node.", lines.get(8));
    }

    @Test
    void differentTexts_otherLoggers_andInfoLines_areAllWritten() {
        Logger a = context.getLogger("a");
        Logger b = context.getLogger("b");
        a.setLevel(ch.qos.logback.classic.Level.INFO);
        for (int i = 0; i < 20; i++) {
            a.warn("node {} unreachable", i);
            a.info("status");
        }
        for (int i = 0; i < 3; i++) {
            a.warn("same");
            b.warn("same");
        }
        List<String> lines = lines();
        assertEquals(20 + 20 + 6, lines.size(), String.join("\n", lines));
        assertFalse(lines.stream().anyMatch(l -> l.contains("logged the next line")));
    }

    @Test
    void powersOfTen() {
        assertTrue(RepeatedLines.isPowerOfTen(10));
        assertTrue(RepeatedLines.isPowerOfTen(1_000_000));
        assertFalse(RepeatedLines.isPowerOfTen(20));
        assertFalse(RepeatedLines.isPowerOfTen(110));
    }
}
