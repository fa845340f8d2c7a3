package org.zwang.cli.dds;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.BoundedLineReader;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.io.DealFileReader.DealFile;
import org.zwang.bridge.io.DumDumFormat;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Tokens;
import org.zwang.cli.UserFiles;
import org.zwang.cli.UserInputException;

/**
 * Reads what users give the {@code dds} commands: deals on the command line, deal files of any
 * format {@link DealFileReader} detects, card lists and DD tables. Every problem is one line
 * naming the offending token ({@link IllegalArgumentException} or {@link UserInputException}).
 */
final class DealInput {

    private DealInput() {
    }

    /**
     * The deals in command-line words. A deal is a PBN deal string, quoted as one argument or not
     * ({@code N:AKQ.. ... ... ...}: a word starting with a seat and a colon starts a deal, the next
     * three words are its other hands), or dum-dum's {@code W/N/E/S} hands as one word.
     */
    static List<Deal> parseDeals(List<String> words) {
        List<String> tokens = new ArrayList<>();
        for (String word : words) {
            for (String token : word.trim().split("\\s+")) {
                if (!token.isEmpty()) {
                    tokens.add(token);
                }
            }
        }
        List<Deal> deals = new ArrayList<>();
        int i = 0;
        while (i < tokens.size()) {
            String token = tokens.get(i);
            if (token.chars().filter(c -> c == '/').count() == 3) {
                deals.add(DumDumFormat.parseHands(token));
                i++;
                continue;
            }
            if (token.length() < 2 || token.charAt(1) != ':' || Seat.fromLetter(token.charAt(0)) < 0) {
                throw new IllegalArgumentException("bad deal " + Tokens.quote(token) + ": a deal is a PBN deal string like "
                        + "'N:AKQ2.JT9.876.543 ...' (first seat, colon, four hands) or dum-dum's W/N/E/S hands");
            }
            int end = token.length() == 2 ? i + 5 : i + 4; // "N: <h1> ..." with a space after the colon
            int stop = i + 1;
            while (stop < Math.min(end, tokens.size()) && !startsDeal(tokens.get(stop))) {
                stop++;
            }
            deals.add(Deal.parsePbn(String.join(" ", tokens.subList(i, stop))));
            i = stop;
        }
        if (deals.isEmpty()) {
            throw new UserInputException("no deal given");
        }
        return deals;
    }

    private static boolean startsDeal(String token) {
        return token.length() >= 2 && token.charAt(1) == ':' && Seat.fromLetter(token.charAt(0)) >= 0;
    }

    /**
     * Reads a deal file of any supported format; {@code -} reads standard input. A file that cannot
     * be read is named with the real reason (no such file, permission denied, a directory).
     */
    static DealFile readFile(String name) {
        return DealFileReader.read(name.equals("-") ? "<stdin>" : fileName(name), readLines(name));
    }

    /**
     * The lines of a file, or of standard input for {@code -}, each within
     * {@link BoundedLineReader#MAX_LINE_BYTES} (a longer one is refused by its line number).
     */
    static List<String> readLines(String name) {
        if (name.equals("-")) {
            try {
                return BoundedLineReader.readAll(UserFiles.standardInput(), "<stdin>");
            } catch (IOException e) {
                throw UserFiles.cannotRead("standard input", e);
            }
        }
        return UserFiles.readLines(Paths.get(name));
    }

    /**
     * How deal file errors name a file: by its file name when it is a regular file ({@code deals.pbn}),
     * else by the path as given ({@code /dev/null}, {@code /dev/fd/63}), whose last part says nothing.
     */
    static String fileName(String path) {
        Path file = Paths.get(path);
        Path fileName = file.getFileName();
        return fileName == null || !Files.isRegularFile(file) ? path : fileName.toString();
    }

    /** The bad boards of a file named on stderr one line each, at most this many; the others are counted. */
    static final int NAMED_REJECTS = 5;

    /**
     * Says which boards of {@code file} could not be read and returns how many there were: the first
     * {@link #NAMED_REJECTS} one line each ({@code command: file, line N: reason}), then one line with
     * the count ({@code 7 more bad boards not shown; 12 of 40 boards could not be read ...}). The
     * boards that were read are solved; the command's exit code is then 2 ({@link #exitCode}).
     *
     * @throws UserInputException when no board at all could be read (nothing to solve)
     */
    static int reportRejects(DealFile file, java.io.PrintWriter err, String command) {
        List<DealFileReader.Reject> rejects = file.rejects();
        int rejected = rejects.size();
        if (rejected == 1 && file.boards().isEmpty()) {
            throw new UserInputException(rejects.get(0).message()); // the file's one board: one line
        }
        for (DealFileReader.Reject reject : rejects.subList(0, Math.min(rejected, NAMED_REJECTS))) {
            err.println(command + ": " + reject.message());
        }
        err.flush();
        int hidden = rejected - NAMED_REJECTS;
        String notShown = hidden <= 0 ? "" : hidden + (hidden == 1 ? " more bad board" : " more bad boards") + " not shown; ";
        if (rejected > 0 && file.boards().isEmpty()) {
            throw new UserInputException(notShown + "no board of the file could be read (" + rejected + " rejected)");
        }
        if (rejected > 0) {
            err.println(command + ": " + notShown + rejected + " of " + (rejected + file.boards().size())
                    + " boards could not be read and are left out; the others are solved (exit code 2)");
            err.flush();
        }
        return rejected;
    }

