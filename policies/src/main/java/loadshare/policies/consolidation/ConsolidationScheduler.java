package loadshare.policies.consolidation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import loadshare.hardware.net.NetworkLink;
import loadshare.policies.CoordinatorContext;
import loadshare.policies.batch.BatchFigures;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.batch.BatchLedger;
import loadshare.policies.batch.CentralScheduler;
import loadshare.policies.batch.StepSeries;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.NodeMessage;

/**
 * Server consolidation: the jobs are long-running VMs (a job's processors are its virtual CPUs, its memory per
 * processor theirs), the nodes are hosts with a {@link PowerModel}. Each VM's demand (CPUs it would use: its virtual
 * CPUs times their utilisation, from its {@link VmDemand}) changes every {@code interval} model seconds, at multiples
 * of it.
 *
 * <p><b>Placement.</b> With {@code consolidation = thresholds} a VM is placed by its current demand: a host can take
 * it if its load (the demand of the VMs it holds and of those migrating to it, the ones migrating away left out) plus
 * the VM's stays within {@code upper} times its CPUs, and its memory fits (memory is never overcommitted). With
 * {@code none} a VM reserves its virtual CPUs (the load is the VMs' virtual CPUs, within the host's CPUs), so a host
 * is never over-used, and no VM ever moves. The {@link Placement} picks among the hosts that are on; if none can take
 * the VM the lowest-numbered host that is off is switched on (an empty host takes any VM whose memory fits). A VM that
 * fits nowhere waits, in submission order, and is placed at the next end, pass or arrival.
 *
 * <p><b>The consolidation pass</b>, at the end of every interval, on the demands measured over it (as a monitor
 * sees them; the next interval's demands are drawn after the pass, so a pass cannot foresee them and an overload lasts
 * until the next pass at least): (1) every over-used host (load
 * above {@code upper}) with more than one VM sheds VMs, the smallest memory first (the shortest migration; ties: the
 * largest demand, then the lowest id), until its load is within the threshold or one VM is left; the VMs shed by all
 * hosts are placed in decreasing order of demand on hosts that are on and not over-used, else on a host switched on;
 * a VM that goes nowhere stays. (2) Then every under-used host (load below {@code lower}, VMs on it, no migration to or
 * from it, not over-used, not chosen as a destination in this pass), least loaded first, is emptied if all its VMs
 * (decreasing demand) fit on other hosts that are on and not being emptied, under the upper threshold; else it is
 * left alone. A host switches off when its last VM has left.
 *
 * <p><b>Migration.</b> A live migration takes the time to copy the VM's memory over a link of
 * {@code migration-bandwidth}: {@link NetworkLink#transferTime} of its bytes, as the simulator's expected cost of a
 * VM's migration. Meanwhile the VM runs on its source (its demand counts there) and holds its memory and demand on
 * its destination (for placement; the destination is on); {@code migration-penalty} of its demand is not served
 * (CloudSim's 10% degradation). At the end its run on the source is stopped ({@link Kill}) and a new run with the
 * time it has left is launched on the destination. A VM that ends while migrating ends on its source.
 *
 * <p><b>Accounts</b>, exact over the piecewise-constant demands: energy (each host that is on draws
 * {@link PowerModel#watts} of its utilisation, its demand over its CPUs cut at 1); the time hosts that are on spend
 * with demand above capacity, over the time hosts are on (CloudSim's SLATAH); the demanded CPU-seconds not served
 * (the demand above capacity, and the migration penalty), over all demanded; migrations and their time; hosts on over
 * time. Pure: its only randomness is the VMs' demands, drawn from streams the policy derives from the run's seed.
 */
public final class ConsolidationScheduler implements CentralScheduler {

    private static final double EPSILON = 1e-9;
    private static final double MIB_BYTES = 1 << 20;

    /** A VM: its job, its demand, where it runs and under which run. */
    private static final class Vm {
        final BatchJob job;
        final VmDemand demand;
        double utilisation;
        long run = -1;
        int host = -1;
        double started;
        Move move;

        Vm(BatchJob job, VmDemand demand) {
            this.job = job;
            this.demand = demand;
            this.utilisation = demand.next();
        }

        /** CPUs it would use now. */
        double demand() {
            return job.processors() * utilisation;
        }

        long memory() {
            return job.processors() * job.memoryPerProcessor();
        }
    }

    /** A live migration under way. */
    private record Move(Vm vm, int from, int to, double start, long tag) {
    }

    /** A move a pass decided: {@code vm} from its host to {@code to}. */
    private record Decision(Vm vm, int to) {
    }

