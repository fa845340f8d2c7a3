package org.zwang.duck.search;

import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Fen;
import org.zwang.search.ResourceLines;

/**
 * The positions the search measurements use (docs/log/performance-log.md, "duckchess-bundle search"): the start
 * position and ten Duck Chess middlegames from engine self-play, shipped as the resource
 * {@code middlegames.txt} (its {@code #} header says how they were made).
 */
public final class BenchmarkPositions {

    private BenchmarkPositions() {
    }

    /** The start position (no duck yet). */
    public static String start() {
        return Fen.START;
    }

    /** The ten middlegame FENs, in file order (each line's {@code #} note on how it arose cut off). */
    public static List<String> middlegames() {
        List<String> fens = new ArrayList<>();
        for (String line : ResourceLines.read(BenchmarkPositions.class, "middlegames.txt")) {
            int note = line.indexOf('#');
            fens.add((note < 0 ? line : line.substring(0, note)).trim());
        }
        return fens;
    }
}
