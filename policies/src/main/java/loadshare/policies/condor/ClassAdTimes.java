package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.arguments;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import loadshare.policies.condor.ClassAdValue.AbsTime;
import loadshare.policies.condor.ClassAdValue.Int;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.RelTime;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * HTCondor's time values and functions: {@code absTime(...)} (seconds since the epoch with a time-zone offset)
 * and {@code relTime(...)} (a duration), {@code getYear} ... {@code getSeconds}, {@code splitTime}, {@code interval}.
 * The model has no wall clock and no local time zone: it is UTC, and {@code absTime()} without an argument (the
 * current time) is ERROR.
 */
final class ClassAdTimes {

    private ClassAdTimes() {}

    /** The seconds of a time value, or null for any other value. */
    static Double seconds(ClassAdValue value) {
        if (value instanceof AbsTime a) {
            return (double) a.seconds();
        }
        return value instanceof RelTime r ? r.seconds() : null;
    }

    /** C's {@code (int) x} on x86-64: truncated; NaN or out of the 32-bit range gives the least int. */
    private static long toInt32(double x) {
        return Double.isNaN(x) || x >= 0x1p31 || x < -0x1p31 ? Integer.MIN_VALUE : (long) x;
    }

    /**
     * The literal {@code absTime("2024-02-29T13:45:10Z")}, read when the expression is parsed: a year's four digits,
     * then month, day, hours, minutes, seconds (two digits each, any separators, missing ones 0), then {@code Z} or
     * {@code +hh:mm}; null if the text is no time.
     */
    static AbsTime parseAbsTime(String text) {
        String t = text;
        long offset = 0;
        int last = t.length() - 1;
        while (last >= 0 && Character.isWhitespace(t.charAt(last))) {
            last--;
        }
        int len = t.length();
        if (last > 0 && (t.charAt(last) == 'z' || t.charAt(last) == 'Z')) {
            t = t.substring(0, last) + t.substring(last + 1);
        } else if (len > 5 && (t.charAt(len - 5) == '+' || t.charAt(len - 5) == '-')) {
            offset = zone(t.substring(len - 5));
            t = t.substring(0, len - 5);
        } else if (len > 6 && (t.charAt(len - 6) == '+' || t.charAt(len - 6) == '-') && t.charAt(len - 3) == ':') {
            offset = zone(t.substring(len - 6, len - 3) + t.substring(len - 2));
            t = t.substring(0, len - 6);
        }
        int[] at = {0};
        len = t.length();
        skipToDigit(t, at);
        if (at[0] > len - 4) {
            return null;
        }
        long year = atoi(t.substring(at[0], at[0] + 4));
        at[0] += 4;
        long[] fields = {1, 0, 0, 0, 0}; // month, day, hours, minutes, seconds; C's struct tm starts at zero
        for (int f = 0; f < fields.length; f++) {
            skipToDigit(t, at);
            if (at[0] <= len - 2) {
                fields[f] = atoi(t.substring(at[0], at[0] + 2));
                at[0] += 2;
            }
        }
        skipToDigit(t, at);
        if (at[0] <= len - 1 && Character.isDigit(t.charAt(at[0]))) {
            return null;
        }
        LocalDateTime time = LocalDateTime.of((int) year, 1, 1, 0, 0).plusMonths(fields[0] - 1)
                .plusDays(fields[1] - 1).plusHours(fields[2]).plusMinutes(fields[3]).plusSeconds(fields[4]);
        return new AbsTime(time.toEpochSecond(ZoneOffset.UTC) - offset, offset);
    }

    private static long zone(String sign4) {
        long hours = atoi(sign4.substring(1, 3));
        long minutes = atoi(sign4.substring(3, 5));
        return (sign4.charAt(0) == '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
    }

    private static void skipToDigit(String t, int[] at) {
        while (at[0] < t.length() && !Character.isDigit(t.charAt(at[0]))) {
            at[0]++;
        }
    }

    /** C's {@code atoi}: the leading digits (after an optional sign), 0 if none. */
    private static long atoi(String text) {
        int i = 0;
        boolean negative = false;
        if (i < text.length() && (text.charAt(i) == '-' || text.charAt(i) == '+')) {
            negative = text.charAt(i++) == '-';
        }
        long value = 0;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            value = value * 10 + text.charAt(i++) - '0';
        }
        return negative ? -value : value;
    }

