package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.Json;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Rank;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Suit;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayLine;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.bridge.solver.Solutions;
import org.zwang.cli.UserInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds solve}: every legal card of the seat to play with the tricks it takes (DDS
 * SolveBoard, solutions 3), from a deal or ending after the cards already played; optionally one
 * optimal line of play to the end.
 */
@Command(name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Solves one position: every legal card of the seat to play with the tricks its side then takes "
                    + "(the current trick included; DDS SolveBoard with solutions = 3), the best marked with '*'.",
            "The position is a deal or an ending (all hands the same size) with a trump and an opening leader, after "
                    + "the cards of --played (from the opening lead, across tricks: trick winners lead next).",
            ""
        },
        footer = {
            "",
            "With --file, the board (--board: its number, else its place in the file; default the first) gives the deal "
                    + "and, when it has them, the trump and leader (dum-dum line; contract: declarer's left-hand "
                    + "opponent leads); --trump and --leader override them.",
            "",
            "Examples:",
            "  zwang dds solve --trump H --leader W \\",
            "      N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "  zwang dds solve --trump H --leader W --played SQ --line \\",
            "      N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "  zwang dds solve --trump NT --leader S --line 'N:AK... QJ... T9... 87...'",
            "  zwang dds solve --file hands.txt --board 3 --format json",
        })
