package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.Json;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.cli.UserInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds play}: analyses a played sequence (DDS AnalysePlay): declarer's side's
 * double-dummy total before the opening lead and after every card, marking each card that cost a
 * trick and the side that lost it.
 */
@Command(name = "play",
        mixinStandardHelpOptions = true,
        description = {
            "Analyses the play of a deal card by card: the tricks declarer's side ends with, double dummy, before the "
                    + "opening lead and after each card. A card after which the number drops cost declarer's side "
                    + "tricks; one after which it rises cost the defenders tricks; such cards are marked.",
            ""
        },
        footer = {
            "",
            "The play comes from a PBN file's [Play] section (with [Contract] and [Declarer]), from a LIN board's pc| "
                    + "cards (with its auction), or from --cards with a deal, --trump and --declarer (or --leader: "
                    + "declarer is the leader's right-hand opponent). Options override the file's values.",
            "",
            "Examples:",
            "  zwang dds play --trump H --declarer S --cards SQ,SA,S2 \\",
            "      N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "  zwang dds play --file game.pbn --board 4",
            "  zwang dds play --file vugraph.lin --board 12 --format csv",
        })
public final class PlayCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    OneBoardOptions source;

    @Mixin
    LeadOptions lead;

    @Option(names = "--declarer", paramLabel = "SEAT", converter = Converters.SeatConverter.class,
            description = "Declarer: N, E, S or W (or --leader: declarer is its right-hand opponent). Default: the board's contract's.")
    Integer declarer;

    @Option(names = "--cards", paramLabel = "CARDS",
            description = "The cards played from the opening lead, in order, e.g. SQ,SA,S2,S5.")
    String cards;

    @Mixin
    FormatOption output;

    @Override
    public Integer call() {
        Integer leader = lead.leader;
        if (declarer != null && leader != null && leader != Seat.next(declarer)) {
            throw new UserInputException("--leader " + Seat.letter(leader) + " does not fit --declarer "
                    + Seat.letter(declarer) + ": declarer's left-hand opponent leads");
        }
        BoardRecord board = source.board(spec, "play");
        int strain = lead.trump != null ? lead.trump : board.strain();
        int declarerSeat = declarer != null ? declarer : leader != null ? Seat.previous(leader)
                : board.declarer() >= 0 ? board.declarer() : board.leader() >= 0 ? Seat.previous(board.leader()) : -1;
        if (strain < 0) {
            throw new UserInputException("no trump: give --trump S, H, D, C or NT");
        }
        if (declarerSeat < 0) {
            throw new UserInputException("no declarer: give --declarer (or --leader)");
        }
        int[] play = cards != null ? DealInput.parseCards(cards, "--cards") : board.play();
        if (play.length == 0) {
            throw new UserInputException(source.fromFile() ? "the board has no played cards ([Play] or pc|): give --cards"
                    : "no played cards: give --cards");
        }
        if (play.length > 4 * board.deal().cardsPerHand()) {
            throw new IllegalArgumentException("--cards: " + play.length + " cards, but the deal holds only "
                    + 4 * board.deal().cardsPerHand());
        }
        Contract contract = board.contract() != null && !board.contract().isPassedOut()
                && board.contract().strain() == strain && board.declarer() == declarerSeat ? board.contract() : null;

        PlayAnalysis analysis = new DoubleDummySolver(source.solverOptions()).analysePlay(board.deal(), strain, declarerSeat, play);
        PrintWriter out = spec.commandLine().getOut();
        switch (output.format) {
            case CSV:
                writeCsv(out, board.deal(), analysis);
                break;
            case JSON:
                out.println(PlayJson.json(board.deal(), analysis));
                break;
            default:
                writeText(out, board.deal(), analysis, contract);
        }
        out.flush();
        return 0;
    }

    /** For each card: the seat that played it and the trick it belongs to (1-based). */
    private static int[][] seatsAndTricks(Deal deal, PlayAnalysis analysis) {
        int[][] result = new int[analysis.cardCount()][2];
        Position position = Position.start(deal, analysis.strain(), Seat.next(analysis.declarer()));
        for (int i = 0; i < analysis.cardCount(); i++) {
            result[i][0] = position.toMove();
            result[i][1] = position.tricksWon(Seat.NORTH_SOUTH) + position.tricksWon(Seat.EAST_WEST) + 1;
            position = position.play(analysis.card(i));
        }
        return result;
    }

    private static String sideOf(int seat) {
        return Seat.side(seat) == Seat.NORTH_SOUTH ? "N-S" : "E-W";
    }

    private static void writeText(PrintWriter out, Deal deal, PlayAnalysis analysis, Contract contract) {
        int declarer = analysis.declarer();
        String declarerSide = sideOf(declarer);
        out.println((contract != null ? contract.toPbn() : Strain.name(analysis.strain())) + " by "
                + Seat.name(declarer) + ", " + Seat.name(Seat.next(declarer)) + " leads");
        for (String line : Diagram.lines(deal.hands())) {
            out.println(line);
        }
        out.println();
        out.println("Tricks " + declarerSide + " (declarer's side) end with, double dummy: " + analysis.tricksAfter(0)
                + " before the opening lead" + (contract != null ? " (" + result(contract, analysis.tricksAfter(0)) + ")"
                : ""));
        out.println("   #  trick  seat  card  " + declarerSide + "  cost");
        int[][] seatsAndTricks = seatsAndTricks(deal, analysis);
        int costDeclarer = 0;
        int costDefence = 0;
        for (int i = 0; i < analysis.cardCount(); i++) {
            int seat = seatsAndTricks[i][0];
            int change = analysis.change(i);
            String cost = "";
            if (change != 0) {
                int lost = Math.abs(change);
                cost = "* " + sideOf(seat) + " lost " + lost + (lost == 1 ? " trick" : " tricks");
                if (change < 0) {
                    costDeclarer += lost;
                } else {
                    costDefence += lost;
                }
            }
            out.println(String.format("%4d  %5d  %-4s  %-4s  %3d  %s", i + 1, seatsAndTricks[i][1],
                    Seat.letter(seat), Card.toString(analysis.card(i)), analysis.tricksAfter(i + 1), cost).stripTrailing());
        }
        int end = analysis.tricksAfter(analysis.cardCount());
        String defence = Seat.side(declarer) == Seat.NORTH_SOUTH ? "E-W" : "N-S";
        out.println("Tricks lost by mistakes: " + declarerSide + " (declarer) " + costDeclarer + ", " + defence
                + " (defence) " + costDefence + "; " + declarerSide + " end with " + end + " double dummy"
                + (contract != null ? " (" + result(contract, end) + ")" : ""));
    }

    /** "made", "made +1", "down 2". */
    private static String result(Contract contract, int tricks) {
        int over = tricks - contract.tricksNeeded();
        return over >= 0 ? (over == 0 ? "made" : "made +" + over) : "down " + -over;
    }

    private static void writeCsv(PrintWriter out, Deal deal, PlayAnalysis analysis) {
        out.println("number,trick,seat,card,declarer_tricks,change,lost_by");
        out.println("0,,,," + analysis.tricksAfter(0) + ",0,");
        int[][] seatsAndTricks = seatsAndTricks(deal, analysis);
        for (int i = 0; i < analysis.cardCount(); i++) {
            int seat = seatsAndTricks[i][0];
            int change = analysis.change(i);
            out.println((i + 1) + "," + seatsAndTricks[i][1] + "," + Seat.letter(seat) + ","
                    + Card.toString(analysis.card(i)) + "," + analysis.tricksAfter(i + 1) + "," + change + ","
                    + (change == 0 ? "" : Seat.sideName(Seat.side(seat))));
        }
    }
}
