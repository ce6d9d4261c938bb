package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on the error stream, fed with completed jobs from several threads; shown only on a terminal
 * (a log file would fill with redrawn bars).
 */
final class Progress implements LongConsumer, AutoCloseable {

    private final ProgressBar bar;
    private volatile Thread follower;

    private Progress(ProgressBar bar) {
        this.bar = bar;
    }

    /** Shows {@code extra} after the bar, asked again twice a second (e.g. what each worker has done). */
    void follow(Supplier<String> extra) {
        if (bar == null) {
            return;
        }
        Thread t = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    bar.setExtraMessage(" " + extra.get());
                    Thread.sleep(500);
                }
            } catch (InterruptedException e) {
                // the bar closed
            }
        }, "loadshare-progress-extra");
        t.setDaemon(true);
        t.start();
        follower = t;
    }

    static Progress start(String task, long total, boolean show, PrintWriter err) {
        if (!show || System.console() == null) {
            return new Progress(null);
        }
        err.flush();
        ProgressBar bar = new ProgressBarBuilder()
                .setTaskName(task)
                .setInitialMax(total)
                .setUnit(" M jobs", 1_000_000)
                .showSpeed()
                .setStyle(ProgressBarStyle.ASCII)
                .setUpdateIntervalMillis(250)
                .setConsumer(new ConsoleProgressBarConsumer(System.err))
                .build();
        return new Progress(bar);
    }

    @Override
    public void accept(long jobs) {
        if (bar != null) {
            bar.stepBy(jobs);
        }
    }

    @Override
    public void close() {
        Thread t = follower;
        if (t != null) {
            t.interrupt();
        }
        if (bar != null) {
            bar.close();
        }
    }
}
