package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/**
 * Garbage never crashes a parser: every parser either accepts the text or throws an
 * IllegalArgumentException whose message is one non-empty line. The garbage is of two kinds:
 * random strings over the characters the formats use (plus a few others), and valid lines of
 * each format with random characters replaced, inserted or deleted, which get much deeper into
 * the parsers.
 */
class GarbagePropertiesTest {

    private static final String ALPHABET = "NESWnesw:.-/|,[]\"{};%#*+=$^!?AKQJT98765432akqjt10 SHDCshdcXxPp\t\u2660\u2665\n\r\u0000";

    private static final List<String> VALID = List.of(
            "N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8",
            "E:K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8 -",
            "W:A.K.. Q.A.. K.Q.. J.J..",
            "pn|S,W,N,E|st||md|3ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,SQ64HJT98742D7CT6,|rh||ah|Board 1|sv|o|mb|p|mb|1D|"
                    + "mb|p|mb|3N|mb|p|mb|p|mb|p|pc|HJ|pc|HA|pc|H5|pc|H3|pc|HK|pc|S3|pc|H6|pc|H2|mc|10|pg||",
            "S         N         A9..AKJT84.KQ/Q5.T873.973.9/J8.QJ94.6.AT3/KT63.A5.5.876",
            "NT S 4 11 984.K973.J6.5/J.654.K4.KJ84/A3.Q.A82.A972/QT76.2.Q95.Q3",
            "[Deal \"N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8\"] [Declarer \"W\"]"
                    + " [Contract \"3NT\"] [Play \"N\"] HJ HA H5 H3 H2 HK S3 H6 *",
            "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n[Deal \"S:AK.. QJ.. T9.. 87..\"]\n[Contract \"S\"]\n[Play \"W\"]\nS8 SA SQ ST\n*");

    @Provide
    Arbitrary<String> garbage() {
        Arbitrary<String> random = Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMaxLength(120);
        Arbitrary<String> mutated = Combinators.combine(Arbitraries.of(VALID),
                Arbitraries.integers().between(0, 1000).list().ofMinSize(1).ofMaxSize(8),
                Arbitraries.strings().withChars(ALPHABET.toCharArray()).ofMinLength(8).ofMaxLength(8))
                .as(GarbagePropertiesTest::mutate);
        return Arbitraries.oneOf(random, mutated, mutated);
    }

    /** Applies edits: each position picks replace, insert or delete at a place in the text. */
    private static String mutate(String valid, List<Integer> edits, String characters) {
        StringBuilder text = new StringBuilder(valid);
        for (int i = 0; i < edits.size(); i++) {
            int edit = edits.get(i);
            int at = text.length() == 0 ? 0 : edit % text.length();
            char c = characters.charAt(i % characters.length());
            switch (edit % 3) {
                case 0:
                    if (text.length() > 0) {
                        text.setCharAt(at, c);
                    }
                    break;
                case 1:
                    text.insert(at, c);
                    break;
                default:
                    if (text.length() > 0) {
                        text.deleteCharAt(at);
                    }
            }
        }
        return text.toString();
    }

    @Property(tries = 3000)
    void everyParserAcceptsOrNamesTheProblemOnOneLine(@ForAll("garbage") String text) {
        check(text, Deal::parsePbn);
        check(text, Hand::parse);
        check(text, Card::parse);
        check(text, t -> Contract.parse(t, Seat.NORTH));
        check(text, Vulnerability::parse);
        check(text, Seat::parse);
        check(text, Strain::parse);
        check(text, LinFormat::read);
        check(text, t -> LinFormat.read(List.of(t.split("\n", -1))));
        check(text, LinFormat::parseHand);
        check(text, DumDumFormat::read);
        check(text, DumDumFormat::parseHands);
        check(text, DealFileReader::parseDealLine);
        check(text, PbnReader::read);
        check(text, t -> {
            Auction auction = new Auction(Seat.EAST);
            for (String call : t.split("[\\s|]+")) {
                auction.call(call);
            }
        });
        check(text, t -> DealFileReader.read("garbage.txt", t));
        check(text, t -> DealFileReader.read("garbage.txt", "# header\n" + t + "\n" + t));
    }

    private static void check(String text, Consumer<String> parser) {
        try {
            parser.accept(text);
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            assertTrue(message != null && !message.isBlank(), () -> "empty message for " + text);
            assertFalse(message.contains("\n") || message.contains("\r"), () -> "message on several lines: " + message);
        }
    }

    @Property(tries = 300)
    void fileErrorsNameTheLine(@ForAll("garbage") String text) {
        try {
            DealFileReader.read("f.txt", "# header\n\n" + text);
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            assertTrue(message.startsWith("f.txt, line ") || message.equals("f.txt: no deals found"), message);
        }
    }
}
