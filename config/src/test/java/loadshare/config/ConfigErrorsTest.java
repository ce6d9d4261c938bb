package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigValue;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConfigErrorsTest {

    @Test
    void didYouMean_namesTheClosestKnownWord_whenItIsATypo() {
        assertEquals(" (did you mean 'loads'?)", ConfigErrors.didYouMean("laods", List.of("loads", "arrivals")));
        assertEquals(" (did you mean 'replications'?)",
                ConfigErrors.didYouMean("replication", List.of("jobs", "replications", "seed")));
    }

    @Test
    void didYouMean_isEmpty_whenNothingIsClose() {
        assertEquals("", ConfigErrors.didYouMean("bandwidth", List.of("latency")));
        assertEquals("", ConfigErrors.didYouMean("x", List.of("k")));
    }

    @Test
    void suggest_listsTheValidWords_whenNothingIsClose() {
        assertEquals(" (valid: latency)", ConfigErrors.suggest("bandwidth", List.of("latency")));
    }

    @Test
    void where_namesTheSetArgument_forAnOverride() {
        ConfigValue value = ConfigFactory.parseString("nodes = 3",
                ConfigParseOptions.defaults().setOriginDescription("--set nodes=3")).getValue("nodes");
        assertEquals("--set nodes=3", ConfigErrors.where(value.origin()));
    }

    @Test
    void where_namesResourceAndLine_forABundledExperiment() {
        ConfigValue value = ConfigFactory.parseResources("experiments/quickstart.conf").getValue(
                "loadshare.experiment.nodes");
        assertEquals("experiments/quickstart.conf:" + value.origin().lineNumber(), ConfigErrors.where(value.origin()));
    }

    @Test
    void where_namesReferenceConf_forADefault() {
        ConfigValue value = ConfigFactory.defaultReferenceUnresolved().getValue("loadshare.experiment.nodes");
        assertEquals("reference.conf", ConfigErrors.where(value.origin()));
    }

    @Test
    void problem_buildsWhereKeyValueReason() {
        ConfigValue value = ConfigFactory.parseString("x = \"many\"",
                ConfigParseOptions.defaults().setOriginDescription("--set x=many")).getValue("x");
        assertEquals("--set x=many: a.x = \"many\": expected an integer",
                ConfigErrors.problem(value, "a.x", "expected an integer").getMessage());
    }
}