    /**
     * The literal {@code relTime("1+02:03:04")}, read when parsed: {@code [-][days+][hh:][mm:]ss[.sss]} (or with
     * {@code d h m s} after the numbers); the number of seconds, or null if the text is no duration.
     */
    static Double parseRelTime(String t) {
        int[] i = {t.length() - 1};
        double secs = 0;
        long mins = 0;
        long hours = 0;
        long days = 0;
        skipSpacesBack(t, i);
        if (i[0] >= 0 && (t.charAt(i[0]) == 's' || t.charAt(i[0]) == 'S' || Character.isDigit(t.charAt(i[0])))) {
            if (!Character.isDigit(t.charAt(i[0]))) {
                i[0]--;
            }
            skipSpacesBack(t, i);
            int end = i[0] + 1;
            digitsBack(t, i);
            if (i[0] >= 0 && t.charAt(i[0]) == '.') {
                i[0]--;
                digitsBack(t, i);
            }
            String number = t.substring(i[0] + 1, end);
            Double parsed = number.isEmpty() ? null : ClassAdNumbers.strtod(number);
            secs = parsed == null ? 0 : parsed;
        }
        long[] parts = new long[3];
        String[] marks = {"mM:", "hH:", "dD+"};
        for (int p = 0; p < 3; p++) {
            skipSpacesBack(t, i);
            if (i[0] >= 0 && marks[p].indexOf(t.charAt(i[0])) >= 0) {
                i[0]--;
                skipSpacesBack(t, i);
                int end = i[0] + 1;
                digitsBack(t, i);
                parts[p] = atoi(t.substring(i[0] + 1, end));
            }
        }
        mins = parts[0];
        hours = parts[1];
        days = parts[2];
        skipSpacesBack(t, i);
        boolean negative = false;
        if (i[0] >= 0 && t.charAt(i[0]) == '-') {
            negative = true;
            i[0]--;
        }
        skipSpacesBack(t, i);
        if (i[0] >= 0) {
            return null;
        }
        return (negative ? -1 : 1) * (days * 86400 + hours * 3600 + mins * 60 + secs);
    }

    private static void skipSpacesBack(String t, int[] i) {
        while (i[0] >= 0 && Character.isWhitespace(t.charAt(i[0]))) {
            i[0]--;
        }
    }

    private static void digitsBack(String t, int[] i) {
        while (i[0] >= 0 && t.charAt(i[0]) >= '0' && t.charAt(i[0]) <= '9') {
            i[0]--;
        }
    }

    /**
     * {@code absTime(x [, offset])} and {@code relTime(x)}: a number (an absolute time's seconds cut to 32 bits, as
     * HTCondor does) or the other kind of time as this kind; UNDEFINED is UNDEFINED; a string (not a literal, which
     * the parser reads) is itself, as in HTCondor; anything else ERROR. {@code absTime()} (now) is ERROR: the model
     * has no wall clock.
     */
    static ClassAdValue convert(List<ClassAdNode> args, ClassAdEvaluation evaluation, boolean relative) {
        if (args.isEmpty() || args.size() > 2 || relative && args.size() == 2) {
            return ClassAdValue.ERROR;
        }
        List<ClassAdValue> v = arguments(args, evaluation);
        long offset = 0;
        if (v.size() == 2) {
            ClassAdValue o = v.get(1);
            if (o instanceof Int i) {
                offset = (int) i.value();
            } else if (o instanceof Real r) {
                offset = toInt32(r.value());
            } else if (o instanceof RelTime r) {
                offset = (long) r.seconds();
            } else {
                return ClassAdValue.ERROR;
            }
        }
        ClassAdValue x = v.get(0);
        if (x instanceof Undefined) {
            return x;
        }
        if (x instanceof Int i) {
            return relative ? new RelTime((int) i.value()) : new AbsTime((int) i.value(), offset);
        }
        if (x instanceof Real r) {
            return relative ? new RelTime(r.value()) : new AbsTime(toInt32(r.value()), offset);
        }
        if (x instanceof Text) {
            return relative ? new RelTime(0) : x;
        }
        if (x instanceof AbsTime a) {
            return relative ? new RelTime(a.seconds()) : a;
        }
        if (x instanceof RelTime r) {
            return relative ? r : new AbsTime((long) r.seconds(), offset);
        }
        return ClassAdValue.ERROR;
    }

    /** What {@code getYear} ... {@code getDays} read of a time. */
    enum Field { YEAR, MONTH, DAY_OF_YEAR, DAY_OF_MONTH, DAY_OF_WEEK, DAYS, HOURS, MINUTES, SECONDS }

