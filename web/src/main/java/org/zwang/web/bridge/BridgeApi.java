package org.zwang.web.bridge;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.bridge.solver.SolveResult;
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
 * deal and the cards played. Solving runs on the server's {@link SearchPool}.
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
            if (request.text() == null || request.text().isBlank()) {
                throw ApiException.badRequest("no deal given: paste a PBN deal, a PBN or LIN file or dum-dum lines");
            }
            DealFileReader.DealFile file = DealFileReader.read(request.name() == null ? "" : request.name(),
                    request.text()).strict();
            List<Map<String, Object>> boards = new ArrayList<>();
            for (BoardRecord board : file.boards()) {
                boards.add(boardJson(board));
            }
            Map<String, Object> answer = new LinkedHashMap<>();
            answer.put("format", file.format().description());
            answer.put("boards", boards);
            // written inside the gate: the answer is as large as the file
            ctx.contentType("application/json").result(ctx.jsonMapper().toJsonString(answer, Map.class));
        } finally {
            pass.close();
        }
    }

    private void random(Context ctx) {
        // a new deal each time: the seeded generator of 'dds random', from a fresh seed
        Deal deal = new RandomDeals(ThreadLocalRandom.current().nextLong(), 13).next();
        Map<String, Object> board = boardJson(BoardRecord.of(deal));
        // its own par conditions, not the last board's: those 'dds random' takes (dealer North, nobody vulnerable)
        board.put("dealer", String.valueOf(Seat.letter(Seat.NORTH)));
        board.put("vulnerability", Vulnerability.NONE.toPbn());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("format", "random deal");
        answer.put("boards", List.of(board));
        ctx.json(answer);
    }

    private void table(Context ctx) {
        TableRequest request = JsonBody.read(ctx, TableRequest.class, MAX_REQUEST_BYTES);
        Deal deal = parseDeal(required(request.deal(), "deal"));
        int dealer = dealer(request.dealer());
        Vulnerability vulnerability = vulnerability(request.vulnerability());
        DdTable table = solve(ctx, solver -> solver.ddTable(deal), "the DD table");
        ctx.contentType("application/json").result(DdTableFormat.json(deal, table, dealer, vulnerability));
    }

    /** The answer of {@code table} for another dealer or vulnerability, from the table given: no solving. */
    private void par(Context ctx) {
        ParRequest request = JsonBody.read(ctx, ParRequest.class, MAX_REQUEST_BYTES);
        Deal deal = parseDeal(required(request.deal(), "deal"));
        if (request.tricks() == null) {
            throw ApiException.badRequest("missing \"tricks\": the deal's DD table, as /api/bridge/table answered it");
        }
        int[][] tricks = new int[Strain.COUNT][Seat.COUNT];
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            Map<String, Integer> row = request.tricks().get(Strain.name(strain));
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                String cell = "tricks." + Strain.name(strain) + "." + Seat.letter(seat);
                Integer value = row == null ? null : row.get(String.valueOf(Seat.letter(seat)));
                if (value == null) {
                    throw ApiException.badRequest("missing \"" + cell + "\": the table needs all 20 numbers");
                }
                if (value < 0 || value > deal.cardsPerHand()) {
                    throw ApiException.badRequest("\"" + cell + "\" is " + value + ": expected 0 .. "
                            + deal.cardsPerHand() + " tricks");
                }
                tricks[strain][seat] = value;
            }
        }
        ctx.contentType("application/json").result(DdTableFormat.json(deal, DdTable.of(tricks),
                dealer(request.dealer()), vulnerability(request.vulnerability())));
    }

    private void play(Context ctx) {
        PlayRequest request = JsonBody.read(ctx, PlayRequest.class, MAX_REQUEST_BYTES);
        Deal deal = parseDeal(required(request.deal(), "deal"));
        int strain = Strain.parse(required(request.strain(), "strain"));
        int declarer = Seat.parse(required(request.declarer(), "declarer"));
        List<String> cardTexts = request.cards() == null ? List.of() : request.cards();
        int[] cards = new int[cardTexts.size()];
        for (int i = 0; i < cards.length; i++) {
            if (cardTexts.get(i) == null) {
                throw ApiException.badRequest("card " + (i + 1) + " is null: expected a card such as \"SA\"");
            }
            try {
                cards[i] = Card.parse(cardTexts.get(i));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("card " + (i + 1) + ": " + e.getMessage());
            }
        }
        ctx.json(solve(ctx, solver -> analyse(solver, deal, strain, declarer, cards), "the play analysis"));
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

    /** The played line's running totals, the position reached and the value of each legal card. */
    private static Map<String, Object> analyse(DoubleDummySolver solver, Deal deal, int strain, int declarer,
            int[] cards) {
        PlayAnalysis analysis = solver.analysePlay(deal, strain, declarer, cards);
        int side = Seat.side(declarer);
        Position position = Position.start(deal, strain, Seat.next(declarer));
        List<Map<String, Object>> played = new ArrayList<>();
        for (int i = 0; i < cards.length; i++) {
            Map<String, Object> card = new LinkedHashMap<>();
            card.put("card", Card.toString(cards[i]));
            card.put("seat", String.valueOf(Seat.letter(position.toMove())));
            card.put("total", analysis.tricksAfter(i + 1));
            card.put("change", analysis.change(i));
            position = position.play(cards[i]);
            played.add(card);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("declarer", String.valueOf(Seat.letter(declarer)));
        answer.put("strain", Strain.name(strain));
        answer.put("start", analysis.tricksAfter(0));
        answer.put("played", played);
        answer.put("declarerTricks", position.tricksWon(side));
        answer.put("defenceTricks", position.tricksWon(1 - side));
        answer.put("finished", position.isFinished());
        List<String> trick = new ArrayList<>();
        for (int i = 0; i < position.trickSize(); i++) {
            trick.add(Card.toString(position.trickCard(i)));
        }
        answer.put("trickLeader", String.valueOf(Seat.letter(position.leader())));
        answer.put("trick", trick);
        List<String> hands = new ArrayList<>();
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            hands.add(Hand.toPbn(position.hand(seat)));
        }
        answer.put("hands", hands);
        List<Map<String, Object>> options = new ArrayList<>();
        if (!position.isFinished()) {
            answer.put("toMove", String.valueOf(Seat.letter(position.toMove())));
            SolveResult result = solver.solve(position);
            boolean declarerToMove = Seat.side(position.toMove()) == side;
            int won = position.tricksWon(side);
            int left = position.tricksLeft();
            for (long legal = result.legalCards(); legal != 0; legal &= legal - 1) {
                int card = Long.numberOfTrailingZeros(legal);
                int tricks = result.tricks(card);
                Map<String, Object> option = new LinkedHashMap<>();
                option.put("card", Card.toString(card));
                option.put("total", won + (declarerToMove ? tricks : left - tricks));
                option.put("best", (result.optimalCards() & Card.bit(card)) != 0);
                options.add(option);
            }
        }
        answer.put("options", options);
        return answer;
    }

    private static Map<String, Object> boardJson(BoardRecord board) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("number", board.number());
        json.put("deal", board.deal().toPbn());
        List<String> hands = new ArrayList<>();
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            hands.add(Hand.toPbn(board.deal().hand(seat)));
        }
        json.put("hands", hands);
        json.put("cardsPerHand", board.deal().cardsPerHand());
        json.put("dealer", board.dealer() < 0 ? null : String.valueOf(Seat.letter(board.dealer())));
        json.put("vulnerability", board.vulnerability() == null ? null : board.vulnerability().toPbn());
        json.put("contract", board.contract() == null ? null : board.contract().toString());
        json.put("declarer", board.declarer() < 0 ? null : String.valueOf(Seat.letter(board.declarer())));
        json.put("strain", board.strain() < 0 ? null : Strain.name(board.strain()));
        json.put("leader", board.leader() < 0 ? null : String.valueOf(Seat.letter(board.leader())));
        List<String> play = new ArrayList<>();
        for (int card : board.play()) {
            play.add(Card.toString(card));
        }
        json.put("play", play);
        json.put("playNote", board.playNote());
        return json;
    }

    /** The dealer's seat, North when not given. */
    private static int dealer(String text) {
        return text == null ? Seat.NORTH : Seat.parse(text);
    }

    /** The vulnerability, None when not given. */
    private static Vulnerability vulnerability(String text) {
        return text == null ? Vulnerability.NONE : Vulnerability.parse(text);
    }

    /** A PBN deal string, read as deal files read it (one-line error naming the bad hand). */
    private static Deal parseDeal(String text) {
        return DealFileReader.parseDealLine(text);
    }

    private static String required(String value, String name) {
        if (value == null || value.isBlank()) {
            throw ApiException.badRequest("missing \"" + name + "\"");
        }
        return value;
    }
}
