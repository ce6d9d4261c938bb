package loadshare.node.live;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/** Every log line (WARN and above, as configured) written while it is open, from any actor system of this JVM. */
final class LogCapture implements AutoCloseable {

    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final AppenderBase<ILoggingEvent> appender = new AppenderBase<>() {
        @Override
        protected void append(ILoggingEvent event) {
            lines.add(event.getLevel() + " " + event.getLoggerName() + " - " + event.getFormattedMessage());
        }
    };

    LogCapture() {
        appender.setContext(root.getLoggerContext());
        appender.start();
        root.addAppender(appender);
    }

    List<String> lines() {
        return List.copyOf(lines);
    }

    long count(String containing) {
        return lines.stream().filter(l -> l.contains(containing)).count();
    }

    @Override
    public void close() {
        root.detachAppender(appender);
        appender.stop();
    }
}
