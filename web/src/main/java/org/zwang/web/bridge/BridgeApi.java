package org.zwang.web.bridge;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.search.StopFlag;
import org.zwang.web.ApiException;
import org.zwang.web.work.SearchPool;

/**
 * The bridge page's API, over bridge-dds: read a deal file (the library's {@code DealFileReader},
 * so PBN, LIN and dum-dum with its one-line errors), deal a random deal, the DD table with par, and
 * a played line with every legal card's double-dummy value. Stateless: each request carries the
 * deal and the cards played. Solving runs on the server's {@link SearchPool}.
 *
 * <p>All trick counts it returns are for declarer's side over the whole deal (tricks won so far plus
 * what double-dummy play takes from the position), the number a player compares with the contract.
 */
public final class BridgeApi {

    /** Each worker thread keeps its own solver (the solver is single-threaded); 64 MB of tables each. */
    private static final ThreadLocal<DoubleDummySolver> SOLVER = ThreadLocal.withInitial(
            () -> new DoubleDummySolver(SolverOptions.defaults().withTableBytes(64L << 20)));

    /**
     * This worker's solver, watching the job's stop flag: a request over its budget (or cancelled
     * otherwise) stops its solve at once instead of finishing it in the background.
     */
    private static DoubleDummySolver solver(StopFlag stop) {
        DoubleDummySolver solver = SOLVER.get();
        solver.stopOn(stop);
        return solver;
    }

    private final SearchPool pool;
    private final long budgetMillis;

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

    /** {@code POST /api/bridge/play}: the deal, strain, declarer and the cards played from the lead. */
    public record PlayRequest(String deal, String strain, String declarer, List<String> cards) {
    }

    public void register(RoutesConfig routes) {
        routes.post("/api/bridge/load", this::load);
        routes.get("/api/bridge/random", this::random);
        routes.post("/api/bridge/table", this::table);
        routes.post("/api/bridge/play", this::play);
    }

    private void load(Context ctx) {
        LoadRequest request = ctx.bodyAsClass(LoadRequest.class);
        if (request == null || request.text() == null || request.text().isBlank()) {
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
        ctx.json(answer);
    }

    private void random(Context ctx) {
        // a new deal each time: the seeded generator of 'dds random', from a fresh seed
        Deal deal = new RandomDeals(ThreadLocalRandom.current().nextLong(), 13).next();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("format", "random deal");
        answer.put("boards", List.of(boardJson(BoardRecord.of(deal))));
        ctx.json(answer);
    }

    private void table(Context ctx) {
        TableRequest request = ctx.bodyAsClass(TableRequest.class);
        Deal deal = parseDeal(required(request == null ? null : request.deal(), "deal"));
        int dealer = request.dealer() == null ? Seat.NORTH : Seat.parse(request.dealer());
        Vulnerability vulnerability = request.vulnerability() == null ? Vulnerability.NONE
                : Vulnerability.parse(request.vulnerability());
        DdTable table = pool.submit(stop -> solver(stop).ddTable(deal)).await(budgetMillis, "the DD table");
        ctx.contentType("application/json").result(DdTableFormat.json(deal, table, dealer, vulnerability));
    }

    private void play(Context ctx) {
        PlayRequest request = ctx.bodyAsClass(PlayRequest.class);
        Deal deal = parseDeal(required(request == null ? null : request.deal(), "deal"));
        int strain = Strain.parse(required(request.strain(), "strain"));
        int declarer = Seat.parse(required(request.declarer(), "declarer"));
        List<String> cardTexts = request.cards() == null ? List.of() : request.cards();
        int[] cards = new int[cardTexts.size()];
        for (int i = 0; i < cards.length; i++) {
            try {
                cards[i] = Card.parse(cardTexts.get(i));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("card " + (i + 1) + ": " + e.getMessage());
            }
        }
        Map<String, Object> answer = pool.submit(stop -> analyse(solver(stop), deal, strain, declarer, cards))
                .await(budgetMillis, "the play analysis");
        ctx.json(answer);
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
