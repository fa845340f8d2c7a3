package org.zwang.cli.dds;

import org.zwang.bridge.io.Json;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.PlayAnalysis;

/**
 * A play analysis (DDS AnalysePlay) as JSON, in the form {@code zwang dds play --format json} prints
 * and {@code zwang dds stdio} answers a play request with:
 * <pre>{"deal": "N:...", "strain": "H", "declarer": "S", "start": 12,
 *  "cards": [{"card": "SQ", "seat": "W", "trick": 1, "declarerTricks": 13, "change": 1, "lostBy": "EW"}, ...]}</pre>
 * {@code start} and each {@code declarerTricks} are the tricks declarer's side ends with, double
 * dummy, before the opening lead and after the card; {@code change} is the card's effect on that
 * total and {@code lostBy} the side it cost a trick (null when it cost nothing).
 */
final class PlayJson {

    private PlayJson() {
    }

    static String json(Deal deal, PlayAnalysis analysis) {
        StringBuilder json = new StringBuilder(200 + 90 * analysis.cardCount()).append("{\"deal\": ")
                .append(Json.string(deal.toPbn())).append(", \"strain\": \"").append(Strain.name(analysis.strain()))
                .append("\", \"declarer\": \"").append(Seat.letter(analysis.declarer())).append("\", \"start\": ")
                .append(analysis.tricksAfter(0)).append(", \"cards\": [");
        Position position = Position.start(deal, analysis.strain(), Seat.next(analysis.declarer()));
        for (int i = 0; i < analysis.cardCount(); i++) {
            int seat = position.toMove();
            int trick = position.tricksWon(Seat.NORTH_SOUTH) + position.tricksWon(Seat.EAST_WEST) + 1;
            int change = analysis.change(i);
            json.append(i == 0 ? "" : ", ").append("{\"card\": \"").append(Card.toString(analysis.card(i)))
                    .append("\", \"seat\": \"").append(Seat.letter(seat)).append("\", \"trick\": ").append(trick)
                    .append(", \"declarerTricks\": ").append(analysis.tricksAfter(i + 1))
                    .append(", \"change\": ").append(change).append(", \"lostBy\": ")
                    .append(change == 0 ? "null" : "\"" + Seat.sideName(Seat.side(seat)) + "\"").append('}');
            position = position.play(analysis.card(i));
        }
        return json.append("]}").toString();
    }
}
