package loadshare.node.cli;

import picocli.CommandLine.Option;

/**
 * {@code --no-plot-titles}: the plots without their titles, for a paper, whose captions say what each shows
 * ({@code run}, {@code compare}, {@code trace info}, {@code migration}).
 */
final class PlotOptions {

    @Option(names = "--no-plot-titles",
            description = "draw the plots (PNG, SVG, PDF) without their titles, for a paper whose captions say what "
                    + "they show (default: with titles)")
    boolean noTitles;

    /** Whether the plots have their titles. */
    boolean titles() {
        return !noTitles;
    }
}
