package org.zwang.bridge.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Tokens;
import org.zwang.bridge.model.Vulnerability;

/**
 * Reads PBN files (Portable Bridge Notation 2.1, import format) into {@link BoardRecord}s: the tags
 * {@code Board}, {@code Dealer}, {@code Vulnerable}, {@code Deal}, {@code Declarer},
 * {@code Contract}, the {@code Auction} section when no Contract tag is given, and the
 * {@code Play} section (PBN §3.6: one column per seat starting with the Play tag's seat, '-' for
 * an unknown card, '*' to end, '+' for the next card to play, notes, NAGs and suffixes ignored).
 * Comments ({@code {...}} and {@code ;...}), escape lines ({@code %...}) and {@code #} lines are
 * skipped; a semi-empty line ends a game (§3), and so does a repeated {@code Board} or {@code Deal} tag
 * (games written without the blank line between them); a game without a Deal tag is skipped; a tag
 * value "#" repeats the previous game's value (§4.8). Errors say the line number and name the token.
 */
public final class PbnReader {

    private PbnReader() {
    }

    /** Reads the boards of a PBN text. */
    public static List<BoardRecord> read(String text) {
        return read(List.of(text.split("\r?\n|\r", -1)));
    }

    /** Reads the boards of a PBN file given as lines (line numbers count from 1); the first bad board is an error. */
    public static List<BoardRecord> read(List<String> lines) {
        return read(lines, error -> {
            throw error;
        });
    }

    /**
     * Reads the boards of a PBN file given as lines, handing each board that cannot be read (a bad
     * [Deal], [Contract], [Play], ...) to {@code rejected} and reading on with the next game. A fault
     * in the file's structure (a string or comment never closed, a broken tag) still fails the whole
     * file: no game boundary after it can be trusted.
     */
    static List<BoardRecord> read(List<String> lines, java.util.function.Consumer<BoardError> rejected) {
        List<List<Item>> games = new Lexer(lines).games();
        List<BoardRecord> boards = new ArrayList<>();
        Map<String, Item> previous = new HashMap<>();
        for (List<Item> game : games) {
            Map<String, Item> tags = firstTags(game);
            try {
                BoardRecord board = buildBoard(game, tags, previous);
                if (board != null) {
                    boards.add(board);
                }
            } catch (BoardError error) {
                rejected.accept(error);
            }
            previous = tags;
        }
        return boards;
    }

    /** A tag, or a run of text outside tags (section data), with its line. */
    private static final class Item {
        final boolean tag;
        final String name;
        final String value;
        final int line;
        /** For tags: index in the game's item list, so a section's data follows it. */
        int index;

        Item(boolean tag, String name, String value, int line) {
            this.tag = tag;
            this.name = name;
            this.value = value;
            this.line = line;
        }
    }

    /** The tags whose repetition starts a new game ({@link Lexer#startGameWithRepeatedTags}). */
    private static final java.util.Set<String> REPEATED_STARTS_A_GAME = java.util.Set.of("Board", "Deal");

