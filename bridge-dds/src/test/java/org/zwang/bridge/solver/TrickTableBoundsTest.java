package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.LongFunction;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.solver.tt.PartitionTable;
import org.zwang.bridge.solver.tt.PatternTable;
import org.zwang.bridge.solver.tt.TablePosition;
import org.zwang.bridge.solver.tt.TrickTable;

/**
 * Both transposition tables against brute force on small endings: a bound stored for a pattern (each
 * suit's top cards and their holders) must hold for every holding that matches it, and the table must
 * not forget what it was told. Every position of one shape (each seat's suit lengths) and leader is
 * enumerated and solved by {@link BruteForce}; the table is given true bounds for random patterns (the
 * least and most N-S tricks over the positions a pattern covers, loosened at random), each in turn,
 * so the pattern tree nests, absorbs and tightens; then every position is probed at every threshold.
 * A probe that answers must give bounds around the position's value; a probe must answer when one
 * stored pattern covering the position decides the threshold on its own.
 */
class TrickTableBoundsTest {

    private static final int STORES = 40;
    private static final int MAX_POSITIONS = 3000;

    @Property(tries = 150)
    void thePatternTableAnswersOnlyWhatHoldsAndForgetsNothing(@ForAll long seed) {
        check(seed, bytes -> new PatternTable(bytes));
    }

    @Property(tries = 60)
    void thePartitionTableAnswersOnlyWhatHoldsAndForgetsNothing(@ForAll long seed) {
        check(seed, bytes -> new PartitionTable(bytes));
    }

    private static void check(long seed, LongFunction<TrickTable> tables) {
        Random random = new Random(seed);
        int cards = 2 + random.nextInt(2);
        Deal deal = Endings.randomDeal(random, cards);
        int strain = random.nextInt(5);
        int leader = random.nextInt(4);
        Shape shape = new Shape(deal);
        Assume.that(shape.positions() <= MAX_POSITIONS);

        // Every holding of the shape, its table key and its N-S tricks by brute force.
        List<long[]> holdings = shape.holdings();
        int n = holdings.size();
        TablePosition[] keys = new TablePosition[n];
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            long[] hands = holdings.get(i);
            keys[i] = shape.key(leader, hands);
            values[i] = BruteForce.northSouthTricks(
                    Position.start(Deal.of(hands[0], hands[1], hands[2], hands[3]), strain, leader));
        }

        TrickTable table = tables.apply(1L << 20);
        List<int[]> stored = new ArrayList<>(); // {position index, leastWin, lower, upper}
        for (int s = 0; s < STORES; s++) {
            int x = random.nextInt(n);
            int leastWin = 0;
            for (int suit = 0; suit < 4; suit++) {
                int total = shape.total[suit];
                // Mostly a few top cards, sometimes the whole suit.
                int k = total == 0 ? 0 : Math.min(total, random.nextInt(3) == 0 ? total : random.nextInt(3));
                leastWin |= k << (4 * suit);
            }
            int low = cards;
            int high = 0;
            for (int y = 0; y < n; y++) {
                if (covers(keys[x], leastWin, keys[y])) {
                    low = Math.min(low, values[y]);
                    high = Math.max(high, values[y]);
                }
            }
            int lower = random.nextBoolean() ? low : random.nextInt(low + 1);
            int upper = random.nextBoolean() ? high : high + random.nextInt(cards - high + 1);
            table.store(keys[x], leastWin, lower, upper, 0);
            stored.add(new int[] {x, leastWin, lower, upper});
        }

