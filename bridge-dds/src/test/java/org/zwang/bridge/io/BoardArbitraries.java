package org.zwang.bridge.io;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;

/**
 * Valid deals, endings and boards with legal play for the round-trip properties: a shuffled deck
 * dealt out (the first {@code 4 * size} cards, so endings are random subsets), and play chosen
 * among the legal cards at each turn.
 */
final class BoardArbitraries {

    private BoardArbitraries() {
    }

    /** Every card of the deck. */
    static int[] deck() {
        int[] cards = new int[52];
        int i = 0;
        for (int suit = 0; suit < 4; suit++) {
            for (int rank = 2; rank <= 14; rank++) {
                cards[i++] = Card.of(suit, rank);
            }
        }
        return cards;
    }

    static Deal dealOf(List<Integer> shuffled, int cardsPerHand) {
        int[] deck = deck();
        long[] hands = new long[4];
        for (int i = 0; i < 4 * cardsPerHand; i++) {
            hands[i % 4] |= Card.bit(deck[shuffled.get(i)]);
        }
        return Deal.of(hands[0], hands[1], hands[2], hands[3]);
    }

    private static Arbitrary<List<Integer>> shuffles() {
        Integer[] indices = new Integer[52];
        for (int i = 0; i < 52; i++) {
            indices[i] = i;
        }
        return Arbitraries.shuffle(indices);
    }

    /** Full deals (13 cards each). */
    static Arbitrary<Deal> fullDeals() {
        return shuffles().map(shuffled -> dealOf(shuffled, 13));
    }

    /** Deals of 1-13 cards per hand. */
    static Arbitrary<Deal> deals() {
        return Combinators.combine(shuffles(), Arbitraries.integers().between(1, 13)).as(BoardArbitraries::dealOf);
    }

    /**
     * Boards with every field: number, dealer, vulnerability, a contract with declarer (sometimes
     * passed out), and a random legal play of some of the cards from declarer's left-hand opponent.
     */
    static Arbitrary<BoardRecord> boardsWithPlay() {
        Arbitrary<Integer> seat = Arbitraries.integers().between(0, 3);
        Arbitrary<Contract> contract = Combinators.combine(Arbitraries.integers().between(1, 7),
                Arbitraries.integers().between(0, 4), Arbitraries.integers().between(0, 2), seat)
                .as(Contract::of);
        Arbitrary<Contract> contractOrPass = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(12, contract), net.jqwik.api.Tuple.of(1, Arbitraries.just(Contract.passedOut())));
        Arbitrary<List<Integer>> choices = Arbitraries.integers().between(0, 12).list().ofMaxSize(52);
        return Combinators.combine(deals(), Arbitraries.integers().between(1, 64), seat,
                Arbitraries.of(Vulnerability.class), contractOrPass, choices, Arbitraries.integers().between(0, 52))
                .as((deal, number, dealer, vulnerability, chosen, picks, length) -> {
                    BoardRecord.Builder board = BoardRecord.builder(deal).number(number).dealer(dealer).vulnerability(vulnerability)
                            .contract(chosen);
                    if (!chosen.isPassedOut()) {
                        board.play(randomPlay(deal, chosen.strain(), Seat.next(chosen.declarer()), picks, length));
                    }
                    return board.build();
                });
    }

    /** Up to {@code length} legal cards, each picked by the next choice among the legal ones. */
    static int[] randomPlay(Deal deal, int strain, int leader, List<Integer> picks, int length) {
        PlayTracker tracker = new PlayTracker(deal, strain, leader);
        int cards = Math.min(length, 4 * deal.cardsPerHand());
        for (int i = 0; i < cards; i++) {
            long legal = tracker.legalCards();
            int pick = i < picks.size() ? picks.get(i) % Hand.size(legal) : 0;
            for (int skip = 0; skip < pick; skip++) {
                legal &= legal - 1;
            }
            tracker.play(Long.numberOfTrailingZeros(legal));
        }
        return tracker.played();
    }
}