    private static final Comparator<Vm> BY_ID = Comparator.comparingLong(v -> v.job.id());
    private static final Comparator<Vm> BY_DEMAND_DOWN = Comparator.comparingDouble(Vm::demand).reversed()
            .thenComparing(BY_ID);
    private static final Comparator<Vm> SMALLEST_MEMORY = Comparator.comparingLong(Vm::memory)
            .thenComparing(Comparator.comparingDouble(Vm::demand).reversed()).thenComparing(BY_ID);

    private final ConsolidationConfig config;
    private final Function<BatchJob, VmDemand> demands;
    private final int hosts;
    private final int cpus;
    private final long memory;
    private final NetworkLink link;
    private final BatchLedger ledger;
    private final List<TreeMap<Long, Vm>> residents = new ArrayList<>();
    private final List<TreeMap<Long, Vm>> incoming = new ArrayList<>();
    private final boolean[] down;
    private final TreeSet<Vm> queue = new TreeSet<>(Comparator.comparingDouble((Vm v) -> v.job.submit())
            .thenComparing(BY_ID));
    /** The VMs placed, by id. */
    private final TreeMap<Long, Vm> placed = new TreeMap<>();
    private final Map<Long, Vm> byRun = new TreeMap<>();
    private final Map<Long, Move> moves = new TreeMap<>();
    private long nextRun;
    private long nextTag = 1;
    private long tickTag = -1;
    private double last;
    private double joules;
    private double hostSeconds;
    private double overloadSeconds;
    private double demandedCpuSeconds;
    private double unservedCpuSeconds;
    private long migrations;
    private double migrationSeconds;
    private final StepSeries hostsOn = new StepSeries(1);

    /**
     * @param memory  every host's memory, MiB
     * @param demands each VM's demand process, by its job (drawn when it is submitted)
     */
    public ConsolidationScheduler(ConsolidationConfig config, int hosts, int cpus, long memory,
                                  Function<BatchJob, VmDemand> demands) {
        this.config = config;
        this.demands = demands;
        this.hosts = hosts;
        this.cpus = cpus;
        this.memory = memory;
        this.link = NetworkLink.ofBitsPerSecond(config.migrationBandwidth(), 0);
        this.ledger = new BatchLedger((long) hosts * cpus, hosts * memory);
        this.down = new boolean[hosts];
        for (int h = 0; h < hosts; h++) {
            residents.add(new TreeMap<>());
            incoming.add(new TreeMap<>());
        }
    }

    @Override
    public void onSubmit(BatchJob job, CoordinatorContext context) {
        double now = context.now();
        charge(now);
        ledger.submitted(now);
        if (job.processors() > cpus) {
            ledger.rejected(now, "processors");
        } else if ((long) job.processors() * job.memoryPerProcessor() > memory) {
            ledger.rejected(now, "memory");
        } else {
            queue.add(new Vm(job, demands.apply(job)));
            placeQueued(context);
        }
        tick(context);
        point(now);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (!(message instanceof Done done)) {
            return false;
        }
        Vm vm = byRun.get(done.job());
        if (vm == null || vm.host != from) {
            return done.job() >= 0 && done.job() < nextRun;   // a run stopped by its migration
        }
        double now = context.now();
        charge(now);
        if (vm.move != null) {
            cancel(vm.move, now);
        }
        residents.get(vm.host).remove(vm.job.id());
        byRun.remove(vm.run);
        placed.remove(vm.job.id());
        ledger.finished(now, vm.job, vm.started);
        placeQueued(context);
        point(now);
        return true;
    }

    @Override
    public void onTimer(long tag, CoordinatorContext context) {
        double now = context.now();
        if (tag == tickTag) {
            tickTag = -1;
            charge(now);
            if (config.consolidate()) {
                for (Decision d : pass()) {   // on the demands measured over the interval that ends
                    migrate(d.vm(), d.to(), context);
                }
            }
            for (Vm vm : placed.values()) {
                vm.utilisation = vm.demand.next();
            }
            for (Vm vm : queue) {
                vm.utilisation = vm.demand.next();
            }
            placeQueued(context);
            tick(context);
            point(now);
            return;
        }
        Move move = moves.remove(tag);
        if (move == null) {
            return;   // a migration cancelled
        }
        charge(now);
        Vm vm = move.vm();
        incoming.get(move.to()).remove(vm.job.id());
        vm.move = null;
        migrationSeconds += now - move.start();
        double left = vm.started + vm.job.duration() - now;
        if (left > 0) {   // else it ends on its source: its Done is on the way
            residents.get(move.from()).remove(vm.job.id());
            context.send(move.from(), new Kill(vm.run));
            byRun.remove(vm.run);
            vm.run = nextRun++;
            vm.host = move.to();
            residents.get(vm.host).put(vm.job.id(), vm);
            byRun.put(vm.run, vm);
            context.send(vm.host, new Launch(vm.run, vm.job.processors(), vm.memory(), left));
        }
        placeQueued(context);
        point(now);
    }

