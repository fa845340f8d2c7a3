package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;

/** Writing then reading gives back what was written, for every format, deals and endings alike. */
class RoundTripPropertiesTest {

    @Provide
    Arbitrary<Deal> deals() {
        return BoardArbitraries.deals();
    }

    @Provide
    Arbitrary<Deal> fullDeals() {
        return BoardArbitraries.fullDeals();
    }

    @Provide
    Arbitrary<BoardRecord> boards() {
        return BoardArbitraries.boardsWithPlay();
    }

    @Property
    void dealToPbnToDeal(@ForAll("deals") Deal deal, @ForAll @IntRange(min = 0, max = 3) int firstSeat) {
        String pbn = deal.toPbn(firstSeat);
        assertEquals(deal, Deal.parsePbn(pbn));
        assertEquals(deal, Deal.parsePbn(pbn.toLowerCase(java.util.Locale.ROOT)), "PBN import allows lower case");
    }

    @Property
    void fullDealWithOneHandLeftOutComesBackWhole(@ForAll("fullDeals") Deal deal, @ForAll @IntRange(min = 0, max = 3) int missing) {
        String[] hands = deal.toPbn(Seat.NORTH).substring(2).split(" ");
        hands[missing] = "-";
        assertEquals(deal, Deal.parsePbn("N:" + String.join(" ", hands)));
    }

    @Property
    void dealToLinToDeal(@ForAll("deals") Deal deal, @ForAll @IntRange(min = -1, max = 3) int dealer) {
        BoardRecord board = single(LinFormat.read(LinFormat.md(deal, dealer)));
        assertEquals(deal, board.deal());
        assertEquals(dealer, board.dealer());
    }

    @Property
    void linWithEastLeftOutComesBackWhole(@ForAll("fullDeals") Deal deal) {
        String md = LinFormat.md(deal, Seat.WEST);
        String withoutEast = md.substring(0, md.lastIndexOf(',') + 1) + "|";
        assertEquals(deal, single(LinFormat.read(withoutEast)).deal());
    }

    @Property
    void dealToDumDumToDeal(@ForAll("deals") Deal deal, @ForAll @IntRange(min = 0, max = 4) int strain,
            @ForAll @IntRange(min = 0, max = 3) int leader) {
        BoardRecord board = DumDumFormat.read(DumDumFormat.line(strain, leader, deal));
        assertEquals(deal, board.deal());
        assertEquals(strain, board.strain());
        assertEquals(leader, board.leader());
    }

    @Property(tries = 300)
    void boardToPbnFileToBoard(@ForAll("boards") BoardRecord board) {
        assertEquals(board, single(PbnReader.read(PbnWriter.write(board))));
    }

    @Property(tries = 300)
    void boardToLinToBoard(@ForAll("boards") BoardRecord board) {
        BoardRecord back = single(LinFormat.read(LinFormat.write(board)));
        assertEquals(board, back);
        assertArrayEquals(board.play(), back.play());
    }

    @Property(tries = 50)
    void severalBoardsThroughTheFileReader(@ForAll("boards") BoardRecord first, @ForAll("boards") BoardRecord second,
            @ForAll("boards") BoardRecord third) {
        List<BoardRecord> boards = List.of(first, second, third);
        DealFileReader.DealFile pbn = DealFileReader.read("boards.pbn", PbnWriter.write(boards));
        assertEquals(DealFileReader.Format.PBN_FILE, pbn.format());
        assertEquals(boards, pbn.boards());

        List<String> linLines = new ArrayList<>();
        List<String> pbnLines = new ArrayList<>();
        List<String> dumDumLines = new ArrayList<>();
        for (BoardRecord board : boards) {
            linLines.add(LinFormat.write(board));
            pbnLines.add(board.deal().toPbn() + " extra tokens 1 2 3");
            dumDumLines.add(DumDumFormat.line(board.strain() < 0 ? 4 : board.strain(), Seat.WEST, board.deal()));
        }
        DealFileReader.DealFile lin = DealFileReader.read("boards.lin", String.join("\n", linLines));
        assertEquals(DealFileReader.Format.LIN, lin.format());
        assertEquals(boards, lin.boards());
        DealFileReader.DealFile deals = DealFileReader.read("deals.txt", "# a comment\n\n" + String.join("\n", pbnLines));
        assertEquals(DealFileReader.Format.PBN_DEALS, deals.format());
        assertEquals(List.of(first.deal(), second.deal(), third.deal()), deals.deals());
        DealFileReader.DealFile dumDum = DealFileReader.read("hands.txt", DumDumFormat.HEADER + "\n" + String.join("\n", dumDumLines));
        assertEquals(DealFileReader.Format.DUM_DUM, dumDum.format());
        assertEquals(List.of(first.deal(), second.deal(), third.deal()), dumDum.deals());
    }

    @Property
    void linHandRoundTrip(@ForAll("deals") Deal deal) {
        for (int seat = 0; seat < 4; seat++) {
            long hand = deal.hand(seat);
            assertEquals(hand, LinFormat.parseHand(LinFormat.hand(hand)), Hand.toPbn(hand));
        }
    }

    private static BoardRecord single(List<BoardRecord> boards) {
        assertEquals(1, boards.size(), () -> boards.toString());
        return boards.get(0);
    }
}
