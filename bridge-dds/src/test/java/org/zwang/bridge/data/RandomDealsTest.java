package org.zwang.bridge.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;

/** The generator of {@code dds random} is the oracle files' generator (their headers document it). */
class RandomDealsTest {

    @Test
    void seedOneDealsTheTwoHundredDealsOfDdtables() {
        List<Deal> oracle = BundledDdTables.deals();
        RandomDeals deals = new RandomDeals(1, 13);
        for (Deal deal : oracle) {
            assertEquals(deal.toPbn(), deals.next().toPbn());
        }
        assertEquals(200, oracle.size());
    }

    @Test
    void seedTwoStartsWithTheFirstDealOfSolvePositions() throws IOException {
        String[] first = firstDataLine(BundledSolvePositions.RESOURCE);
        assertEquals(String.join(" ", first[13], first[14], first[15], first[16]), new RandomDeals(2, 13).next().toPbn());
    }

    /** The tokens of the first data line of a resource. */
    private static String[] firstDataLine(String resource) throws IOException {
        try (InputStream in = RandomDealsTest.class.getResourceAsStream(resource)) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    return line.trim().split("\\s+");
                }
            }
        }
        throw new IllegalStateException(resource + " has no data line");
    }

    @Property(tries = 200)
    void shorterHandsAreTheStartOfTheFullHandsAndKeepTrumpsAndLeaders(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 13) int cards) {
        RandomDeals full = new RandomDeals(seed, 13);
        RandomDeals part = new RandomDeals(seed, cards);
        for (int i = 0; i < 5; i++) {
            Deal fullDeal = full.next();
            Deal partDeal = part.next();
            assertEquals(cards, partDeal.cardsPerHand());
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                long hand = partDeal.hand(seat);
                assertEquals(hand, hand & fullDeal.hand(seat), "a subset of the full hand");
                assertEquals(cards, Hand.size(hand));
            }
            assertEquals(full.strain(), part.strain());
            assertEquals(full.leader(), part.leader());
            assertTrue(part.strain() >= 0 && part.strain() < 5 && part.leader() >= 0 && part.leader() < 4);
        }
    }

    @Property(tries = 300)
    void uniformStaysInRange(@ForAll long seed, @ForAll @IntRange(min = 1, max = 1_000_000) int bound) {
        RandomDeals.SplitMix64 random = new RandomDeals.SplitMix64(seed);
        for (int i = 0; i < 20; i++) {
            int value = random.uniform(bound);
            assertTrue(value >= 0 && value < bound, value + " of " + bound);
        }
    }
}