    /** Sets the next interval's timer if there are VMs and none is set: at the next multiple of the interval. */
    private void tick(CoordinatorContext context) {
        if (tickTag >= 0 || (placed.isEmpty() && queue.isEmpty())) {
            return;
        }
        double now = context.now();
        double next = (Math.floor(now / config.interval()) + 1) * config.interval();
        tickTag = nextTag++;
        context.setTimer(tickTag, next - now);
    }

    /** Places every waiting VM that some host can take, in submission order. */
    private void placeQueued(CoordinatorContext context) {
        if (queue.isEmpty()) {
            return;
        }
        double[] load = loads();
        long[] used = memoryUsed();
        boolean[] on = on();
        for (Vm vm : new ArrayList<>(queue)) {
            int host = choose(vm, load, used, on, -1, true, true);
            if (host >= 0) {
                queue.remove(vm);
                load[host] += size(vm);
                used[host] += vm.memory();
                on[host] = true;
                start(vm, host, context);
            }
        }
    }

    private void start(Vm vm, int host, CoordinatorContext context) {
        double now = context.now();
        vm.run = nextRun++;
        vm.host = host;
        vm.started = now;
        residents.get(host).put(vm.job.id(), vm);
        placed.put(vm.job.id(), vm);
        byRun.put(vm.run, vm);
        ledger.started(now, vm.job);
        context.send(host, new Launch(vm.run, vm.job.processors(), vm.memory(), vm.job.duration()));
    }

    /** What VM {@code vm} counts for in a host's load: its demand, or its virtual CPUs without consolidation. */
    private double size(Vm vm) {
        return config.consolidate() ? vm.demand() : vm.job.processors();
    }

    /** The CPUs a host may be loaded with: the upper threshold's share, or all of them without consolidation. */
    private double capacity() {
        return config.consolidate() ? config.upper() * cpus : cpus;
    }

    /** Each host's load: its VMs that stay and the VMs on their way to it. */
    private double[] loads() {
        double[] load = new double[hosts];
        for (int h = 0; h < hosts; h++) {
            for (Vm vm : residents.get(h).values()) {
                load[h] += vm.move == null ? size(vm) : 0;
            }
            for (Vm vm : incoming.get(h).values()) {
                load[h] += size(vm);
            }
        }
        return load;
    }

    /** Each host's memory held: its VMs' and that of the VMs on their way to it, MiB. */
    private long[] memoryUsed() {
        long[] used = new long[hosts];
        for (int h = 0; h < hosts; h++) {
            for (Vm vm : residents.get(h).values()) {
                used[h] += vm.memory();
            }
            for (Vm vm : incoming.get(h).values()) {
                used[h] += vm.memory();
            }
        }
        return used;
    }

    private boolean[] on() {
        boolean[] on = new boolean[hosts];
        for (int h = 0; h < hosts; h++) {
            on[h] = hostOn(h);
        }
        return on;
    }

    private boolean hostOn(int h) {
        return !residents.get(h).isEmpty() || !incoming.get(h).isEmpty();
    }

    /**
     * The host {@code vm} goes to: the placement's choice among the {@code eligible} hosts that are on (not
     * {@code except}) and can take it; else, with {@code switchOn}, the lowest-numbered host that is off and up (any
     * empty host if {@code anyEmpty}, else one within whose capacity it fits); -1 if none.
     */
    private int choose(Vm vm, double[] load, long[] used, boolean[] eligible, int except, boolean switchOn,
                       boolean anyEmpty) {
        double size = size(vm);
        int best = -1;
        double bestScore = Double.POSITIVE_INFINITY;
        for (int h = 0; h < hosts; h++) {
            if (h == except || !eligible[h] || down[h] || load[h] + size > capacity() + EPSILON
                    || used[h] + vm.memory() > memory) {
                continue;
            }
            double score = config.placement().score(h, load[h]);
            if (score < bestScore) {
                best = h;
                bestScore = score;
            }
        }
        if (best >= 0 || !switchOn) {
            return best;
        }
        for (int h = 0; h < hosts; h++) {
            if (h != except && !down[h] && !hostOn(h) && used[h] == 0 && vm.memory() <= memory
                    && (anyEmpty || size <= capacity() + EPSILON)) {
                return h;
            }
        }
        return -1;
    }

