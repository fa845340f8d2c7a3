package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.solver.BridgeGame;
import org.zwang.games.connect4.ConnectFourPositions;
import org.zwang.games.othello.Othello;
import org.zwang.games.othello.OthelloPositions;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * Every position Zwang ships for comparing searches takes a search: plain alpha-beta (no table, the
 * game's move order) spends more than a handful of nodes on it ({@link SearchCost}). A position won
 * with the next stone, or a bridge ending of one card a hand, costs one to five nodes and says
 * nothing about a technique; a ratio over such positions is a ratio of ones.
 */
class ShippedPositionsNeedSearchTest {

    @Test
    void everySubjectOfEveryGameCostsAlphaBetaMoreThanAHandfulOfNodes() {
        Set<Subject> subjects = new LinkedHashSet<>(Suites.subjects(Suites.games(), false, 2026));
        subjects.addAll(Suites.subjects(Suites.games(), true, 2026));
        List<String> cheap = new ArrayList<>();
        for (Subject subject : subjects) {
            if (!SearchCost.needsSearch(anySize(subject), subject.genericDepth())) {
                cheap.add(subject.toString());
            }
        }
        assertEquals(List.of(), cheap);
        for (String game : Suites.games()) {
            assertTrue(subjects.stream().anyMatch(s -> s.game().equals(game)), game + " has subjects");
        }
    }

    @Test
    void everyShippedSetOfTheResearchGamesNeedsASearch() {
        List<String> cheap = new ArrayList<>();
        for (String set : ConnectFourPositions.SETS) {
            List<ConnectFourPositions.Scored> positions = ConnectFourPositions.load(set);
            assertTrue(positions.size() >= 100, set + " has " + positions.size() + " positions");
            for (ConnectFourPositions.Scored scored : positions) {
                Game game = scored.position().anticipating(); // as compare searches it: the smaller tree
                if (!SearchCost.needsSearch(game, game.maxPlies())) {
                    cheap.add("connect4 " + set + " " + scored.moves());
                }
            }
        }
        for (String set : OthelloPositions.SETS) {
            for (OthelloPositions.Scored scored : OthelloPositions.load(set)) {
                if (scored.empties() <= Othello.ENDGAME_EMPTIES) {
                    // Edax's FFO files are shipped whole (the FFO tests and --positions read them);
                    // a position the game's own last-empties solver answers whole (FFO #20, 6
                    // empties: a few nodes with its stability cutoffs) needs no search, and compare's
                    // Othello subjects, which come from the pv7 set, hold none.
                    continue;
                }
                Game game = scored.position();
                if (!SearchCost.needsSearch(game, game.maxPlies())) {
                    cheap.add("othello " + set + " #" + scored.number());
                }
            }
        }
        assertEquals(List.of(), cheap);
    }

    /** The subject's position as a search-api game, also where compare leaves it to a game's own solver. */
    static Game anySize(Subject subject) {
        if (subject instanceof ContractBridgeGame.BridgeSubject bridge) {
            return new BridgeGame(bridge.position);
        }
        if (subject instanceof DuckChessGame.DuckSubject duck) {
            return duck.turnGame();
        }
        return subject.newGame();
    }
}
