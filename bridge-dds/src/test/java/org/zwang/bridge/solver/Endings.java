package org.zwang.bridge.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;

/**
 * Valid random positions for properties: deal {@code cards} random cards to each hand, pick a trump
 * strain and a leader, then play {@code played} random legal cards (so the current trick may hold
 * 0-3 cards and earlier tricks may be complete).
 */
final class Endings {

    private Endings() {
    }

    static Deal randomDeal(Random random, int cards) {
        List<Integer> deck = new ArrayList<>();
        for (int suit = 0; suit < 4; suit++) {
            for (int rank = 2; rank <= 14; rank++) {
                deck.add(Card.of(suit, rank));
            }
        }
        Collections.shuffle(deck, random);
        long[] hands = new long[4];
        for (int i = 0; i < 4 * cards; i++) {
            hands[i / cards] |= Card.bit(deck.get(i));
        }
        return Deal.of(hands[0], hands[1], hands[2], hands[3]);
    }

    static Position playRandomly(Position start, Random random, int cards) {
        Position position = start;
        for (int i = 0; i < cards && !position.isFinished(); i++) {
            long legal = position.legalCards();
            int pick = random.nextInt(Long.bitCount(legal));
            long rest = legal;
            for (int j = 0; j < pick; j++) {
                rest &= rest - 1;
            }
            position = position.play(Long.numberOfTrailingZeros(rest));
        }
        return position;
    }

    /**
     * Positions where the seat to move holds {@code minCards..maxCards} cards: a random deal with up
     * to two more cards per hand, trump and leader random, then random legal play of the extra tricks
     * and 0-3 cards of the current trick.
     */
    static Arbitrary<Position> positions(int minCards, int maxCards) {
        return Arbitraries.longs().map(seed -> position(new Random(seed), minCards, maxCards));
    }

    static Position position(Random random, int minCards, int maxCards) {
        int cards = minCards + random.nextInt(maxCards - minCards + 1);
        int extraTricks = random.nextInt(3);
        Position start = Position.start(randomDeal(random, cards + extraTricks), random.nextInt(5),
                random.nextInt(4));
        return playRandomly(start, random, 4 * extraTricks + random.nextInt(4));
    }

    /** Deals with {@code minCards..maxCards} cards per hand. */
    static Arbitrary<Deal> deals(int minCards, int maxCards) {
        return Arbitraries.longs().map(seed -> {
            Random random = new Random(seed);
            return randomDeal(random, minCards + random.nextInt(maxCards - minCards + 1));
        });
    }
}