    /** The consolidation pass: the migrations to start now (see the class comment). */
    private List<Decision> pass() {
        double[] load = loads();
        long[] used = memoryUsed();
        boolean[] on = on();
        boolean[] over = new boolean[hosts];
        boolean[] busy = new boolean[hosts];
        for (Move m : moves.values()) {
            busy[m.from()] = true;
            busy[m.to()] = true;
        }
        List<Vm> shed = new ArrayList<>();
        for (int h = 0; h < hosts; h++) {
            over[h] = on[h] && load[h] > capacity() + EPSILON;
            if (!over[h]) {
                continue;
            }
            List<Vm> candidates = new ArrayList<>();
            for (Vm vm : residents.get(h).values()) {
                if (vm.move == null) {
                    candidates.add(vm);
                }
            }
            candidates.sort(SMALLEST_MEMORY);
            for (int k = 0; k < candidates.size() - 1 && load[h] > capacity() + EPSILON; k++) {
                Vm vm = candidates.get(k);
                load[h] -= size(vm);
                shed.add(vm);
            }
        }
        shed.sort(BY_DEMAND_DOWN);
        List<Decision> decisions = new ArrayList<>();
        boolean[] target = new boolean[hosts];
        boolean[] eligible = new boolean[hosts];
        for (int h = 0; h < hosts; h++) {
            eligible[h] = on[h] && !over[h];
        }
        for (Vm vm : shed) {
            int to = choose(vm, load, used, eligible, vm.host, true, false);
            if (to < 0) {
                load[vm.host] += size(vm);
                continue;
            }
            load[to] += size(vm);
            used[to] += vm.memory();
            on[to] = true;
            eligible[to] = true;
            target[to] = true;
            decisions.add(new Decision(vm, to));
        }
        Integer[] order = new Integer[hosts];
        for (int h = 0; h < hosts; h++) {
            order[h] = h;
        }
        double[] before = load.clone();
        Arrays.sort(order, Comparator.comparingDouble((Integer h) -> before[h]).thenComparingInt(h -> h));
        for (int h : order) {
            if (!on[h] || over[h] || busy[h] || target[h] || residents.get(h).isEmpty()
                    || load[h] >= config.lower() * cpus) {
                continue;
            }
            List<Vm> all = new ArrayList<>(residents.get(h).values());
            all.sort(BY_DEMAND_DOWN);
            double[] tryLoad = load.clone();
            long[] tryUsed = used.clone();
            List<Decision> tried = new ArrayList<>();
            for (Vm vm : all) {
                int to = choose(vm, tryLoad, tryUsed, eligible, h, false, false);
                if (to < 0) {
                    tried = null;
                    break;
                }
                tryLoad[to] += size(vm);
                tryUsed[to] += vm.memory();
                tried.add(new Decision(vm, to));
            }
            if (tried == null) {
                continue;
            }
            for (Decision d : tried) {
                target[d.to()] = true;
            }
            tryLoad[h] = 0;
            tryUsed[h] = 0;
            System.arraycopy(tryLoad, 0, load, 0, hosts);
            System.arraycopy(tryUsed, 0, used, 0, hosts);
            eligible[h] = false;
            decisions.addAll(tried);
        }
        return decisions;
    }

    /** Starts moving {@code vm} to host {@code to}: it arrives after the copy of its memory. */
    private void migrate(Vm vm, int to, CoordinatorContext context) {
        Move move = new Move(vm, vm.host, to, context.now(), nextTag++);
        vm.move = move;
        incoming.get(to).put(vm.job.id(), vm);
        moves.put(move.tag(), move);
        migrations++;
        context.setTimer(move.tag(), migrationTime(vm));
    }

    /** Model seconds to copy {@code vm}'s memory over the migration link. */
    private double migrationTime(Vm vm) {
        return link.transferTime(Math.round(vm.memory() * MIB_BYTES));
    }

    /** Migration {@code move} stops before its end (its VM ended or was lost, or a host failed): the VM stays. */
    private void cancel(Move move, double now) {
        moves.remove(move.tag());
        incoming.get(move.to()).remove(move.vm().job.id());
        move.vm().move = null;
        migrationSeconds += now - move.start();
    }

