package loadshare.config;

import java.io.Serializable;

/**
 * A configured quantity that is either fixed or drawn per job: {@code fixed} (always {@code a}),
 * {@code uniform} (between {@code a} and {@code b}) or {@code exponential} (mean {@code a}).
 */
public record Quantity(Kind kind, double a, double b) implements Serializable {

    public enum Kind { FIXED, UNIFORM, EXPONENTIAL }

    public static Quantity fixed(double value) {
        return new Quantity(Kind.FIXED, value, value);
    }

    /** The mean of the quantity. */
    public double mean() {
        return switch (kind) {
            case FIXED, EXPONENTIAL -> a;
            case UNIFORM -> (a + b) / 2;
        };
    }

    /** One draw, given a uniform number {@code u} in [0, 1). */
    public double draw(double u) {
        return switch (kind) {
            case FIXED -> a;
            case UNIFORM -> a + u * (b - a);
            case EXPONENTIAL -> -a * Math.log1p(-u);
        };
    }

    @Override
    public String toString() {
        return switch (kind) {
            case FIXED -> Double.toString(a);
            case UNIFORM -> "uniform(" + a + ", " + b + ")";
            case EXPONENTIAL -> "exponential(mean " + a + ")";
        };
    }
}
