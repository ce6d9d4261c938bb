package loadshare.node.testing;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

/**
 * Keeps the log events of WARN and above that reach logback's root logger while it is open, so that a test that
 * provokes warnings (a killed node, a damaged page, a dropped message) can assert on the ones it expects. Where the
 * events are printed is logback-test.xml's business (a file under target/, the console only from ERROR up).
 *
 * <p>As a JUnit 5 extension, open for each test ({@code @RegisterExtension final LogCapture logs = new
 * LogCapture();}) or for the whole class when the field is static; or on its own in try-with-resources:
 * {@code try (LogCapture logs = LogCapture.start()) { ... }}.
 */
public final class LogCapture implements AutoCloseable, BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterEachCallback {

    private final List<ILoggingEvent> events = new CopyOnWriteArrayList<>();
    private final Appender appender = new Appender();
    private boolean perClass;

    /** A capture to register as an extension: it opens before and closes after each test (or the class). */
    public LogCapture() {
    }

    /** A capture open from now until {@link #close()}. */
    public static LogCapture start() {
        LogCapture capture = new LogCapture();
        capture.open();
        return capture;
    }

    private static Logger root() {
        return ((LoggerContext) LoggerFactory.getILoggerFactory()).getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    private void open() {
        events.clear();
        appender.setContext(root().getLoggerContext());
        appender.setName("LogCapture");
        appender.start();
        root().addAppender(appender);
    }

    @Override
    public void close() {
        root().detachAppender(appender);
        appender.stop();
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        perClass = true;
        open();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (!perClass) {
            open();
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (!perClass) {
            close();
        }
    }

    /** The events of {@code level} or above captured so far, as {@code LEVEL logger - message} lines. */
    public List<String> lines(Level level) {
        return events.stream().filter(e -> e.getLevel().isGreaterOrEqual(level))
                .map(e -> e.getLevel() + " " + e.getLoggerName() + " - " + e.getFormattedMessage()).toList();
    }

    /** Whether an event of {@code level} or above whose message contains {@code text} was captured. */
    public boolean contains(Level level, String text) {
        return events.stream().anyMatch(e -> e.getLevel().isGreaterOrEqual(level)
                && e.getFormattedMessage().contains(text));
    }

    /**
     * Fails unless an event of {@code level} or above whose message contains {@code text} is captured within
     * {@code timeout}: actor systems log asynchronously, a warning may come a little after what caused it.
     */
    public void assertLogged(Level level, String text, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!contains(level, text)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("expected a " + level + " log containing \"" + text + "\"; captured:\n"
                        + lines(Level.WARN).stream().collect(Collectors.joining("\n")));
            }
            Thread.sleep(20);
        }
    }

    /** {@link #assertLogged(Level, String, Duration)} with 5 seconds to wait. */
    public void assertLogged(Level level, String text) throws InterruptedException {
        assertLogged(level, text, Duration.ofSeconds(5));
    }

    /** The appender: keeps WARN and above, whatever the loggers' own thresholds let through to the root. */
    private final class Appender extends AppenderBase<ILoggingEvent> {
        @Override
        protected void append(ILoggingEvent event) {
            if (event.getLevel().isGreaterOrEqual(Level.WARN)) {
                event.prepareForDeferredProcessing();
                events.add(event);
            }
        }
    }
}