    /** Adds energy and SLA accounts from the last change to {@code now}: demands were constant in between. */
    private void charge(double now) {
        double dt = now - last;
        last = now;
        if (dt <= 0) {
            return;
        }
        for (int h = 0; h < hosts; h++) {
            if (!hostOn(h)) {
                continue;
            }
            double demand = 0;
            double degraded = 0;
            for (Vm vm : residents.get(h).values()) {
                demand += vm.demand();
                degraded += vm.move == null ? 0 : config.migrationPenalty() * vm.demand();
            }
            joules += config.power().watts(demand / cpus) * dt;
            hostSeconds += dt;
            demandedCpuSeconds += demand * dt;
            unservedCpuSeconds += (Math.max(0, demand - cpus) + degraded) * dt;
            if (demand > cpus + EPSILON) {
                overloadSeconds += dt;
            }
        }
    }

    private void point(double now) {
        int on = 0;
        for (int h = 0; h < hosts; h++) {
            on += hostOn(h) ? 1 : 0;
        }
        hostsOn.at(now, on);
    }

    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        double now = context.now();
        charge(now);
        down[peer] = true;
        for (Move m : new ArrayList<>(moves.values())) {
            if (m.to() == peer) {
                cancel(m, now);
            }
        }
        for (Vm vm : new ArrayList<>(residents.get(peer).values())) {
            lose(vm, now);
        }
        placeQueued(context);
        point(now);
    }

    @Override
    public void onPeerUp(int peer, CoordinatorContext context) {
        charge(context.now());
        down[peer] = false;
        placeQueued(context);
        point(context.now());
    }

    @Override
    public void onPartLost(int node, long run, CoordinatorContext context) {
        Vm vm = byRun.get(run);
        if (vm == null || vm.host != node) {
            return;
        }
        double now = context.now();
        charge(now);
        lose(vm, now);
        placeQueued(context);
        point(now);
    }

    /** VM {@code vm}'s run is lost with its host: it waits again, and starts over where it is placed. */
    private void lose(Vm vm, double now) {
        if (vm.move != null) {
            cancel(vm.move, now);
        }
        residents.get(vm.host).remove(vm.job.id());
        byRun.remove(vm.run);
        placed.remove(vm.job.id());
        vm.host = -1;
        ledger.requeued(now, vm.job, vm.started);
        queue.add(vm);
    }

    @Override
    public List<Long> partsOn(int node) {
        List<Long> runs = new ArrayList<>();
        for (Vm vm : residents.get(node).values()) {
            runs.add(vm.run);
        }
        runs.sort(null);
        return runs;
    }

    @Override
    public int queued() {
        return queue.size();
    }

    @Override
    public BatchLedger ledger() {
        return ledger;
    }

    /** Energy so far, kWh. */
    public double energyKwh() {
        return joules / PowerModel.JOULES_PER_KWH;
    }

    /** Migrations started so far. */
    public long migrations() {
        return migrations;
    }

    /** The host VM {@code id} runs on, or -1 if it is not placed. */
    public int hostOf(long id) {
        Vm vm = placed.get(id);
        return vm == null ? -1 : vm.host;
    }

    /** Whether host {@code host} is on (it holds a VM, or one is migrating to it). */
    public boolean isOn(int host) {
        return hostOn(host);
    }

    /**
     * Its figures beside the ledger's: {@code energyKwh}; {@code meanHostsOn} (time-averaged from time 0 to the last
     * end of a VM); {@code overloadTimeShare} (time hosts that are on spend with demand above their CPUs, over the time
     * hosts are on); {@code unservedShare} (demanded CPU-seconds not served, over all demanded: demand above
     * capacity and the migration penalty); {@code migrations} and {@code migrationSeconds} (their total time).
     */
    @Override
    public BatchFigures figures() {
        Map<String, Double> extra = new LinkedHashMap<>();
        extra.put("energyKwh", energyKwh());
        double span = ledger.figures().makespan();
        extra.put("meanHostsOn", span > 0 ? hostSeconds / span : 0.0);
        extra.put("overloadTimeShare", hostSeconds > 0 ? overloadSeconds / hostSeconds : 0.0);
        extra.put("unservedShare", demandedCpuSeconds > 0 ? unservedCpuSeconds / demandedCpuSeconds : 0.0);
        extra.put("migrations", (double) migrations);
        extra.put("migrationSeconds", migrationSeconds);
        return ledger.figures().with(extra);
    }

    /** Hosts on over time ({@code hosts on}), averaged over {@code bins} equal intervals of the ledger's series. */
    @Override
    public Map<String, double[]> series(int bins) {
        double[] out = hostsOn.binned(bins, ledger.figures().makespan())[0];
        Map<String, double[]> series = new LinkedHashMap<>();
        series.put("hosts on", out);
        return series;
    }
}
