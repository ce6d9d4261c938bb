package loadshare.node.live;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Marker;
import org.slf4j.helpers.MessageFormatter;

/**
 * Keeps a node's log readable when one thing happens thousands of times: of identical warnings (same logger, same
 * text), the first {@value #FIRST} are written, then only the 10th, 100th, 1000th..., each after a line saying how
 * many there have been. A node that resumes after being paused past the failure detector hears "Other node
 * ... quarantined this node" for every message it had queued (about 2,000 lines in under two seconds before this
 * filter); now a dozen. Remembers the last {@value #REMEMBERED} distinct lines. Set in {@code logback.xml}.
 */
public final class RepeatedLines extends TurboFilter {

    static final int FIRST = 3;
    static final int REMEMBERED = 1000;
    private static final String SELF = RepeatedLines.class.getName();

    private final Map<String, Long> seen = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > REMEMBERED;
        }
    };

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params,
                              Throwable t) {
        if (format == null || !level.isGreaterOrEqual(Level.WARN) || logger.getName().equals(SELF)) {
            return FilterReply.NEUTRAL;
        }
        String text = params == null || params.length == 0 ? format
                : MessageFormatter.arrayFormat(format, params).getMessage();
        long count;
        synchronized (seen) {
            count = seen.merge(logger.getName() + '\u0000' + text, 1L, Long::sum);
        }
        if (count <= FIRST) {
            return FilterReply.NEUTRAL;
        }
        if (isPowerOfTen(count)) {
            logger.getLoggerContext().getLogger(SELF).warn("{} logged the next line {} times so far (of identical "
                    + "warnings only the first {} and the 10th, 100th, 1000th... are written)", logger.getName(), count, FIRST);
            return FilterReply.NEUTRAL;
        }
        return FilterReply.DENY;
    }

    static boolean isPowerOfTen(long n) {
        while (n >= 10 && n % 10 == 0) {
            n /= 10;
        }
        return n == 1;
    }
}
