package org.zwang.bridge.io;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Rank;
import org.zwang.bridge.model.Scoring;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Suit;
import org.zwang.bridge.model.Tokens;
import org.zwang.bridge.model.Vulnerability;

/**
 * BBO's LIN format (Bridge Base Online hand records and movies): {@code tag|value|} pairs such as
 * {@code md|3SAKQHJT9D876C5432,S...,S...,S...|sv|o|mb|1N|mb|p|...|pc|SA|...}. BBO never published
 * a specification; this follows the usage of its files:
 * <ul>
 * <li>{@code md|}: a digit for the dealer (1 = South, 2 = West, 3 = North, 4 = East), then the
 * hands of South, West, North and East separated by commas, each as suit letters followed by
 * ranks ({@code SAK3HQJDT98C765}); the last hand may be left out (it gets the remaining cards);
 * </li>
 * <li>{@code sv|}: vulnerability o (none), n, e, b (both); {@code mb|}: calls (p, d, r, 1C .. 7N,
 * '!' marks an alert); {@code pc|}: played cards in play order; {@code qx|o12|}/{@code ah|Board 12|}:
 * the board number; other tags (names, annotations, claims) are ignored.</li>
 * </ul>
 * A new {@code qx|} or a second {@code md|} starts the next board, so a line may hold several.
 */
public final class LinFormat {

    /** LIN seat order in {@code md|}: South, West, North, East; the dealer digit counts from 1. */
    private static final int[] MD_SEATS = {Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST};

    private LinFormat() {
    }

    /** The dealer digit of {@code md|}: 1 = South, 2 = West, 3 = North, 4 = East. */
    public static int dealerDigit(int dealer) {
        return (dealer + 2) % 4 + 1;
    }

    /** The seat of a dealer digit 1-4, or -1. */
    public static int dealerOfDigit(char digit) {
        return digit >= '1' && digit <= '4' ? MD_SEATS[digit - '1'] : -1;
    }

    /** True when the text looks like LIN: it starts with a tag name and a pipe, e.g. "md|" or "pn|". */
    public static boolean looksLikeLin(String text) {
        String t = text.trim();
        int bar = t.indexOf('|');
        return bar >= 2 && bar <= 3 && t.substring(0, bar).chars().allMatch(Character::isLetter);
    }

    // ------------------------------------------------------------------ reading

    /**
     * Reads the boards of one LIN text (usually one board; several when it holds several
     * {@code qx|}/{@code md|} tags). Errors name the token without a line number.
     */
    public static List<BoardRecord> read(String text) {
        return parse(text.trim(), null, null, LinFormat::fail);
    }

    private static void fail(BoardError error) {
        throw error;
    }

    /**
     * Reads the boards of LIN lines, which may split a board over several lines (BBO's vugraph
     * files break lines after {@code pg||}); lines that are blank or start with '#', '%' or ';'
     * are skipped. Errors start with "line N: " (the line of the offending tag); each board
     * records the line where it starts.
     */
    public static List<BoardRecord> read(List<String> lines) {
        return read(lines, LinFormat::fail);
    }

