package loadshare.node.live.dashboard;

import loadshare.node.live.LiveRun;

/** What the dashboard says about the run it shows: plain values, taken once from the {@link LiveRun}. */
record RunInfo(String experiment, int nodes, String policy, double load, double duration, double warmup,
               double timeScale, double meanService) {

    static RunInfo of(LiveRun run) {
        return new RunInfo(run.settings().name(), run.nodes(), run.policy().label(), run.load(), run.duration(),
                run.warmup(), run.timeScale(), run.model().service().mean());
    }

    void write(Json json) {
        json.object().field("experiment", experiment).field("nodes", nodes).field("policy", policy)
                .field("load", load).field("duration", duration).field("warmup", warmup)
                .field("timeScale", timeScale).end();
    }
}
