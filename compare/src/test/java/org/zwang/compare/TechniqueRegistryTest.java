package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.TargetBisection;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The one registry and its one grammar: every advertised name parses, alone and with each of its
 * switches; the same feature has the same switch in every game and does the same thing there; bad
 * names and switches get one line listing what exists. The expected names and messages are written
 * out here, not read back from the registry.
 */
class TechniqueRegistryTest {

    private static final List<String> NAMES = List.of("minimax", "alphabeta", "pvs", "mtdf", "bisection-guess",
            "bisection-midpoint", "mcts", "puct", "pns", "dfpn", "dds", "explicit", "bundle");

    /** The switches each name is documented to take (README, docs/COMPARISON.md, --help). */
    private static final Map<String, List<String>> SWITCHES = Map.ofEntries(
            Map.entry("minimax", List.of()),
            Map.entry("alphabeta", List.of("no-table", "no-move-ordering")),
            Map.entry("pvs", List.of("no-table", "no-move-ordering")),
            Map.entry("mtdf", List.of("no-table", "no-move-ordering")),
            Map.entry("bisection-guess", List.of("no-table", "no-move-ordering")),
            Map.entry("bisection-midpoint", List.of("no-table", "no-move-ordering")),
            Map.entry("mcts", List.of("no-solver", "no-reuse")),
            Map.entry("puct", List.of("no-solver", "no-reuse")),
            Map.entry("pns", List.of()),
            Map.entry("dfpn", List.of("no-table")),
            Map.entry("dds", List.of("no-table", "no-winning-ranks", "no-target-bounds", "no-quick-tricks",
                    "no-quick-trick-after-lead", "no-later-tricks", "no-move-ordering", "no-etc", "no-small-cards",
                    "no-equivalent-cards", "no-dds-weights", "no-cutoff-leads", "no-bottom-runs", "no-table-fill",
                    "no-branch-ranks", "no-follow-rules", "no-mtdf", "hcp-guess")),
            Map.entry("explicit", List.of("no-table", "no-move-ordering", "no-alpha-beta")),
            Map.entry("bundle", List.of("no-table", "no-move-ordering", "no-alpha-beta")));

    @Test
    void theRegistryHoldsExactlyTheAdvertisedNamesAndSwitches() {
        assertEquals(NAMES, TechniqueRegistry.entries().stream().map(TechniqueRegistry.Entry::name).toList());
        for (TechniqueRegistry.Entry entry : TechniqueRegistry.entries()) {
            assertEquals(SWITCHES.get(entry.name()), entry.switches(), entry.name());
        }
        assertEquals(List.of("alphabeta", "pvs", "mtdf", "bisection-guess", "bisection-midpoint", "dds", "explicit",
                "bundle"), TechniqueRegistry.parseList(TechniqueRegistry.DEFAULT).stream().map(Technique::name).toList());
    }

    @Test
    void everyNameParsesAloneWithEachSwitchAndWithAllOfThem() {
        for (String name : NAMES) {
            assertEquals(name, TechniqueRegistry.parse(name).name());
            for (String word : SWITCHES.get(name)) {
                assertEquals(name + ":" + word, TechniqueRegistry.parse(name + ":" + word).name());
            }
            String all = name + (SWITCHES.get(name).isEmpty() ? "" : ":" + String.join(":", SWITCHES.get(name)));
            assertEquals(all, TechniqueRegistry.parse(all).name());
        }
        // Case-insensitive, spelling kept.
        assertEquals("PVS:No-Table", TechniqueRegistry.parse("PVS:No-Table").name());
    }