public final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OneBoardOptions source;

    @Mixin
    LeadOptions lead;

    @Option(names = {"-p", "--played"}, paramLabel = "CARDS",
            description = "Cards already played from the opening lead, in order, e.g. SQ,S2,SA.")
    String played;

    @Option(names = "--line", description = "Also print one optimal line of play to the end, trick by trick.")
    boolean line;

    @Mixin
    FormatOption output;

    @Override
    public Integer call() {
        int strain = lead.trump != null ? lead.trump : -1;
        int leader = lead.leader != null ? lead.leader : -1;
        BoardRecord board = source.board(spec, "solve");
        Deal deal = board.deal();
        if (source.fromFile()) {
            strain = strain >= 0 ? strain : board.strain();
            leader = leader >= 0 ? leader : board.leader();
        }
        if (strain < 0) {
            throw new UserInputException("no trump: give --trump S, H, D, C or NT");
        }
        if (leader < 0) {
            throw new UserInputException("no opening leader: give --leader N, E, S or W");
        }
        Position position = Position.start(deal, strain, leader);
        int[] history = played == null ? new int[0] : DealInput.parseCards(played, "--played");
        for (int i = 0; i < history.length; i++) {
            if (position.isFinished()) {
                throw new IllegalArgumentException("--played: card " + (i + 1) + " (" + Card.toString(history[i])
                        + ") comes after the last trick");
            }
            try {
                position = position.play(history[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--played: card " + (i + 1) + " (" + Card.toString(history[i]) + "): "
                        + e.getMessage(), e);
            }
        }
        if (position.isFinished()) {
            throw new UserInputException("--played: every card has been played; nothing left to solve");
        }

        DoubleDummySolver solver = new DoubleDummySolver(source.solverOptions());
        SolveResult result = solver.solve(position, Solutions.ALL_CARDS);
        PlayLine bestLine = line ? solver.bestLine(position) : null;
        PrintWriter out = spec.commandLine().getOut();
        switch (output.format) {
            case CSV:
                writeCsv(out, result);
                break;
            case JSON:
                out.println(SolveJson.json(position, result, bestLine));
                break;
            default:
                writeText(out, position, result, bestLine);
        }
        out.flush();
        return 0;
    }

    /** The legal cards by suit S, H, D, C and rank A to 2. */
    static List<Integer> cardsInOrder(long cards) {
        List<Integer> list = new ArrayList<>();
        for (int suit = 0; suit < Suit.COUNT; suit++) {
            int ranks = Hand.suitBits(cards, suit);
            for (int rank = Rank.ACE; rank >= Rank.TWO; rank--) {
                if ((ranks >> rank & 1) != 0) {
                    list.add(Card.of(suit, rank));
                }
            }
        }
        return list;
    }

    private static String side(int seat) {
        return Seat.side(seat) == Seat.NORTH_SOUTH ? "N-S" : "E-W";
    }

    private static void writeText(PrintWriter out, Position position, SolveResult result, PlayLine bestLine) {
        int toMove = position.toMove();
        int left = position.tricksLeft();
        StringBuilder head = new StringBuilder("Trumps ").append(Strain.name(position.strain())).append(", ");
        if (position.trickSize() == 0) {
            head.append(Seat.name(position.leader())).append(" to lead");
        } else {
            head.append("trick so far:");
            for (int i = 0; i < position.trickSize(); i++) {
                head.append(' ').append(Seat.letter(Seat.advance(position.leader(), i))).append(' ')
                        .append(Card.toString(position.trickCard(i)));
            }
        }
        head.append("; ").append(left).append(left == 1 ? " trick" : " tricks").append(" left; won so far N-S ")
                .append(position.tricksWon(Seat.NORTH_SOUTH)).append(", E-W ").append(position.tricksWon(Seat.EAST_WEST));
        out.println(head);
        for (String line : Diagram.lines(position.hands())) {
            out.println(line);
        }
        out.println();
        out.println(Seat.name(toMove) + " to play. Tricks for " + side(toMove) + " (this trick included) with each card:");
        for (int suit = 0; suit < Suit.COUNT; suit++) {
            StringBuilder row = new StringBuilder();
            for (int card : cardsInOrder(result.legalCards())) {
                if (Card.suit(card) == suit) {
                    String cell = Card.toString(card) + " " + result.tricks(card)
                            + ((result.optimalCards() & Card.bit(card)) != 0 ? "*" : "");
                    row.append("  ").append(cell).append(" ".repeat(Math.max(0, 6 - cell.length())));
                }
            }
            if (row.length() > 0) {
                out.println(row.toString().stripTrailing());
            }
        }
        int best = result.tricks();
        int sideWon = position.tricksWon(Seat.side(toMove));
        int otherWon = position.tricksWon(1 - Seat.side(toMove));
        String other = Seat.side(toMove) == Seat.NORTH_SOUTH ? "E-W" : "N-S";
        out.println("Best (*): " + best + (best == 1 ? " trick" : " tricks") + " for " + side(toMove) + ", who end with "
                + (sideWon + best) + " (" + other + " " + (otherWon + left - best) + ").");
        if (bestLine != null) {
            out.println();
            out.println("An optimal line:");
            for (String line : lineText(position, bestLine)) {
                out.println(line);
            }
        }
    }

    /** The line trick by trick: "trick  1: W SQ  N SA  E S2  S H5   won by S", cards of the start's trick in brackets. */
    static List<String> lineText(Position start, PlayLine bestLine) {
        List<String> lines = new ArrayList<>();
        Position position = start;
        int trickNumber = start.tricksWon(Seat.NORTH_SOUTH) + start.tricksWon(Seat.EAST_WEST) + 1;
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < start.trickSize(); i++) {
            row.append("  (").append(Seat.letter(Seat.advance(start.leader(), i))).append(' ')
                    .append(Card.toString(start.trickCard(i))).append(')');
        }
        for (int card : bestLine.cards()) {
            int seat = position.toMove();
            row.append("  ").append(Seat.letter(seat)).append(' ').append(Card.toString(card));
            position = position.play(card);
            if (position.trickSize() == 0) {
                lines.add(String.format("trick %2d:%s   won by %s", trickNumber, row, Seat.letter(position.leader())));
                row.setLength(0);
                trickNumber++;
            }
        }
        lines.add("Tricks won: N-S " + position.tricksWon(Seat.NORTH_SOUTH) + ", E-W " + position.tricksWon(Seat.EAST_WEST));
        return lines;
    }

    private static void writeCsv(PrintWriter out, SolveResult result) {
        out.println("card,tricks,best");
        for (int card : cardsInOrder(result.legalCards())) {
            out.println(Card.toString(card) + "," + result.tricks(card) + ","
                    + ((result.optimalCards() & Card.bit(card)) != 0 ? 1 : 0));
        }
    }
}
