package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Every game {@code zwang compare} knows: the built-in ones in report order (each one class written as
 * a researcher's game is, e.g. {@link ConnectFourGame}), then the researchers' games found on the class path through {@link ServiceLoader} (implementations
 * of {@link CompareGame} named in {@code META-INF/services/org.zwang.compare.CompareGame}), looked up
 * with the current thread's class loader each time, so that a game added to the class path shows up.
 * A researcher's game may not take a built-in game's name.
 */
public final class CompareGames {

    /**
     * The built-in games, in report order. Each reads positions in its own notation for
     * {@code --positions FILE}: boards of nine squares (tic-tac-toe), heap sizes (Nim), Pons's move
     * strings (Connect Four), Edax's {@code .obf} records (Othello), PBN, LIN or dum-dum deals (bridge),
     * FEN (chess, Duck Chess).
     */
    private static final List<CompareGame> BUILT_IN = List.of(new TicTacToeGame(), new NimGame(),
            new RandomTreeGame(), new ConnectFourGame(), new OthelloGame(), new ContractBridgeGame(),
            new StandardChessGame(), new DuckChessGame());

    private CompareGames() {
    }

    /** Every game, built-in first, by name. */
    public static List<CompareGame> all() {
        Map<String, CompareGame> games = new LinkedHashMap<>();
        for (CompareGame game : BUILT_IN) {
            games.put(game.name(), game);
        }
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (CompareGame game : ServiceLoader.load(CompareGame.class, loader)) {
            String name = game.name().toLowerCase(Locale.ROOT);
            if (games.containsKey(name)) {
                throw new IllegalStateException("the game " + game.getClass().getName() + " on the class path takes "
                        + "the name '" + name + "', which " + games.get(name).getClass().getName() + " has");
            }
            games.put(name, game);
        }
        return List.copyOf(games.values());
    }

    /** The names of every game, in report order. */
    public static List<String> names() {
        return all().stream().map(CompareGame::name).toList();
    }

    /** The game called {@code name} (any case); an error lists the games there are. */
    public static CompareGame of(String name) {
        return find(all(), name, "unknown game", "known");
    }

    /** The games a play-off can play (those with a start position). */
    public static List<CompareGame> playable() {
        List<CompareGame> games = new ArrayList<>();
        for (CompareGame game : all()) {
            if (game.start() != null) {
                games.add(game);
            }
        }
        return games;
    }

    /** The playable game called {@code name}; an error lists the playable games. */
    public static CompareGame playable(String name) {
        return find(playable(), name, "cannot play", "playable games");
    }

    /** The game of {@code games} called {@code name} (any case), or an error listing them. */
    private static CompareGame find(List<CompareGame> games, String name, String problem, String listed) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        return games.stream().filter(g -> g.name().equals(wanted)).findFirst().orElseThrow(
                () -> new IllegalArgumentException(problem + " '" + name.trim() + "' (" + listed + ": "
                        + String.join(", ", games.stream().map(CompareGame::name).toList()) + ")"));
    }
}