    /** The exit code of a batch that left out {@code rejected} boards: 2 (bad input) if any, else {@code code}. */
    static int exitCode(int code, int rejected) {
        return code == 0 && rejected > 0 ? org.zwang.cli.OneLineErrors.BAD_INPUT : code;
    }

    /**
     * The board {@code wanted} of a file: the board with that number when the file numbers its
     * boards, else the {@code wanted}-th board; the first board when {@code wanted} is null. Only that
     * board must be readable: another board of the file that could not be read does not matter.
     *
     * @throws UserInputException when the board is not in the file or could not be read (its reason)
     */
    static BoardRecord pickBoard(DealFile file, String name, Integer wanted) {
        List<BoardRecord> boards = file.boards();
        List<DealFileReader.Reject> rejects = file.rejects();
        boolean numbered = boards.stream().anyMatch(board -> board.number() > 0);
        if (numbered && wanted != null) {
            for (BoardRecord board : boards) {
                if (board.number() == wanted) {
                    return board;
                }
            }
            throw new UserInputException(name + " has no board " + wanted + (rejects.isEmpty() ? "" : " that could be read ("
                    + rejects.size() + " could not: " + rejects.get(0).message() + (rejects.size() > 1 ? ", ..." : "") + ")"));
        }
        // The n-th board of the file, counting the boards that could not be read, in file order.
        int position = wanted == null ? 1 : wanted;
        int boardIndex = 0;
        int rejectIndex = 0;
        for (int n = 1; boardIndex < boards.size() || rejectIndex < rejects.size(); n++) {
            boolean rejectFirst = rejectIndex < rejects.size() && (boardIndex == boards.size()
                    || rejects.get(rejectIndex).line() < boards.get(boardIndex).lineNumber());
            if (n == position) {
                if (rejectFirst) {
                    throw new UserInputException(rejects.get(rejectIndex).message());
                }
                return boards.get(boardIndex);
            }
            if (rejectFirst) {
                rejectIndex++;
            } else {
                boardIndex++;
            }
        }
        throw new UserInputException(name + " has no board " + wanted + " (it holds " + (boards.size() + rejects.size())
                + " boards)");
    }

    /** Cards separated by commas or spaces, e.g. {@code SQ,S2,SA} ({@code 10} for T, rank first too). */
    static int[] parseCards(String text, String option) {
        List<Integer> cards = new ArrayList<>();
        for (String token : text.trim().split("[,\\s]+")) {
            if (token.isEmpty()) {
                continue;
            }
            try {
                cards.add(Card.parse(token));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(option + ": " + e.getMessage());
            }
        }
        return cards.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * A DD table from 20 numbers separated by spaces or commas, in DDS order: strains S, H, D, C,
     * NT, declarers N, E, S, W inside each.
     */
    static DdTable parseTable(String text) {
        String[] tokens = text.trim().split("[,\\s]+");
        if (tokens.length != 20) {
            throw new IllegalArgumentException("--table needs 20 numbers (strains S, H, D, C, NT x declarers N, E, S, W), got "
                    + (text.isBlank() ? 0 : tokens.length));
        }
        int[] tricks = new int[20];
        for (int i = 0; i < 20; i++) {
            int value;
            try {
                value = Integer.parseInt(tokens[i]);
            } catch (NumberFormatException e) {
                value = -1;
            }
            if (value < 0 || value > 13) {
                throw new IllegalArgumentException("--table: bad number " + Tokens.quote(tokens[i]) + " (tricks are 0 .. 13)");
            }
            tricks[i] = value;
        }
        return DdTable.ofStrainMajor(tricks);
    }

    /** What the messages call a board: "board 7 (line 31)". */
    static String describe(BoardRecord board, int index) {
        String what = board.number() > 0 ? "board " + board.number() : "deal " + (index + 1);
        return board.lineNumber() > 0 ? what + " (line " + board.lineNumber() + ")" : what;
    }
}