        TrickTable.Answer answer = new TrickTable.Answer();
        for (int y = 0; y < n; y++) {
            for (int t = 1; t <= cards; t++) {
                int threshold = t;
                int value = values[y];
                boolean hit = table.probe(keys[y], threshold, answer);
                if (hit) {
                    assertTrue(answer.lower <= value && value <= answer.upper,
                            () -> "seed " + seed + ": bounds " + answer.lower + ".." + answer.upper
                                    + " exclude the true value " + value);
                    assertTrue(answer.lower >= threshold || answer.upper < threshold, "a hit decides its threshold");
                }
                for (int[] entry : stored) {
                    if (covers(keys[entry[0]], entry[1], keys[y]) && (entry[2] >= threshold || entry[3] < threshold)) {
                        assertTrue(hit, () -> "seed " + seed + ": a stored pattern decides the probe, the table did not");
                        break;
                    }
                }
            }
        }
    }

    /** Whether {@code y} holds the top {@code leastWin} cards of each suit in the same seats as {@code x}. */
    private static boolean covers(TablePosition x, int leastWin, TablePosition y) {
        for (int suit = 0; suit < 4; suit++) {
            int k = (leastWin >>> (4 * suit)) & 15;
            if (k == 0) {
                continue;
            }
            int total = TablePosition.suitTotal(x.lengths, suit);
            long xs = suitCode(x, suit);
            long ys = suitCode(y, suit);
            if ((xs >>> (2 * (total - k))) != (ys >>> (2 * (total - k)))) {
                return false;
            }
        }
        return true;
    }

    private static long suitCode(TablePosition p, int suit) {
        long word = suit < 2 ? p.holdersSpadesHearts : p.holdersDiamondsClubs;
        return (word >>> (32 * (suit & 1))) & 0xFFFF_FFFFL;
    }

    /** The cards of a deal and each seat's suit lengths; every way to hold them with those lengths. */
    private static final class Shape {
        final int[][] suitCards = new int[4][]; // per suit, its cards from the highest down
        final int[][] lengths = new int[4][4]; // [seat][suit]
        final int[] total = new int[4];

        Shape(Deal deal) {
            for (int suit = 0; suit < 4; suit++) {
                List<Integer> list = new ArrayList<>();
                for (int rank = 14; rank >= 2; rank--) {
                    int card = Card.of(suit, rank);
                    for (int seat = 0; seat < 4; seat++) {
                        if ((deal.hand(seat) & Card.bit(card)) != 0) {
                            list.add(card);
                            lengths[seat][suit]++;
                        }
                    }
                }
                suitCards[suit] = list.stream().mapToInt(Integer::intValue).toArray();
                total[suit] = list.size();
            }
        }

        long positions() {
            long count = 1;
            for (int suit = 0; suit < 4; suit++) {
                long ways = factorial(total[suit]);
                for (int seat = 0; seat < 4; seat++) {
                    ways /= factorial(lengths[seat][suit]);
                }
                count *= ways;
            }
            return count;
        }

        private static long factorial(int k) {
            long f = 1;
            for (int i = 2; i <= k; i++) {
                f *= i;
            }
            return f;
        }

        List<long[]> holdings() {
            List<long[]> out = new ArrayList<>();
            fill(0, new long[4], out);
            return out;
        }

        private void fill(int suit, long[] hands, List<long[]> out) {
            if (suit == 4) {
                out.add(hands.clone());
                return;
            }
            int[] left = new int[4];
            for (int seat = 0; seat < 4; seat++) {
                left[seat] = lengths[seat][suit];
            }
            place(suit, 0, left, hands, out);
        }

        private void place(int suit, int index, int[] left, long[] hands, List<long[]> out) {
            if (index == suitCards[suit].length) {
                fill(suit + 1, hands, out);
                return;
            }
            long bit = Card.bit(suitCards[suit][index]);
            for (int seat = 0; seat < 4; seat++) {
                if (left[seat] > 0) {
                    left[seat]--;
                    hands[seat] |= bit;
                    place(suit, index + 1, left, hands, out);
                    hands[seat] &= ~bit;
                    left[seat]++;
                }
            }
        }

        /** The table key: leader, lengths, holders from the highest card (top bits) down. */
        TablePosition key(int leader, long[] hands) {
            long lengthBits = 0;
            for (int seat = 0; seat < 4; seat++) {
                for (int suit = 0; suit < 4; suit++) {
                    lengthBits |= (long) lengths[seat][suit] << (16 * seat + 4 * suit);
                }
            }
            long[] codes = new long[4];
            for (int suit = 0; suit < 4; suit++) {
                long code = 0;
                for (int card : suitCards[suit]) {
                    int holder = 0;
                    while ((hands[holder] & Card.bit(card)) == 0) {
                        holder++;
                    }
                    code = code << 2 | holder;
                }
                codes[suit] = code;
            }
            return new TablePosition().set(leader, lengthBits, codes[0] | codes[1] << 32, codes[2] | codes[3] << 32);
        }
    }
}
