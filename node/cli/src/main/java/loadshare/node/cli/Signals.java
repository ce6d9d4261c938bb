package loadshare.node.cli;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.function.Consumer;

/**
 * The process's SIGINT (Ctrl-C) and SIGTERM, for the live commands: the cluster's parent ends its run with the
 * results so far instead of dying; its children leave SIGINT (which a terminal sends the whole process group)
 * to the parent, which tells them when the run is over. Through {@code sun.misc.Signal} (module
 * jdk.unsupported, in every JDK), by reflection so that the build stays free of its warnings; where it is
 * missing the JVM's default (exit) stays.
 */
final class Signals {

    private static final String[] ENDING = {"INT", "TERM"};

    private Signals() {
    }

    /** {@code handler} hears the signal's name ("SIGINT", "SIGTERM") instead of the JVM exiting. */
    static void onEnd(Consumer<String> handler) {
        for (String name : ENDING) {
            handle(name, false, handler);
        }
    }

    /** SIGINT is ignored (a child of the cluster: its parent decides when the run ends). */
    static void ignoreInterrupt() {
        handle("INT", true, name -> { });
    }

    private static void handle(String name, boolean ignore, Consumer<String> handler) {
        try {
            Class<?> signalType = Class.forName("sun.misc.Signal");
            Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
            Constructor<?> signal = signalType.getConstructor(String.class);
            Object target = ignore ? handlerType.getField("SIG_IGN").get(null)
                    : Proxy.newProxyInstance(Signals.class.getClassLoader(), new Class<?>[] {handlerType},
                            (proxy, method, args) -> {
                                if (method.getName().equals("handle")) {
                                    handler.accept("SIG" + name);
                                    return null;
                                }
                                return method.getName().equals("toString") ? "loadshare SIG" + name
                                        : method.invoke(handler, args);
                            });
            Method handle = signalType.getMethod("handle", signalType, handlerType);
            handle.invoke(null, signal.newInstance(name), target);
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            // no sun.misc.Signal, or the signal is not available here: the JVM's default stays
        }
    }
}
