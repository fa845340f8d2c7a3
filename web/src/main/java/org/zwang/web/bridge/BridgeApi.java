package org.zwang.web.bridge;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.web.ApiException;
import org.zwang.web.WebSettings;
import org.zwang.web.http.HangUpWatch;
import org.zwang.web.http.JsonBody;
import org.zwang.web.work.ParseGate;
import org.zwang.web.work.PerWorker;
import org.zwang.web.work.SearchPool;

/**
 * The bridge page's API, over bridge-dds: read a deal file (the library's {@code DealFileReader},
 * so PBN, LIN and dum-dum with its one-line errors), deal a random deal, the DD table with par, and
 * a played line with every legal card's double-dummy value. Stateless: each request carries the
 * deal and the cards played. Solving runs on the server's {@link SearchPool}. The answers are
 * {@link BridgeAnswers}', which the static site's WebAssembly build gives too; this class carries
 * them over HTTP.
 *
 * <p>All trick counts it returns are for declarer's side over the whole deal (tricks won so far plus
 * what double-dummy play takes from the position), the number a player compares with the contract.
 *
 * <p>A solve stops when its client hangs up ({@link HangUpWatch}) as when its budget is spent. Par
 * for another dealer or vulnerability comes from the table the client already has
 * ({@code /api/bridge/par}), so changing them never solves the 20 contracts again. Uploaded deal
 * files are read through a {@link ParseGate}.
 */
public final class BridgeApi {

    /** The path of the deal file upload. */
    public static final String LOAD_PATH = "/api/bridge/load";
    /** The largest upload: the JSON request that carries a deal file. */
    public static final long MAX_LOAD_BYTES = 2L << 20;
    /** Uploads read at the same time, and the bytes they may hold between them. */
    private static final int MAX_LOADS = 4;
    private static final long MAX_LOAD_BYTES_IN_FLIGHT = 4L << 20;
    /** Every other request of this API is a deal and a few fields. */
    private static final long MAX_REQUEST_BYTES = JsonBody.MAX_REQUEST_BYTES;

    private final SearchPool pool;
    private final long budgetMillis;
    /** Each worker thread keeps its own solver (a solver is single-threaded). */
    private final PerWorker<DoubleDummySolver> solvers = new PerWorker<>(
            () -> new DoubleDummySolver(SolverOptions.defaults().withTableBytes(WebSettings.SOLVER_TABLE_BYTES)));
    private final ParseGate loads = new ParseGate(MAX_LOADS, MAX_LOAD_BYTES_IN_FLIGHT);

    public BridgeApi(SearchPool pool, long budgetMillis) {
        this.pool = pool;
        this.budgetMillis = budgetMillis;
    }

    /** {@code POST /api/bridge/load}: {@code {"text": file contents, "name": file name}}. */
    public record LoadRequest(String text, String name) {
    }

    /** {@code POST /api/bridge/table}: a PBN deal string, the dealer's seat and the vulnerability. */
    public record TableRequest(String deal, String dealer, String vulnerability) {
    }

    /**
     * {@code POST /api/bridge/par}: the deal, its DD table as {@code /api/bridge/table} answered it
     * ({@code tricks[strain][declarer]}), and the dealer and vulnerability to take par for.
     */
    public record ParRequest(String deal, Map<String, Map<String, Integer>> tricks, String dealer,
            String vulnerability) {
    }

    /** {@code POST /api/bridge/play}: the deal, strain, declarer and the cards played from the lead. */
    public record PlayRequest(String deal, String strain, String declarer, List<String> cards) {
    }

    public void register(RoutesConfig routes) {
        routes.post(LOAD_PATH, this::load);
        routes.get("/api/bridge/random", this::random);
        routes.post("/api/bridge/table", this::table);
        routes.post("/api/bridge/par", this::par);
        routes.post("/api/bridge/play", this::play);
    }

