package org.zwang.bridge.io;

import java.util.List;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * Writes {@link BoardRecord}s as PBN games: the tags Board, Dealer, Vulnerable, Deal (first seat = the
 * dealer when known), Declarer, Contract (just the strain for an end position) and the play
 * section (PBN §3.6: columns from the opening leader, '-' for cards not played, '*' when the play
 * stops early). {@link PbnReader} reads it back to the same board.
 */
public final class PbnWriter {

    private PbnWriter() {
    }

    /** Several games separated by empty lines, after a "% PBN 2.1" line. */
    public static String write(List<BoardRecord> boards) {
        StringBuilder text = new StringBuilder("% PBN 2.1\n");
        for (BoardRecord board : boards) {
            text.append('\n').append(write(board));
        }
        return text.toString();
    }

    /** One game, each tag on its own line, ending with a line break. */
    public static String write(BoardRecord board) {
        StringBuilder text = new StringBuilder(300);
        if (board.number() > 0) {
            tag(text, "Board", String.valueOf(board.number()));
        }
        if (board.dealer() >= 0) {
            tag(text, "Dealer", String.valueOf(Seat.letter(board.dealer())));
        }
        if (board.vulnerability() != null) {
            tag(text, "Vulnerable", board.vulnerability().toPbn());
        }
        tag(text, "Deal", board.deal().toPbn(board.dealer() >= 0 ? board.dealer() : Seat.NORTH));
        Contract contract = board.contract();
        if (contract != null) {
            if (!contract.isPassedOut()) {
                tag(text, "Declarer", contract.declarer() >= 0 ? String.valueOf(Seat.letter(contract.declarer())) : "?");
            }
            tag(text, "Contract", contract.toPbn());
        } else if (board.strain() >= 0) {
            tag(text, "Contract", Strain.name(board.strain()));
        }
        int[] play = board.play();
        if (play.length > 0) {
            int leader = board.leader();
            tag(text, "Play", String.valueOf(Seat.letter(leader)));
            appendPlay(text, board, leader, play);
        }
        return text.toString();
    }

    private static void appendPlay(StringBuilder text, BoardRecord board, int columnSeat, int[] play) {
        int tricks = (play.length + 3) / 4;
        for (int trick = 0; trick < tricks; trick++) {
            String[] columns = {"-", "-", "-", "-"};
            for (int i = 4 * trick; i < Math.min(play.length, 4 * trick + 4); i++) {
                int seat = board.deal().holder(play[i]);
                columns[(seat - columnSeat) & 3] = Card.toString(play[i]);
            }
            text.append(String.join(" ", columns)).append('\n');
        }
        if (play.length < 4 * board.deal().cardsPerHand()) {
            text.append("*\n");
        }
    }

    private static void tag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(value.replace("\\", "\\\\").replace("\"", "\\\""))
                .append("\"]\n");
    }
}
