package org.zwang.web.bridge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
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
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.web.ApiException;

/**
 * The bridge page's answers, apart from how they travel: a deal file's boards, a random deal, the
 * request's deal, cards and DD table checked, and a played line with every legal card's value. The
 * server's {@link BridgeApi} sends them over HTTP; the static site's WebAssembly build calls the same
 * methods in a Web Worker, so both pages get the same answers from one place.
 */
public final class BridgeAnswers {

    private BridgeAnswers() {
    }

    /** A deal file read as the library reads it (PBN, LIN or dum-dum; its one-line errors): its format and boards. */
    public static Map<String, Object> load(String name, String text) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("no deal given: paste a PBN deal, a PBN or LIN file or dum-dum lines");
        }
        DealFileReader.DealFile file = DealFileReader.read(name == null ? "" : name, text).strict();
        List<Map<String, Object>> boards = new ArrayList<>();
        for (BoardRecord board : file.boards()) {
            boards.add(boardJson(board));
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("format", file.format().description());
        answer.put("boards", boards);
        return answer;
    }

    /** A random deal from {@code seed}, by the seeded generator of 'dds random'. */
    public static Map<String, Object> random(long seed) {
        Deal deal = new RandomDeals(seed, 13).next();
        Map<String, Object> board = boardJson(BoardRecord.of(deal));
        // its own par conditions, not the last board's: those 'dds random' takes (dealer North, nobody vulnerable)
        board.put("dealer", String.valueOf(Seat.letter(Seat.NORTH)));
        board.put("vulnerability", Vulnerability.NONE.toPbn());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("format", "random deal");
        answer.put("boards", List.of(board));
        return answer;
    }

    /**
     * The DD table a client sent back for par, each of its 20 numbers looked up by strain name
     * ({@code "S"}, ..., {@code "N"}) and seat letter; {@code null} for a missing one.
     *
     * @throws ApiException a 400 naming a missing or impossible number
     */
    public static DdTable table(Deal deal, BiFunction<String, String, Integer> tricks) {
        int[][] table = new int[Strain.COUNT][Seat.COUNT];
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                String cell = "tricks." + Strain.name(strain) + "." + Seat.letter(seat);
                Integer value = tricks.apply(Strain.name(strain), String.valueOf(Seat.letter(seat)));
                if (value == null) {
                    throw ApiException.badRequest("missing \"" + cell + "\": the table needs all 20 numbers");
                }
                if (value < 0 || value > deal.cardsPerHand()) {
                    throw ApiException.badRequest("\"" + cell + "\" is " + value + ": expected 0 .. "
                            + deal.cardsPerHand() + " tricks");
                }
                table[strain][seat] = value;
            }
        }
        return DdTable.of(table);
    }

    /** The cards played from the lead ("SA", "H7", ...); none for {@code null}. */
    public static int[] cards(List<String> cardTexts) {
        List<String> texts = cardTexts == null ? List.of() : cardTexts;
        int[] cards = new int[texts.size()];
        for (int i = 0; i < cards.length; i++) {
            if (texts.get(i) == null) {
                throw ApiException.badRequest("card " + (i + 1) + " is null: expected a card such as \"SA\"");
            }
            try {
                cards[i] = Card.parse(texts.get(i));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest("card " + (i + 1) + ": " + e.getMessage());
            }
        }
        return cards;
    }

    /** The played line's running totals, the position reached and the value of each legal card. */
    public static Map<String, Object> analyse(DoubleDummySolver solver, Deal deal, int strain, int declarer,
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

    public static Map<String, Object> boardJson(BoardRecord board) {
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
    public static int dealer(String text) {
        return text == null ? Seat.NORTH : Seat.parse(text);
    }

    /** The vulnerability, None when not given. */
    public static Vulnerability vulnerability(String text) {
        return text == null ? Vulnerability.NONE : Vulnerability.parse(text);
    }

    /** A PBN deal string, read as deal files read it (one-line error naming the bad hand). */
    public static Deal parseDeal(String text) {
        return DealFileReader.parseDealLine(text);
    }

    public static String required(String value, String name) {
        if (value == null || value.isBlank()) {
            throw ApiException.badRequest("missing \"" + name + "\"");
        }
        return value;
    }
}