    /** Uploads being read now, and the bytes they may hold (for the status line and tests). */
    public ParseGate loads() {
        return loads;
    }

    private void load(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > MAX_LOAD_BYTES) {
            throw new ApiException(413, "the deal file is too large: the server reads at most "
                    + JsonBody.size(MAX_LOAD_BYTES) + " at a time (split the file)");
        }
        // A body of unknown length may be as long as the bound: the gate counts it so.
        ParseGate.Pass pass = loads.enter(declared < 0 ? MAX_LOAD_BYTES : declared);
        try {
            LoadRequest request = JsonBody.read(ctx, LoadRequest.class, MAX_LOAD_BYTES);
            Map<String, Object> answer = BridgeAnswers.load(request.name(), request.text());
            // written inside the gate: the answer is as large as the file
            ctx.contentType("application/json").result(ctx.jsonMapper().toJsonString(answer, Map.class));
        } finally {
            pass.close();
        }
    }

    private void random(Context ctx) {
        // a new deal each time: the seeded generator of 'dds random', from a fresh seed
        ctx.json(BridgeAnswers.random(ThreadLocalRandom.current().nextLong()));
    }

    private void table(Context ctx) {
        TableRequest request = JsonBody.read(ctx, TableRequest.class, MAX_REQUEST_BYTES);
        Deal deal = BridgeAnswers.parseDeal(BridgeAnswers.required(request.deal(), "deal"));
        int dealer = BridgeAnswers.dealer(request.dealer());
        Vulnerability vulnerability = BridgeAnswers.vulnerability(request.vulnerability());
        DdTable table = solve(ctx, solver -> solver.ddTable(deal), "the DD table");
        ctx.contentType("application/json").result(DdTableFormat.json(deal, table, dealer, vulnerability));
    }

    /** The answer of {@code table} for another dealer or vulnerability, from the table given: no solving. */
    private void par(Context ctx) {
        ParRequest request = JsonBody.read(ctx, ParRequest.class, MAX_REQUEST_BYTES);
        Deal deal = BridgeAnswers.parseDeal(BridgeAnswers.required(request.deal(), "deal"));
        if (request.tricks() == null) {
            throw ApiException.badRequest("missing \"tricks\": the deal's DD table, as /api/bridge/table answered it");
        }
        DdTable table = BridgeAnswers.table(deal, (strain, seat) -> {
            Map<String, Integer> row = request.tricks().get(strain);
            return row == null ? null : row.get(seat);
        });
        ctx.contentType("application/json").result(DdTableFormat.json(deal, table,
                BridgeAnswers.dealer(request.dealer()), BridgeAnswers.vulnerability(request.vulnerability())));
    }

    private void play(Context ctx) {
        PlayRequest request = JsonBody.read(ctx, PlayRequest.class, MAX_REQUEST_BYTES);
        Deal deal = BridgeAnswers.parseDeal(BridgeAnswers.required(request.deal(), "deal"));
        int strain = Strain.parse(BridgeAnswers.required(request.strain(), "strain"));
        int declarer = Seat.parse(BridgeAnswers.required(request.declarer(), "declarer"));
        int[] cards = BridgeAnswers.cards(request.cards());
        ctx.json(solve(ctx, solver -> BridgeAnswers.analyse(solver, deal, strain, declarer, cards), "the play analysis"));
    }

    /**
     * {@code work} on a worker's solver, answered within the budget; the solve stops when its client
     * hangs up (the answer then goes nowhere) or the budget is spent.
     */
    private <T> T solve(Context ctx, Function<DoubleDummySolver, T> work, String what) {
        SearchPool.Job<T> job = pool.submit(stop -> solvers.use(solver -> {
            solver.stopOn(stop);
            return work.apply(solver);
        }));
        HangUpWatch watch = HangUpWatch.start(ctx, () -> job.cancel("the client closed the connection"));
        try {
            return job.await(budgetMillis, what);
        } finally {
            watch.close();
        }
    }
}
