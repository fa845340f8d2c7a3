package org.zwang.web.bridge;

import java.util.Random;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;

/**
 * A fresh random deal for the page's "Deal" button: a uniform Fisher-Yates shuffle of the 52 cards,
 * 13 to each seat. (The seeded, reproducible generator of {@code dds random} is for test sets; the
 * page wants a new deal each time.)
 */
final class RandomDeal {

    private RandomDeal() {
    }

    static Deal next(Random random) {
        int[] deck = new int[52];
        for (int c = 0; c < 52; c++) {
            deck[c] = c;
        }
        for (int i = 51; i >= 1; i--) {
            int j = random.nextInt(i + 1);
            int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
        }
        long[] hands = new long[Seat.COUNT];
        for (int i = 0; i < 52; i++) {
            int c = deck[i];
            hands[i / 13] |= Card.bit(Card.of(c / 13, 14 - c % 13));
        }
        return Deal.of(hands[0], hands[1], hands[2], hands[3]);
    }
}
