package loadshare.config;

import java.io.Serializable;
import com.typesafe.config.Config;

/**
 * One entry of {@code loadshare.experiment.policies}: a registry name and that policy's parameters.
 * The parameters are checked by the policy registry (module {@code policies}), which knows them.
 *
 * @param name       the registry name, e.g. {@code none}
 * @param parameters the entry without its {@code name} and {@code label}, with origins for error messages
 * @param label      how results name this entry: its {@code label} if given, else the name
 * @param origin     {@code file:line} of the entry, for error messages
 */
public record PolicySpec(String name, Config parameters, String label, String origin) implements Serializable {
}
