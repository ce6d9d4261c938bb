package loadshare.config.trace;

/** Why a job of a trace is not used, checked in this order. */
public enum SkipReason {
    /** Field 4 (run time) is not > 0 (-1: unknown). */
    RUN_TIME("run-time", "run time not > 0"),
    /** Field 2 (submit time) is < 0 (-1: unknown). */
    SUBMIT_TIME("submit-time", "submit time < 0"),
    /** Neither field 5 (allocated) nor field 8 (requested processors) is > 0. */
    PROCESSORS("processors", "neither allocated nor requested processors > 0");

    private final String key;
    private final String description;

    SkipReason(String key, String description) {
        this.key = key;
        this.description = description;
    }

    /** A short name for reports and summary.json, e.g. {@code run-time}. */
    public String key() {
        return key;
    }

    /** What was wrong, for people. */
    public String description() {
        return description;
    }
}
