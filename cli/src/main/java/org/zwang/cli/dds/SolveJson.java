package org.zwang.cli.dds;

import org.zwang.bridge.io.Json;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.solver.PlayLine;
import org.zwang.bridge.solver.SolveResult;

/**
 * A solved position as JSON, in the form {@code zwang dds solve --format json} prints and
 * {@code zwang dds stdio} answers a solve request with:
 * <pre>{"position": "NT, W leads: N:... (N-S 0, E-W 0)", "toPlay": "W", "side": "EW", "tricksLeft": 13,
 *  "tricks": 1, "cards": [{"card": "SQ", "tricks": 0, "best": false}, ...], "line": ["SQ", ...]}</pre>
 * {@code tricks} are the side to play's among the tricks left, the current one included; {@code cards}
 * lists, by suit S, H, D, C and rank A to 2, every card whose tricks the solve computed (every legal
 * card for DDS solutions 3, the optimal ones for 2, the best card and its equivalents for 1);
 * {@code line}, when one was asked for, an optimal line of play to the end.
 */
final class SolveJson {

    private SolveJson() {
    }

    /** The object; {@code bestLine} null leaves out {@code line}. */
    static String json(Position position, SolveResult result, PlayLine bestLine) {
        int toMove = position.toMove();
        StringBuilder json = new StringBuilder(400).append("{\"position\": ").append(Json.string(position.toString()))
                .append(", \"toPlay\": \"").append(Seat.letter(toMove)).append("\", \"side\": \"")
                .append(Seat.sideName(Seat.side(toMove))).append("\", \"tricksLeft\": ").append(position.tricksLeft())
                .append(", \"tricks\": ").append(result.tricks()).append(", \"cards\": [");
        boolean first = true;
        for (int card : SolveCommand.cardsInOrder(result.legalCards())) {
            if (result.tricks(card) < 0) {
                continue; // not computed (solutions 1 and 2)
            }
            json.append(first ? "" : ", ").append("{\"card\": \"").append(Card.toString(card)).append("\", \"tricks\": ")
                    .append(result.tricks(card)).append(", \"best\": ")
                    .append((result.optimalCards() & Card.bit(card)) != 0).append('}');
            first = false;
        }
        json.append(']');
        if (bestLine != null) {
            json.append(", \"line\": [");
            first = true;
            for (int card : bestLine.cards()) {
                json.append(first ? "" : ", ").append('"').append(Card.toString(card)).append('"');
                first = false;
            }
            json.append(']');
        }
        return json.append('}').toString();
    }
}
