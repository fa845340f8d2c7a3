package org.zwang.cli.perft;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.perft.Perft;
import org.zwang.duck.perft.Perft.DivideLine;
import org.zwang.duck.perft.Perft.Method;
import org.zwang.cli.engine.EngineConverters.VariantConverter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code zwang perft}: counts the move sequences of a given length from a position (Duck Chess:
 * one node per whole turn, as Fairy-Stockfish counts), to check the move generator against
 * reference counts and to measure its speed.
 */
@Command(name = "perft",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the legal move sequences of DEPTH plies from a position (perft) and prints the count, "
                    + "the time and the nodes per second.",
            "In Duck Chess a node is a whole turn (chess move + duck square), as Fairy-Stockfish counts it: "
                    + "perft 1 of the start position is 20 x 32 = 640.",
            ""
        },
        footer = {
            "",
            "The FEN may be quoted or given as separate words; 'startpos' is the initial position. "
                    + "The duck is '*' in the FEN (no '*': no duck yet).",
            "",
            "Examples:",
            "  zwang perft startpos 3",
            "  zwang perft --divide '7k/8/8/8/8/p1p5/P1P5/KB6 b - - 0 1' 2",
            "  zwang perft --variant chess startpos 6",
            "  zwang perft --turn-by-turn 'r3k2r/8/8/8/8/8/8/R3K1*R w KQkq - 0 1' 3",
        })
public final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "duck|chess", defaultValue = "duck", converter = VariantConverter.class,
            description = "Rules: duck (Duck Chess) or chess (standard chess). Default: ${DEFAULT-VALUE}.")
    Variant variant;

    @Option(names = "--divide", description = "Also print the count below every root move (every root turn in Duck Chess).")
    boolean divide;

    @Option(names = "--turn-by-turn",
            description = "Duck Chess: play every turn but the last instead of counting the last two turns "
                    + "through blocking sets (slower; both must agree).")
    boolean turnByTurn;

    @Parameters(arity = "2..7", paramLabel = "FEN DEPTH", hideParamSyntax = true,
            description = "The position (FEN, or 'startpos') followed by the depth in plies (turns).")
    List<String> positionAndDepth;

    @Override
    public Integer call() {
        String depthText = positionAndDepth.get(positionAndDepth.size() - 1);
        String fen = String.join(" ", positionAndDepth.subList(0, positionAndDepth.size() - 1));
        int depth = parseDepth(depthText);
        Board board = Board.fromFen(fen.equals("startpos") ? Fen.START : fen, variant);
        int side = board.sideToMove();
        if (variant == Variant.DUCK && !board.hasKing(side)) {
            // a Duck Chess FEN may lack the king of the side to move: it was just captured
            throw new IllegalArgumentException("the game is over in this position: " + Color.name(side)
                    + " has no king (in Duck Chess a captured king ends the game), so there are no turns to count");
        }
        Method method = turnByTurn ? Method.TURN_BY_TURN : Method.BUNDLED;
        Perft perft = new Perft();
        PrintWriter out = spec.commandLine().getOut();

        long start = System.nanoTime();
        long nodes;
        if (divide && depth > 0) {
            nodes = 0;
            for (DivideLine line : perft.divide(board, depth, method)) {
                out.println(MoveNotation.toUci(line.move()) + ": " + line.nodes());
                nodes += line.nodes();
            }
            out.println();
        } else {
            nodes = perft.count(board, depth, method);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println("nodes: " + nodes);
        out.println(String.format(Locale.ROOT, "time: %.3f s", seconds));
        out.println("nodes/s: " + (seconds > 0 ? Math.round(nodes / seconds) : 0));
        out.flush();
        return 0;
    }

    private static int parseDepth(String text) {
        int depth;
        try {
            depth = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            depth = -1;
        }
        if (depth < 0 || depth > 64) {
            throw new IllegalArgumentException("bad depth '" + text + "' (expected a whole number 0 .. 64 after the FEN)");
        }
        return depth;
    }
}
