package loadshare.policies.condor;

/** The oracle's forms of the values that are not plain scalars or lists (nested ads, times). */
final class ClassAdOracleForms {

    private ClassAdOracleForms() {}

    static String other(ClassAdValue value) {
        return "unknown " + value;
    }
}