    /** Whether {@code game} has a tag {@code name} before position {@code end}. */
    private static boolean hasTagBefore(List<Item> game, String name, int end) {
        for (int i = 0; i < end; i++) {
            Item item = game.get(i);
            if (item.tag && item.name.equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static IllegalArgumentException error(int line, String message) {
        return new BoardError(line, message);
    }

    /** Splits the text into games of items: tags and data runs, comments and escapes removed. */
    private static final class Lexer {
        private final List<String> lines;
        private int lineIndex;
        private int column;
        private boolean inComment;
        private int commentLine;
        private final List<List<Item>> games = new ArrayList<>();
        private List<Item> game = new ArrayList<>();

        Lexer(List<String> lines) {
            this.lines = lines;
        }

        List<List<Item>> games() {
            for (lineIndex = 0; lineIndex < lines.size(); lineIndex++) {
                String line = lines.get(lineIndex);
                if (lineIndex == 0 && line.startsWith("\uFEFF")) {
                    line = line.substring(1);
                }
                if (!inComment) {
                    if (line.isBlank()) {
                        endGame();
                        continue;
                    }
                    if (line.startsWith("%") || line.startsWith("#")) {
                        continue; // PBN escape line; '#' lines are our files' headers
                    }
                }
                scanLine(line);
            }
            if (inComment) {
                throw error(commentLine, "comment '{' is never closed with '}'");
            }
            endGame();
            return games;
        }

        private void endGame() {
            if (!game.isEmpty()) {
                games.add(game);
                game = new ArrayList<>();
            }
        }

        private int lineNumber() {
            return lineIndex + 1;
        }

        /** The line being scanned (a tag spanning lines moves it on). */
        private String current;

        private void scanLine(String firstLine) {
            current = firstLine;
            column = 0;
            while (column < current.length()) {
                String line = current;
                char c = line.charAt(column);
                if (inComment) {
                    int close = line.indexOf('}', column);
                    if (close < 0) {
                        return;
                    }
                    inComment = false;
                    column = close + 1;
                } else if (Character.isWhitespace(c)) {
                    column++;
                } else if (c == '{') {
                    inComment = true;
                    commentLine = lineNumber();
                    column++;
                } else if (c == ';') {
                    return;
                } else if (c == '[') {
                    current = scanTag(line);
                } else if (c == '"') {
                    int start = column;
                    column = endOfString(line, column + 1);
                    game.add(new Item(false, null, line.substring(start, column), lineNumber()));
                } else {
                    int start = column;
                    while (column < line.length() && !Character.isWhitespace(line.charAt(column))
                            && "[{;\"".indexOf(line.charAt(column)) < 0) {
                        column++;
                    }
                    game.add(new Item(false, null, line.substring(start, column), lineNumber()));
                }
            }
        }

        /** The column after the closing quote of a string that starts before {@code from}. */
        private int endOfString(String line, int from) {
            int i = from;
            while (i < line.length()) {
                char c = line.charAt(i);
                if (c == '\\' && i + 1 < line.length()) {
                    i += 2;
                } else if (c == '"') {
                    return i + 1;
                } else {
                    i++;
                }
            }
            throw error(lineNumber(), "string " + Tokens.quote(line.substring(from - 1)) + " has no closing quote");
        }

        /**
         * A tag pair {@code [Name "value"]}; import format allows it to span lines. Returns the line
         * where it ends ({@link #column} is just after the ']').
         */
        private String scanTag(String firstLine) {
            int tagLine = lineNumber();
            String line = firstLine;
            column++; // '['
            // name
            line = skipSpaceAcrossLines(line, tagLine);
            int start = column;
            while (column < line.length() && (Character.isLetterOrDigit(line.charAt(column)) || line.charAt(column) == '_')) {
                column++;
            }
            if (start == column) {
                throw error(lineNumber(), "bad tag " + Tokens.quote(line.substring(Math.max(0, start - 1)))
                        + ": '[' must be followed by a tag name like Deal");
            }
            String name = line.substring(start, column);
            line = skipSpaceAcrossLines(line, tagLine);
            if (line.charAt(column) != '"') {
                throw error(lineNumber(), "tag [" + name + " needs a quoted value, e.g. [" + name + " \"...\"], got "
                        + Tokens.quote(line.substring(column)));
            }
            int valueStart = column + 1;
            column = endOfString(line, valueStart);
            String value = unescape(line.substring(valueStart, column - 1));
            line = skipSpaceAcrossLines(line, tagLine);
            if (line.charAt(column) != ']') {
                throw error(lineNumber(), "tag [" + name + " \"" + value + "\" is not closed with ']'");
            }
            column++;
            if (REPEATED_STARTS_A_GAME.contains(name) && hasTagBefore(game, name, game.size())) {
                startGameWithRepeatedTags();
            }
            Item tag = new Item(true, name, value, tagLine);
            tag.index = game.size();
            game.add(tag);
            return line;
        }

        /**
         * A {@code Board} or {@code Deal} tag the game already has starts the next game: some programs
         * write games without the blank line between them. The tags just before it that the game
         * already has (the next game's {@code Event}, {@code Dealer}, ... written in the same order)
         * move with it; {@code Note} tags, which a game may hold many of, stay.
         */
        private void startGameWithRepeatedTags() {
            int start = game.size();
            while (start > 0) {
                Item item = game.get(start - 1);
                if (!item.tag || item.name.equals("Note") || !hasTagBefore(game, item.name, start - 1)) {
                    break;
                }
                start--;
            }
            List<Item> next = new ArrayList<>(game.subList(start, game.size()));
            game.subList(start, game.size()).clear();
            endGame();
            for (int i = 0; i < next.size(); i++) {
                next.get(i).index = i;
            }
            game = next;
        }

        /** Skips white space, moving to following lines if needed; fails at the end of the game. */
        private String skipSpaceAcrossLines(String line, int tagLine) {
            String current = line;
            while (true) {
                while (column < current.length() && Character.isWhitespace(current.charAt(column))) {
                    column++;
                }
                if (column < current.length()) {
                    return current;
                }
                if (lineIndex + 1 >= lines.size() || lines.get(lineIndex + 1).isBlank()) {
                    throw error(tagLine, "tag starting here is not complete: write it as [Name \"value\"]");
                }
                lineIndex++;
                current = lines.get(lineIndex);
                column = 0;
            }
        }

        private static String unescape(String value) {
            if (value.indexOf('\\') < 0) {
                return value;
            }
            StringBuilder text = new StringBuilder(value.length());
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c == '\\' && i + 1 < value.length() && (value.charAt(i + 1) == '"' || value.charAt(i + 1) == '\\')) {
                    i++;
                    c = value.charAt(i);
                }
                text.append(c);
            }
            return text.toString();
        }
    }

    /** The first occurrence of each tag (PBN §3.4: a repeated tag is ignored). */
    private static Map<String, Item> firstTags(List<Item> game) {
        Map<String, Item> tags = new HashMap<>();
        for (Item item : game) {
            if (item.tag) {
                tags.putIfAbsent(item.name, item);
            }
        }
        return tags;
    }

    /** A tag's value with "#" inheritance resolved; null when absent or unknown ("?" or ""). */
    private static String value(Map<String, Item> tags, Map<String, Item> previous, String name) {
        Item tag = tags.get(name);
        if (tag == null) {
            return null;
        }
        String value = tag.value.trim();
        if (value.startsWith("#")) {
            Item inherited = previous.get(name);
            value = inherited == null ? "" : inherited.value.trim();
        }
        return value.isEmpty() || value.equals("?") ? null : value;
    }

    private static BoardRecord buildBoard(List<Item> game, Map<String, Item> tags, Map<String, Item> previous) {
        Item dealTag = tags.get("Deal");
        if (dealTag == null) {
            return null; // e.g. a file header game with only [Event]
        }
        int line = dealTag.line;
        String dealText = value(tags, previous, "Deal");
        if (dealText == null) {
            throw error(line, "[Deal] has no cards");
        }
        Deal deal;
        try {
            deal = Deal.parsePbn(dealText);
        } catch (IllegalArgumentException e) {
            throw error(line, "[Deal] " + e.getMessage());
        }
        BoardRecord.Builder board = BoardRecord.builder(deal).lineNumber(game.get(0).line);

        String number = value(tags, previous, "Board");
        if (number != null && number.matches("\\d{1,6}")) {
            board.number(Integer.parseInt(number));
        }
        int dealer = seatTag(tags, previous, "Dealer");
        board.dealer(dealer);
        String vulnerable = value(tags, previous, "Vulnerable");
        if (vulnerable != null) {
            try {
                board.vulnerability(Vulnerability.parse(vulnerable));
            } catch (IllegalArgumentException e) {
                throw error(tags.get("Vulnerable").line, "[Vulnerable] " + e.getMessage());
            }
        }
        int declarer = seatTag(tags, previous, "Declarer");
        Contract contract = null;
        int strain = -1;
        String contractText = value(tags, previous, "Contract");
        if (contractText != null) {
            int endPositionStrain = endPositionStrain(contractText);
            if (endPositionStrain >= 0) {
                strain = endPositionStrain; // PBN §3.10: an end position gives only the trump
            } else {
                try {
                    contract = Contract.parse(contractText, declarer);
                } catch (IllegalArgumentException e) {
                    throw error(tags.get("Contract").line, "[Contract] " + e.getMessage());
                }
            }
        } else if (tags.containsKey("Auction")) {
            contract = auctionContract(game, tags.get("Auction"), previous);
            if (contract != null && declarer >= 0 && !contract.isPassedOut() && contract.declarer() != declarer) {
                throw error(tags.get("Declarer").line, "[Declarer] " + Seat.letter(declarer)
                        + " is not the declarer of the auction's " + contract);
            }
        }
        board.contract(contract);
        if (contract != null && contract.isPassedOut()) {
            strain = -1;
        } else if (contract != null) {
            strain = contract.strain();
        }
        board.strain(strain);
        Item playTag = tags.get("Play");
        if (playTag != null) {
            readPlay(game, playTag, deal, strain, contract, board);
        }
        return board.build();
    }

    private static int seatTag(Map<String, Item> tags, Map<String, Item> previous, String name) {
        String value = value(tags, previous, name);
        if (value == null) {
            return -1;
        }
        String seat = value.startsWith("^") ? value.substring(1) : value; // "^S": declarer and dummy swapped
        try {
            return Seat.parse(seat);
        } catch (IllegalArgumentException e) {
            throw error(tags.get(name).line, "[" + name + "] " + e.getMessage());
        }
    }

    /** The strain of an end position's Contract tag ("S", "NT", ...), or -1 for a real contract. */
    private static int endPositionStrain(String value) {
        String v = value.toUpperCase(Locale.ROOT);
        if (v.equals("NT")) {
            return Strain.NOTRUMP;
        }
        return v.length() == 1 ? "SHDC".indexOf(v.charAt(0)) : -1;
    }

    /** Section tokens after a tag, split further into PBN's self-delimiting tokens (§3.2). */
    private static List<Item> sectionTokens(List<Item> game, Item tag) {
        List<Item> tokens = new ArrayList<>();
        for (int i = tag.index + 1; i < game.size() && !game.get(i).tag; i++) {
            Item run = game.get(i);
            String text = run.value;
            int at = 0;
            while (at < text.length()) {
                char c = text.charAt(at);
                int end = at + 1;
                if (Character.isLetterOrDigit(c) || c == '-') {
                    while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '-')) {
                        end++;
                    }
                } else if (c == '=') {
                    int close = text.indexOf('=', at + 1);
                    end = close < 0 ? text.length() : close + 1;
                } else if (c == '$') {
                    while (end < text.length() && Character.isDigit(text.charAt(end))) {
                        end++;
                    }
                } else if (c == '^') {
                    end = Math.min(text.length(), at + 2);
                } else if (c == '!' || c == '?') {
                    while (end < text.length() && end < at + 2 && (text.charAt(end) == '!' || text.charAt(end) == '?')) {
                        end++;
                    }
                } else if (c != '*' && c != '+') {
                    throw error(run.line, "unexpected " + Tokens.quote(String.valueOf(c)) + " in " + Tokens.quote(text)
                            + " in the [" + tag.name + "] section");
                }
                tokens.add(new Item(false, null, text.substring(at, end), run.line));
                at = end;
            }
        }
        return tokens;
    }

    private static boolean isAnnotation(String token) {
        char c = token.charAt(0);
        return c == '=' || c == '$' || c == '!' || c == '?';
    }

    /** The contract of a complete auction section, or null when it is incomplete or irregular. */
    private static Contract auctionContract(List<Item> game, Item auctionTag, Map<String, Item> previous) {
        String first = auctionTag.value.trim();
        if (first.startsWith("#")) {
            Item inherited = previous.get("Auction");
            first = inherited == null ? "" : inherited.value.trim();
        }
        int seat;
        try {
            seat = Seat.parse(first);
        } catch (IllegalArgumentException e) {
            throw error(auctionTag.line, "[Auction] " + e.getMessage());
        }
        Auction auction = null;
        for (Item token : sectionTokens(game, auctionTag)) {
            String text = token.value;
            if (isAnnotation(text)) {
                continue;
            }
            if (text.equals("*") || text.equals("+") || text.startsWith("^")) {
                return null; // incomplete or irregular: no contract from the auction
            }
            if (auction == null) {
                if (text.equals("-")) {
                    seat = Seat.next(seat); // a seat before the dealer in a 4-column layout
                    continue;
                }
                auction = new Auction(seat);
            }
            if (auction.isComplete()) {
                break; // annotations or notes after the final pass
            }
            try {
                auction.call(text);
            } catch (IllegalArgumentException e) {
                throw error(token.line, "[Auction] " + e.getMessage());
            }
        }
        return auction == null ? null : auction.contract();
    }

    /**
     * Reads the play section: cards are in columns by seat, starting with the Play tag's seat;
     * the winner of each trick leads the next, so the play order comes from following the tricks.
     */
    private static void readPlay(List<Item> game, Item playTag, Deal deal, int strain, Contract contract,
            BoardRecord.Builder board) {
        List<Item> tokens = sectionTokens(game, playTag);
        // column slots: a card, UNKNOWN ('-', '+') or an irregularity mark before a card
        List<int[]> slots = new ArrayList<>(); // {card or -1, line, irregularity char or 0}
        char irregularity = 0;
        for (Item token : tokens) {
            String text = token.value;
            if (isAnnotation(text)) {
                continue;
            }
            if (text.equals("*")) {
                break;
            }
            if (text.startsWith("^")) {
                if (text.length() < 2 || "RL".indexOf(Character.toUpperCase(text.charAt(1))) < 0) {
                    throw error(token.line, "bad irregularity " + Tokens.quote(text) + " in [Play] (^R revoke, ^L lead out of turn)");
                }
                irregularity = Character.toUpperCase(text.charAt(1));
                continue;
            }
            int card;
            if (text.equals("-") || text.equals("+")) {
                card = -1;
            } else {
                try {
                    card = parsePlayCard(text);
                } catch (IllegalArgumentException e) {
                    throw error(token.line, e.getMessage() + " in [Play]");
                }
            }
            slots.add(new int[] {card, token.line, irregularity});
            irregularity = 0;
        }
        int known = 0;
        for (int[] slot : slots) {
            if (slot[0] >= 0) {
                known++;
            }
        }
        if (known == 0) {
            return;
        }
        int tricks = deal.cardsPerHand();
        if (slots.size() > 4 * tricks) {
            int[] extra = slots.get(4 * tricks);
            throw error(extra[1], "[Play] has more than " + tricks + " tricks");
        }
        String seatText = playTag.value.trim();
        int columnSeat;
        try {
            columnSeat = Seat.parse(seatText);
        } catch (IllegalArgumentException e) {
            throw error(playTag.line, "[Play] " + e.getMessage());
        }
        if (contract != null && contract.isPassedOut()) {
            throw error(playTag.line, "[Play] has cards but the board was passed out");
        }
        if (strain < 0) {
            throw error(playTag.line, "[Play] needs the trump: give [Contract] (e.g. [Contract \"4H\"])");
        }
        board.leader(columnSeat);
        PlayTracker tracker = new PlayTracker(deal, strain, columnSeat);
        String note = null;
        play:
        for (int trick = 0; trick < tricks; trick++) {
            int leader = tracker.seatToPlay();
            for (int k = 0; k < 4; k++) {
                int seat = Seat.advance(leader, k);
                int index = 4 * trick + ((seat - columnSeat) & 3);
                int[] slot = index < slots.size() ? slots.get(index) : null;
                if (slot == null || slot[0] < 0) {
                    if (slot != null && tracker.cardsPlayed() < known) {
                        note = "play stops at trick " + (trick + 1) + ": " + Seat.name(seat)
                                + "'s card is not given ('-'), later cards are not used";
                    }
                    break play;
                }
                if (slot[2] != 0) {
                    note = "play stops at trick " + (trick + 1) + ": " + (slot[2] == 'R' ? "revoke (^R)" : "lead out of turn (^L)")
                            + " with " + Card.toString(slot[0]) + " is not followed";
                    break play;
                }
                try {
                    tracker.play(slot[0]);
                } catch (IllegalArgumentException e) {
                    throw error(slot[1], "[Play] trick " + (trick + 1) + ": " + e.getMessage());
                }
            }
        }
        board.play(tracker.played()).playNote(note);
    }

    /** A play card: suit then rank as PBN writes it ("SA", "h7"); "10" is accepted for T. */
    private static int parsePlayCard(String text) {
        String t = text.toUpperCase(Locale.ROOT);
        int suit = t.isEmpty() ? -1 : "SHDC".indexOf(t.charAt(0));
        String rank = t.length() > 1 ? t.substring(1) : "";
        int rankValue = rank.equals("10") ? 10 : rank.length() == 1 ? "23456789TJQKA".indexOf(rank.charAt(0)) + 2 : -1;
        if (suit < 0 || rankValue < 2) {
            throw new IllegalArgumentException("bad card " + Tokens.quote(text) + " (write cards like SA, HT, C2)");
        }
        return Card.of(suit, rankValue);
    }
}