    /**
     * Reads the boards of LIN lines, handing each board whose tags cannot be made a board (bad
     * hands, auction or play) to {@code rejected} and reading on; a text that is not tag|value|
     * pairs still fails as a whole.
     */
    static List<BoardRecord> read(List<String> lines, java.util.function.Consumer<BoardError> rejected) {
        StringBuilder text = new StringBuilder();
        IntArrayList starts = new IntArrayList();
        IntArrayList numbers = new IntArrayList();
        for (int i = 0; i < lines.size(); i++) {
            String line = i == 0 && lines.get(0).startsWith("\uFEFF") ? lines.get(0).substring(1) : lines.get(i);
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("%") || t.startsWith(";")) {
                continue;
            }
            starts.add(text.length());
            numbers.add(i + 1);
            text.append(t);
        }
        return parse(text.toString(), starts.toArray(), numbers.toArray(), rejected);
    }

    /** Where each character came from: {@code lineStarts[k]} is the offset of line {@code lineNumbers[k]}. */
    private static final class Lines {
        private final int[] starts;
        private final int[] numbers;

        Lines(int[] starts, int[] numbers) {
            this.starts = starts;
            this.numbers = numbers;
        }

        /** The line number of a character offset, or 0 when lines are not tracked. */
        int lineOf(int offset) {
            if (starts == null || starts.length == 0) {
                return 0;
            }
            int k = Arrays.binarySearch(starts, offset);
            return numbers[k >= 0 ? k : Math.max(0, -k - 2)];
        }
    }

    /** A message with "line N: " in front when lines are tracked. */
    private static IllegalArgumentException error(int line, String message) {
        return new BoardError(line, message);
    }

    private static List<BoardRecord> parse(String text, int[] lineStarts, int[] lineNumbers,
            java.util.function.Consumer<BoardError> rejected) {
        Lines lines = new Lines(lineStarts, lineNumbers);
        List<BoardRecord> boards = new ArrayList<>();
        BoardText current = new BoardText();
        int at = 0;
        while (at < text.length()) {
            int tagEnd = text.indexOf('|', at);
            int line = lines.lineOf(at);
            if (tagEnd < 0) {
                if (!text.substring(at).isBlank()) {
                    throw error(line, "LIN tag " + Tokens.quote(text.substring(at).trim())
                            + " has no value (LIN is tag|value| pairs)");
                }
                break;
            }
            String rawTag = text.substring(at, tagEnd);
            String tag = rawTag.trim().toLowerCase(Locale.ROOT);
            if (!tag.matches("[a-z]{1,3}")) {
                throw error(line, "bad LIN tag " + Tokens.quote(rawTag) + " (LIN is tag|value| pairs like md|...|)");
            }
            int valueEnd = text.indexOf('|', tagEnd + 1);
            if (valueEnd < 0) {
                valueEnd = text.length(); // a last value without its closing pipe
            }
            String value = text.substring(tagEnd + 1, valueEnd).trim();
            if ((tag.equals("qx") || tag.equals("md")) && current.md != null) {
                addBoard(boards, current, rejected);
                current = new BoardText();
            }
            current.add(tag, value, line);
            at = valueEnd + 1;
        }
        if (current.md == null) {
            if (boards.isEmpty()) {
                throw error(lines.lineOf(0), "no deal in LIN " + Tokens.quote(text) + ": it needs md|<hands>|");
            }
        } else {
            addBoard(boards, current, rejected);
        }
        return boards;
    }

    private static void addBoard(List<BoardRecord> boards, BoardText board, java.util.function.Consumer<BoardError> rejected) {
        try {
            boards.add(board.toBoard());
        } catch (BoardError error) {
            rejected.accept(error);
        }
    }

    /** The tags of one board with their lines, collected before they are interpreted. */
    private static final class BoardText {
        String md;
        int mdLine;
        int firstLine = -1;
        String vulnerability;
        int vulnerabilityLine;
        int number;
        final List<String> calls = new ArrayList<>();
        final IntArrayList callLines = new IntArrayList();
        final List<String> cards = new ArrayList<>();
        final IntArrayList cardLines = new IntArrayList();

        void add(String tag, String value, int line) {
            if (firstLine < 0 && (tag.equals("qx") || tag.equals("md"))) {
                firstLine = line; // the board starts here (tags before it, e.g. vg|, are headers)
            }
            switch (tag) {
                case "md":
                    md = value;
                    mdLine = line;
                    break;
                case "sv":
                    vulnerability = value;
                    vulnerabilityLine = line;
                    break;
                case "mb":
                    calls.add(value);
                    callLines.add(line);
                    break;
                case "pc":
                    cards.add(value);
                    cardLines.add(line);
                    break;
                case "qx":
                case "ah":
                    if (number == 0) {
                        number = trailingNumber(value);
                    }
                    break;
                default:
                    break; // player names, annotations, claims, page breaks
            }
        }

        BoardRecord toBoard() {
            int dealer = -1;
            String hands = md;
            if (!hands.isEmpty() && Character.isDigit(hands.charAt(0))) {
                dealer = dealerOfDigit(hands.charAt(0));
                if (dealer < 0) {
                    throw error(mdLine, "bad dealer digit " + Tokens.quote(hands.substring(0, 1))
                            + " in md| " + Tokens.quote(md) + " (1 = South, 2 = West, 3 = North, 4 = East)");
                }
                hands = hands.substring(1);
            }
            Deal deal;
            try {
                deal = parseHands(hands);
            } catch (IllegalArgumentException e) {
                throw error(mdLine, e.getMessage());
            }
            BoardRecord.Builder board = BoardRecord.builder(deal).number(number).dealer(dealer).lineNumber(Math.max(0, firstLine));
            if (vulnerability != null && !vulnerability.isEmpty()) {
                try {
                    board.vulnerability(Vulnerability.parse(vulnerability));
                } catch (IllegalArgumentException e) {
                    throw error(vulnerabilityLine, e.getMessage());
                }
            }
            Contract contract = null;
            if (!calls.isEmpty()) {
                if (dealer < 0) {
                    throw error(callLines.get(0), "the auction (mb|) needs the dealer digit in md|");
                }
                Auction auction = new Auction(dealer);
                for (int i = 0; i < calls.size(); i++) {
                    try {
                        auction.call(calls.get(i));
                    } catch (IllegalArgumentException e) {
                        throw error(callLines.get(i), e.getMessage());
                    }
                }
                contract = auction.contract();
                board.contract(contract);
            }
            readPlay(deal, contract, board);
            return board.build();
        }

        private void readPlay(Deal deal, Contract contract, BoardRecord.Builder board) {
            if (cards.isEmpty()) {
                return;
            }
            int[] play = new int[cards.size()];
            for (int i = 0; i < play.length; i++) {
                try {
                    play[i] = Card.parse(cards.get(i));
                } catch (IllegalArgumentException e) {
                    throw error(cardLines.get(i), e.getMessage());
                }
            }
            if (contract == null || contract.isPassedOut()) {
                // No trump or leader known: keep the cards after checking they are in the deal once.
                long seen = 0;
                for (int i = 0; i < play.length; i++) {
                    int card = play[i];
                    if (!Hand.contains(deal.allCards(), card) || Hand.contains(seen, card)) {
                        throw error(cardLines.get(i), "played card " + Tokens.quote(Card.toString(card))
                                + (Hand.contains(seen, card) ? " is played twice" : " is not in the deal"));
                    }
                    seen |= Card.bit(card);
                }
                board.leader(deal.holder(play[0])).play(play)
                        .playNote("no complete auction (mb|): the order of play was not checked");
                return;
            }
            PlayTracker tracker = new PlayTracker(deal, contract.strain(), Seat.next(contract.declarer()));
            for (int i = 0; i < play.length; i++) {
                try {
                    tracker.play(play[i]);
                } catch (IllegalArgumentException e) {
                    throw error(cardLines.get(i), "pc|" + cards.get(i) + "| (card " + (i + 1) + "): " + e.getMessage());
                }
            }
            board.play(tracker.played());
        }
    }

    /** The number at the end of "o12", "Board 12"; 0 when there is none. */
    private static int trailingNumber(String text) {
        int end = text.length();
        int start = end;
        while (start > 0 && Character.isDigit(text.charAt(start - 1)) && end - start < 6) {
            start--;
        }
        return start == end ? 0 : Integer.parseInt(text.substring(start, end));
    }

    /** The hands of {@code md|} after the dealer digit: South, West, North, East. */
    private static Deal parseHands(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length > 4 && !(parts.length == 5 && parts[4].isBlank())) {
            throw new IllegalArgumentException("md| has " + parts.length + " hands " + Tokens.quote(text)
                    + " (South, West, North, East separated by commas)");
        }
        long[] hands = {Deal.MISSING, Deal.MISSING, Deal.MISSING, Deal.MISSING};
        String[] tokens = {"", "", "", ""};
        for (int i = 0; i < Math.min(4, parts.length); i++) {
            String hand = parts[i].trim();
            int seat = MD_SEATS[i];
            tokens[seat] = hand;
            if (!hand.isEmpty()) {
                hands[seat] = parseHand(hand);
            }
        }
        return Deal.ofParsed(hands, tokens);
    }

    /** One LIN hand: suit letters each followed by its ranks, e.g. "SAKQHJT9D8C765432". */
    static long parseHand(String text) {
        long hand = 0;
        int suit = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int asSuit = "SHDC".indexOf(Character.toUpperCase(c));
            if (asSuit >= 0) {
                suit = asSuit;
                continue;
            }
            int rank;
            if (c == '1' && i + 1 < text.length() && text.charAt(i + 1) == '0') {
                rank = Rank.TEN;
                i++;
            } else {
                rank = Rank.fromChar(c);
            }
            if (rank < 0) {
                throw new IllegalArgumentException("bad character " + Tokens.quote(String.valueOf(c)) + " in LIN hand "
                        + Tokens.quote(text) + " (suits S, H, D, C, each followed by ranks AKQJT98765432)");
            }
            if (suit < 0) {
                throw new IllegalArgumentException("rank " + Tokens.quote(String.valueOf(c)) + " before any suit letter in LIN hand "
                        + Tokens.quote(text));
            }
            int card = Card.of(suit, rank);
            if (Hand.contains(hand, card)) {
                throw new IllegalArgumentException("card " + Card.toString(card) + " twice in LIN hand " + Tokens.quote(text));
            }
            hand |= Card.bit(card);
        }
        return hand;
    }

    // ------------------------------------------------------------------ writing

    /** One hand in LIN notation: "SAKQHJT9D8C765432" (suits always written, voids as a bare letter). */
    public static String hand(long hand) {
        StringBuilder text = new StringBuilder(17);
        for (int suit = 0; suit < Suit.COUNT; suit++) {
            text.append(Suit.letter(suit));
            Hand.appendSuit(text, Hand.suitBits(hand, suit));
        }
        return text.toString();
    }

    /**
     * The {@code md|...|} pair of a deal: the dealer digit (left out when {@code dealer} is -1) and
     * all four hands South, West, North, East.
     */
    public static String md(Deal deal, int dealer) {
        StringBuilder text = new StringBuilder(80).append("md|");
        if (dealer >= 0) {
            text.append(dealerDigit(dealer));
        }
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                text.append(',');
            }
            text.append(hand(deal.hand(MD_SEATS[i])));
        }
        return text.append('|').toString();
    }

    /**
     * A whole board as one LIN line: {@code qx|}/{@code ah|} with the number, {@code md|},
     * {@code sv|}, an auction reaching the contract (passes up to the declarer, the bid, the
     * double and redouble, three passes; written only when dealer and declarer are known) and
     * the played cards as {@code pc|}.
     */
    public static String write(BoardRecord board) {
        StringBuilder text = new StringBuilder(200);
        if (board.number() > 0) {
            text.append("qx|o").append(board.number()).append('|');
        }
        text.append(md(board.deal(), board.dealer()));
        if (board.number() > 0) {
            text.append("ah|Board ").append(board.number()).append('|');
        }
        if (board.vulnerability() != null) {
            text.append("sv|").append(board.vulnerability().toLin()).append('|');
        }
        Contract contract = board.contract();
        if (contract != null && board.dealer() >= 0 && (contract.isPassedOut() || contract.declarer() >= 0)) {
            appendAuction(text, board.dealer(), contract);
        }
        for (int card : board.play()) {
            text.append("pc|").append(Card.toString(card)).append('|');
        }
        return text.toString();
    }

    private static void appendAuction(StringBuilder text, int dealer, Contract contract) {
        if (contract.isPassedOut()) {
            text.append("mb|p|mb|p|mb|p|mb|p|");
            return;
        }
        for (int seat = dealer; seat != contract.declarer(); seat = Seat.next(seat)) {
            text.append("mb|p|");
        }
        String strain = contract.strain() == Strain.NOTRUMP ? "N" : String.valueOf(Suit.letter(contract.strain()));
        text.append("mb|").append(contract.level()).append(strain).append('|');
        if (contract.risk() >= Scoring.DOUBLED) {
            text.append("mb|d|");
        }
        if (contract.risk() == Scoring.REDOUBLED) {
            text.append("mb|r|");
        }
        text.append("mb|p|mb|p|mb|p|");
    }
}
