package loadshare.config;

import java.io.Serializable;

/** Where results go: {@code dir} is created if needed; {@code --out} on the command line overrides it. */
public record OutputSettings(String dir) implements Serializable {
}