    @Test
    void unknownNamesGetOneLineListingTheNames() {
        for (String bad : List.of("magic", "bisection", "bisection-mid", "alpha-beta", "")) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                    () -> TechniqueRegistry.parse(bad + ":no-table"));
            assertEquals("unknown technique '" + bad + "' (known: minimax, alphabeta, pvs, mtdf, bisection-guess, "
                    + "bisection-midpoint, mcts, puct, pns, dfpn, dds, explicit, bundle)", error.getMessage());
        }
    }

    @Test
    void badSwitchesGetTheSameLineForEveryGame() {
        assertEquals("unknown switch 'notable' in 'alphabeta:notable' (alphabeta takes no-table, no-move-ordering)",
                message("alphabeta:notable"));
        assertEquals("unknown switch 'noalphabeta' in 'bundle:noalphabeta' (bundle takes no-table, no-move-ordering,"
                + " no-alpha-beta)", message("bundle:noalphabeta"));
        assertEquals("unknown switch 'quick-tricks' in 'dds:quick-tricks' (dds takes no-table, no-winning-ranks, "
                + "no-target-bounds, no-quick-tricks, no-quick-trick-after-lead, no-later-tricks, no-move-ordering, "
                + "no-etc, no-small-cards, no-equivalent-cards, no-dds-weights, no-cutoff-leads, no-bottom-runs, "
                + "no-table-fill, no-branch-ranks, no-follow-rules, no-mtdf, hcp-guess)", message("dds:quick-tricks"));
        // A feature off by default is turned on by its plain name, never 'turned off' again.
        assertTrue(message("dds:no-hcp-guess").startsWith("unknown switch 'no-hcp-guess'"));
        assertEquals("unknown switch 'no-table' in 'minimax:no-table' (minimax takes no switches)",
                message("minimax:no-table"));
        for (String name : NAMES) {
            String expectedList = SWITCHES.get(name).isEmpty() ? "takes no switches"
                    : "takes " + String.join(", ", SWITCHES.get(name));
            assertEquals("unknown switch 'fast' in '" + name + ":fast' (" + name + " " + expectedList + ")",
                    message(name + ":fast"));
            assertEquals("unknown switch '' in '" + name + ":' (" + name + " " + expectedList + ")",
                    message(name + ":"));
        }
        // A feature of another game is not a switch here.
        assertTrue(message("alphabeta:no-alpha-beta").startsWith("unknown switch 'no-alpha-beta'"));
        assertTrue(message("bundle:no-quick-tricks").startsWith("unknown switch 'no-quick-tricks'"));
        assertEquals("switch 'no-table' is given twice in 'mtdf:no-table:No-Table'", message("mtdf:no-table:No-Table"));
    }

    /**
     * dds starts from the solver's defaults (features such as hcp-guess off, mtdf, follow-rules and
     * branch-ranks on) and each switch flips one feature from its default, whichever way that is.
     */
    @Test
    void ddsStartsFromTheSolversDefaultsAndEachSwitchFlipsOneFeature() {
        SolverOptions defaults = SolverOptions.defaults();
        for (SolverOptions.Feature feature : SolverOptions.Feature.values()) {
            assertEquals(defaults.isOn(feature), ((DdsTechnique) TechniqueRegistry.parse("dds")).options().isOn(feature),
                    feature.label());
            String word = feature.onByDefault() ? "no-" + feature.label() : feature.label();
            SolverOptions switched = ((DdsTechnique) TechniqueRegistry.parse("dds:" + word)).options();
            for (SolverOptions.Feature other : SolverOptions.Feature.values()) {
                assertEquals(other == feature ? !defaults.isOn(other) : defaults.isOn(other), switched.isOn(other),
                        "dds:" + word + ", " + other.label());
            }
        }
        assertTrue(!((DdsTechnique) TechniqueRegistry.parse("dds:no-follow-rules:hcp-guess")).options()
                .isOn(SolverOptions.Feature.FOLLOW_RULES));
        assertTrue(!((DdsTechnique) TechniqueRegistry.parse("dds:no-mtdf")).options().isOn(SolverOptions.Feature.MTDF));
    }

    @Test
    void listsRejectRepeatsAndEmptiness() {
        assertEquals(List.of("alphabeta", "alphabeta:no-table"), TechniqueRegistry.parseList(" alphabeta, ,alphabeta:no-table")
                .stream().map(Technique::name).toList());
        assertEquals("technique 'pvs' is listed twice",
                assertThrows(IllegalArgumentException.class, () -> TechniqueRegistry.parseList("pvs,mtdf,pvs"))
                        .getMessage());
        assertEquals("no technique given",
                assertThrows(IllegalArgumentException.class, () -> TechniqueRegistry.parseList(" , ")).getMessage());
    }

    @Test
    void searchApiNamesBuildTheirSearchAndNothingElseDoes() {
        HashedTranspositionTable<org.zwang.search.Game> table = HashedTranspositionTable.forGames(1 << 16);
        assertInstanceOf(Minimax.class, TechniqueRegistry.parseSearchApi("minimax").newSearch(table));
        assertInstanceOf(AlphaBeta.class, TechniqueRegistry.parseSearchApi("alphabeta").newSearch(table));
        assertInstanceOf(PrincipalVariationSearch.class, TechniqueRegistry.parseSearchApi("pvs").newSearch(table));
        assertInstanceOf(MtdF.class, TechniqueRegistry.parseSearchApi("mtdf:no-table").newSearch(table));
        // One meaning per name: the search's own name says the same as the registry's.
        assertEquals("bisection-guess", TechniqueRegistry.parseSearchApi("bisection-guess").newSearch(table).name());
        assertEquals("bisection-midpoint",
                TechniqueRegistry.parseSearchApi("bisection-midpoint").newSearch(table).name());
        assertInstanceOf(TargetBisection.class, TechniqueRegistry.parseSearchApi("bisection-midpoint").newSearch(null));
        assertTrue(TechniqueRegistry.parseSearchApi("pvs").usesTable());
        assertTrue(!TechniqueRegistry.parseSearchApi("pvs:no-table").usesTable());
        assertTrue(!TechniqueRegistry.parseSearchApi("minimax").usesTable());
        assertEquals("'dds' is not a search-api technique (those are: minimax, alphabeta, pvs, mtdf, bisection-guess, "
                + "bisection-midpoint)", assertThrows(IllegalArgumentException.class,
                        () -> TechniqueRegistry.parseSearchApi("dds")).getMessage());
    }

    @Test
    void theSameSwitchDoesTheSameThingInEveryGame() {
        // no-table: the table is never probed; no-move-ordering and no-alpha-beta change the work done.
        // None changes the value.
        Subject nim = smallGame("nim", "[1, 2, 3]");
        Subject tree = smallGame("random-tree", "b8 d4 seed 2026");
        List<Subject> endings = ContractBridgeGame.shipped(1, 0);
        Subject ending = endings.stream().filter(s -> s.depth() == 4).findFirst().orElseThrow();
        Subject longer = endings.stream().filter(s -> s.depth() == 7).findFirst().orElseThrow();
        Subject duck = DuckChessGame.shipped(1, 2).stream().filter(s -> s.depth() == 2).findFirst().orElseThrow();
        for (String name : List.of("alphabeta", "pvs", "mtdf", "bisection-guess", "bisection-midpoint")) {
            assertSwitchesOff(name, nim, tree);
        }
        assertSwitchesOff("dds", ending, longer);
        assertSwitchesOff("explicit", duck, duck);
        assertSwitchesOff("bundle", duck, duck);
    }

    private static Subject smallGame(String game, String label) {
        return Suites.subjects(List.of(game), true, 2026).stream().filter(s -> s.label().equals(label))
                .findFirst().orElseThrow();
    }

    private static String message(String spec) {
        return assertThrows(IllegalArgumentException.class, () -> TechniqueRegistry.parse(spec)).getMessage();
    }

    private static void assertSwitchesOff(String name, Subject forTable, Subject forWork) {
        Measurement on = TechniqueRegistry.parse(name).measure(forTable);
        Measurement noTable = TechniqueRegistry.parse(name + ":no-table").measure(forTable);
        assertTrue(on.stats().tableProbes > 0, name + " probes its table");
        assertEquals(0, noTable.stats().tableProbes, name + ":no-table must not probe a table");
        assertEquals(on.value(), noTable.value(), name + ":no-table changed the value");
        Measurement full = TechniqueRegistry.parse(name).measure(forWork);
        for (String word : SWITCHES.get(name)) {
            if (word.equals("no-move-ordering") || word.equals("no-alpha-beta")) {
                Measurement off = TechniqueRegistry.parse(name + ":" + word).measure(forWork);
                assertEquals(full.value(), off.value(), name + ":" + word + " changed the value");
                assertNotEquals(full.stats().nodes, off.stats().nodes, name + ":" + word + " changed nothing");
            }
        }
    }
}
