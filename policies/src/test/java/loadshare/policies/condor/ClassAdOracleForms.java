package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.List;

/** The oracle's forms of the values that are not plain scalars or lists (nested ads, times). */
final class ClassAdOracleForms {

    private ClassAdOracleForms() {}

    static String other(ClassAdValue value) {
        if (value instanceof ClassAdValue.AdValue ad) {
            List<String> names = new ArrayList<>(ad.ad().names());
            names.sort(null); // the oracle sorts by bytes: "JUndef" before "JobPrio"
            StringBuilder out = new StringBuilder("classad [ ");
            for (String name : names) {
                out.append(name).append(" = ")
                        .append(ClassAdUnparser.unparse(ad.ad().expression(name).orElseThrow().root())).append("; ");
            }
            return out.append("]").toString();
        }
        if (value instanceof ClassAdValue.AbsTime a) {
            return "abstime " + a.seconds() + " " + a.offset();
        }
        if (value instanceof ClassAdValue.RelTime r) {
            return "reltime " + r.seconds();
        }
        return "unknown " + value;
    }
}
