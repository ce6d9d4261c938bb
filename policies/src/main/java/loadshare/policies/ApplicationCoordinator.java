package loadshare.policies;

/**
 * A coordinator that runs a large parallel application (volunteer computing): the runtime gives it the
 * application at the start of a run, and a run of such a policy ends when the application is complete.
 */
public interface ApplicationCoordinator extends Coordinator {

    /** The application arrives (model time 0): the coordinator splits it into work units and starts handing them out. */
    void onApplication(Application application, CoordinatorContext context);

    /** Every task of the application has a validated result. */
    boolean applicationComplete();

    /** What the coordinator measured of the application so far. */
    ApplicationFigures figures();
}
