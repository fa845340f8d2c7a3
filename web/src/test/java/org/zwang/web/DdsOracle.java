package org.zwang.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.bridge.data.BundledSolvePositions;

/**
 * DDS's own numbers for the web tests, read from bridge-dds's bundled oracle files, never computed
 * by our solver: the per-card SolveBoard results of {@code solve-positions.txt} with the deal and
 * the cards played to reach each position (its header explains the 18 columns).
 */
public final class DdsOracle {

    /** One line of solve-positions.txt. */
    public record SolvedPosition(int index, String trump, String toPlay, int tricksLeft, String deal,
            List<String> history, Map<String, Integer> cardTricks, int nsWon, int ewWon) {

        /** The seat that made the opening lead: the holder of the first card in the original deal. */
        public char openingLeader() {
            String[] hands = deal.substring(2).split(" ");
            String card = history.get(0);
            String suits = "SHDC";
            for (int seat = 0; seat < 4; seat++) {
                String[] holding = hands[seat].split("\\.", -1);
                if (holding[suits.indexOf(card.charAt(0))].indexOf(card.charAt(1)) >= 0) {
                    return "NESW".charAt(seat);
                }
            }
            throw new IllegalStateException("nobody holds " + card);
        }

        /** Declarer: the opening leader's right-hand opponent. */
        public char declarer() {
            return "NESW".charAt(("NESW".indexOf(openingLeader()) + 3) % 4);
        }

        /**
         * DDS's value of each legal card as declarer's side's total over the deal: tricks won so far
         * plus the tricks the card's side takes from here (or the rest of the tricks left).
         */
        public Map<String, Integer> declarerTotals() {
            boolean nsDeclares = "NS".indexOf(declarer()) >= 0;
            boolean nsToPlay = "NS".indexOf(toPlay.charAt(0)) >= 0;
            int won = nsDeclares ? nsWon : ewWon;
            Map<String, Integer> totals = new LinkedHashMap<>();
            cardTricks.forEach((card, tricks) -> totals.put(card,
                    won + (nsDeclares == nsToPlay ? tricks : tricksLeft - tricks)));
            return totals;
        }
    }

    private DdsOracle() {
    }

    public static List<SolvedPosition> solvedPositions() {
        List<SolvedPosition> positions = new ArrayList<>();
        try (InputStream in = BundledSolvePositions.class.getResourceAsStream(BundledSolvePositions.RESOURCE);
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] t = line.trim().split("\\s+");
                Map<String, Integer> cards = new LinkedHashMap<>();
                for (String pair : t[10].split(",")) {
                    String[] cardTricks = pair.split(":");
                    cards.put(cardTricks[0], Integer.parseInt(cardTricks[1]));
                }
                String deal = String.join(" ", t[13], t[14], t[15], t[16]);
                List<String> history = t[17].equals("-") ? List.of() : List.of(t[17].split(","));
                positions.add(new SolvedPosition(Integer.parseInt(t[0]), t[1], t[4], Integer.parseInt(t[5]), deal,
                        history, cards, Integer.parseInt(t[11]), Integer.parseInt(t[12])));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return positions;
    }
}
