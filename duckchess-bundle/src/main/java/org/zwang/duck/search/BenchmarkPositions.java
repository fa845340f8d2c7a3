package org.zwang.duck.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Fen;

/**
 * The positions the search measurements use (docs/PERFORMANCE.md, "duckchess-bundle search"): the start
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

    /** The ten middlegame FENs, in file order. */
    public static List<String> middlegames() {
        List<String> fens = new ArrayList<>();
        try (InputStream in = BenchmarkPositions.class.getResourceAsStream("middlegames.txt")) {
            if (in == null) {
                throw new IllegalStateException("resource middlegames.txt is missing from the jar");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                int comment = line.indexOf('#');
                String fen = (comment < 0 ? line : line.substring(0, comment)).trim();
                if (!fen.isEmpty()) {
                    fens.add(fen);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return fens;
    }
}
