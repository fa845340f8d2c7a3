import org.zwang.api.BridgeSolver;
import org.zwang.api.DuckEngine;
import org.zwang.api.Thought;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.ParResult;

/**
 * Using Zwang from Java (docs/java-api.md): the double-dummy table and par of one deal, and a Duck
 * Chess engine's move. The deal is the first of the DDS tables bundled with bridge-dds
 * (ddtables.txt); DDS gives West 11 tricks in notrump and par -460, 3NT by West making 11 tricks.
 * The api module's tests compile and run this file and check its output against those numbers.
 */
public final class Example {

    /** The deal, PBN: North's hand first, then East, South, West; suits spades.hearts.diamonds.clubs. */
    static final String DEAL = "N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8";

    public static void main(String[] args) {
        BridgeSolver solver = new BridgeSolver();
        DdTable table = solver.ddTable(DEAL);
        System.out.println("Deal " + DEAL);
        System.out.println("Double-dummy tricks for each declarer (down) in each strain (across):");
        System.out.print(BridgeSolver.text(table));
        ParResult par = BridgeSolver.par(table, Seat.NORTH, Vulnerability.NONE);
        System.out.println("Par (dealer North, nobody vulnerable): " + par.score() + " " + par.contractsText());

        DuckEngine engine = new DuckEngine();
        engine.setPosition("startpos", "e2e4,e4e6", "d7d5,d5e3");
        Thought thought = engine.thinkDepth(3);
        System.out.println("Duck Chess after 1. e4 d5, depth 3: " + thought.move() + " (score " + thought.score()
                + ", line " + String.join(" ", thought.principalVariation()) + ")");
    }
}