    /**
     * {@code getYear(t)} ... {@code getSeconds(t)}: a field of an absolute time (in UTC; {@code getDays} is ERROR)
     * or of a relative time (days, hours, minutes, seconds only); ERROR for anything else.
     */
    static ClassAdValue field(List<ClassAdNode> args, ClassAdEvaluation evaluation, Field field) {
        ClassAdValue t = arguments(args, evaluation).get(0);
        if (t instanceof AbsTime a) {
            ZonedDateTime time = ZonedDateTime.ofInstant(java.time.Instant.ofEpochSecond(a.seconds()), ZoneOffset.UTC);
            return switch (field) {
                case YEAR -> ClassAdValue.of((long) time.getYear());
                case MONTH -> ClassAdValue.of((long) time.getMonthValue());
                case DAY_OF_YEAR -> ClassAdValue.of((long) time.getDayOfYear() - 1);
                case DAY_OF_MONTH -> ClassAdValue.of((long) time.getDayOfMonth());
                case DAY_OF_WEEK -> ClassAdValue.of((long) time.getDayOfWeek().getValue() % 7);
                case HOURS -> ClassAdValue.of((long) time.getHour());
                case MINUTES -> ClassAdValue.of((long) time.getMinute());
                case SECONDS -> ClassAdValue.of((long) time.getSecond());
                case DAYS -> ClassAdValue.ERROR;
            };
        }
        if (t instanceof RelTime r) {
            long s = (long) r.seconds();
            return switch (field) {
                case DAYS -> ClassAdValue.of(s / 86400);
                case HOURS -> ClassAdValue.of(s % 86400 / 3600);
                case MINUTES -> ClassAdValue.of(s % 3600 / 60);
                case SECONDS -> ClassAdValue.of(s % 60);
                default -> ClassAdValue.ERROR;
            };
        }
        return ClassAdValue.ERROR;
    }

    /**
     * {@code splitTime(t)}: an ad of the time's parts ({@code Type = "AbsoluteTime"}, Year, Month, Day, Hours,
     * Minutes, Seconds, Offset; or {@code Type = "RelativeTime"}, Days, Hours, Minutes, Seconds); a number is an
     * absolute time; UNDEFINED is UNDEFINED, anything else ERROR.
     */
    static ClassAdValue split(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        ClassAdValue t = arguments(args, evaluation).get(0);
        if (t instanceof Undefined) {
            return t;
        }
        AbsTime absolute = t instanceof AbsTime a ? a : t instanceof Int i ? new AbsTime(i.value(), 0)
                : t instanceof Real r ? new AbsTime(toInt32(r.value()), 0) : null;
        ClassAd.Builder ad = ClassAd.builder();
        if (absolute != null) {
            ZonedDateTime time = ZonedDateTime.ofInstant(
                    java.time.Instant.ofEpochSecond(absolute.seconds() + absolute.offset()), ZoneOffset.UTC);
            ad.setExpression("Type", "\"AbsoluteTime\"");
            ad.setExpression("Year", Long.toString(time.getYear()));
            ad.setExpression("Month", Long.toString(time.getMonthValue()));
            ad.setExpression("Day", Long.toString(time.getDayOfMonth()));
            ad.setExpression("Hours", Long.toString(time.getHour()));
            ad.setExpression("Minutes", Long.toString(time.getMinute()));
            ad.setExpression("Seconds", Long.toString(time.getSecond()));
            ad.setExpression("Offset", Long.toString(absolute.offset()));
            return new ClassAdValue.AdValue(ad.build());
        }
        if (t instanceof RelTime r) {
            double rsecs = Math.abs(r.seconds());
            long whole = (long) rsecs;
            long days = whole / 86400;
            long hours = whole % 86400 / 3600;
            long mins = whole % 3600 / 60;
            double secs = whole % 60 + (rsecs - Math.floor(rsecs));
            if (r.seconds() < 0) {
                if (days > 0) {
                    days = -days;
                } else if (hours > 0) {
                    hours = -hours;
                } else if (mins > 0) {
                    mins = -mins;
                } else {
                    secs = -secs;
                }
            }
            ad.setExpression("Type", "\"RelativeTime\"");
            ad.setExpression("Days", Long.toString(days));
            ad.setExpression("Hours", Long.toString(hours));
            ad.setExpression("Minutes", Long.toString(mins));
            ad.setExpression("Seconds", ClassAdUnparser.real(secs));
            return new ClassAdValue.AdValue(ad.build());
        }
        return ClassAdValue.ERROR;
    }

    /**
     * {@code interval(x)}: x (as an integer, cut to 32 bits) as a duration, {@code "1+01:01:01"}, {@code "34:08"},
     * {@code "5"}; ERROR if x has no integer value (UNDEFINED included).
     */
    static ClassAdValue interval(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        ClassAdValue x = ClassAdNumbers.integer(arguments(args, evaluation).get(0));
        if (!(x instanceof Int i)) {
            return ClassAdValue.ERROR;
        }
        int total = (int) i.value();
        int days = total / 86400;
        total %= 86400;
        int hours = total / 3600;
        total %= 3600;
        int minutes = total / 60;
        int seconds = total % 60;
        String text;
        if (days != 0) {
            text = String.format("%d+%02d:%02d:%02d", days, Math.abs(hours), Math.abs(minutes), Math.abs(seconds));
        } else if (hours != 0) {
            text = String.format("%d:%02d:%02d", hours, Math.abs(minutes), Math.abs(seconds));
        } else if (minutes != 0) {
            text = String.format("%d:%02d", minutes, Math.abs(seconds));
        } else {
            text = Integer.toString(seconds);
        }
        return ClassAdValue.of(text);
    }
}
