package org.zwang.cli.dds;

import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader.DealFile;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;

/**
 * One deal of a batch with what its par is for: from the command line (dealer and vulnerability
 * from the options, else North and nobody) or from a file (the board's {@code [Dealer]} and
 * {@code [Vulnerable]} or LIN {@code md|}/{@code sv|} when it gives them, unless the options say
 * otherwise).
 */
final class DealItem {

    final String label;
    final BoardRecord board;
    final int dealer;
    final Vulnerability vulnerability;

    private DealItem(String label, BoardRecord board, int dealer, Vulnerability vulnerability) {
        this.label = label;
        this.board = board;
        this.dealer = dealer;
        this.vulnerability = vulnerability;
    }

    Deal deal() {
        return board.deal();
    }

    /** Deals from the command line. */
    static List<DealItem> of(List<Deal> deals, Integer dealer, Vulnerability vulnerability) {
        List<DealItem> items = new ArrayList<>();
        for (int i = 0; i < deals.size(); i++) {
            items.add(new DealItem("deal " + (i + 1), BoardRecord.of(deals.get(i)), dealer != null ? dealer : Seat.NORTH,
                    vulnerability != null ? vulnerability : Vulnerability.NONE));
        }
        return items;
    }

    /** The boards of a file. */
    static List<DealItem> of(DealFile file, Integer dealer, Vulnerability vulnerability) {
        List<DealItem> items = new ArrayList<>();
        List<BoardRecord> boards = file.boards();
        for (int i = 0; i < boards.size(); i++) {
            BoardRecord board = boards.get(i);
            int boardDealer = dealer != null ? dealer : board.dealer() >= 0 ? board.dealer() : Seat.NORTH;
            Vulnerability boardVulnerability = vulnerability != null ? vulnerability
                    : board.vulnerability() != null ? board.vulnerability() : Vulnerability.NONE;
            items.add(new DealItem(DealInput.describe(board, i), board, boardDealer, boardVulnerability));
        }
        return items;
    }
}
