package org.zwang.bridge.io;

import java.util.Arrays;
import java.util.Objects;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/**
 * One board read from a file: the deal and whatever the file said about it (number, dealer,
 * vulnerability, contract and declarer, the trump and opening leader of a problem, the cards
 * played). Immutable; what the file did not say is -1 (seats, strain), 0 (number) or null.
 */
public final class BoardRecord {

    private final int number;
    private final Deal deal;
    private final int dealer;
    private final Vulnerability vulnerability;
    private final Contract contract;
    private final int strain;
    private final int leader;
    private final int[] play;
    private final String playNote;
    private final int lineNumber;

    private BoardRecord(Builder builder) {
        this.number = builder.number;
        this.deal = builder.deal;
        this.dealer = builder.dealer;
        this.vulnerability = builder.vulnerability;
        this.contract = builder.contract;
        this.strain = builder.strain >= 0 ? builder.strain
                : builder.contract != null && !builder.contract.isPassedOut() ? builder.contract.strain() : -1;
        this.leader = builder.leader >= 0 ? builder.leader
                : builder.contract != null && builder.contract.declarer() >= 0 ? Seat.next(builder.contract.declarer())
                : -1;
        this.play = builder.play.clone();
        this.playNote = builder.playNote;
        this.lineNumber = builder.lineNumber;
    }

    /** A builder for a board of {@code deal}. */
    public static Builder builder(Deal deal) {
        return new Builder(deal);
    }

    /** A board holding only a deal. */
    public static BoardRecord of(Deal deal) {
        return builder(deal).build();
    }

    /** Board number, or 0 when not given. */
    public int number() {
        return number;
    }

    public Deal deal() {
        return deal;
    }

    /** The dealer's seat, or -1 when not given. */
    public int dealer() {
        return dealer;
    }

    /** The vulnerability, or null when not given. */
    public Vulnerability vulnerability() {
        return vulnerability;
    }

    /** The final contract with its declarer, or null when not given. */
    public Contract contract() {
        return contract;
    }

    /** The declarer, or -1 when not given. */
    public int declarer() {
        return contract == null ? -1 : contract.declarer();
    }

    /**
     * The trump {@link Strain} for play and solving: the contract's, or the one a dum-dum line or a
     * PBN end position names; -1 when not given.
     */
    public int strain() {
        return strain;
    }

    /** The opening leader: as given, else declarer's left-hand opponent; -1 when unknown. */
    public int leader() {
        return leader;
    }

    /** The cards played, in play order from the opening lead (a copy; empty when none). */
    public int[] play() {
        return play.clone();
    }

    /**
     * Why the recorded play stops early (an unknown card, an irregularity such as a revoke), or
     * null; the cards before that point are in {@link #play()}.
     */
    public String playNote() {
        return playNote;
    }

    /** The line of the file where this board starts (1-based), or 0. */
    public int lineNumber() {
        return lineNumber;
    }

    /** A builder holding this board's values. */
    public Builder toBuilder() {
        Builder builder = new Builder(deal);
        builder.number = number;
        builder.dealer = dealer;
        builder.vulnerability = vulnerability;
        builder.contract = contract;
        builder.strain = strain;
        builder.leader = leader;
        builder.play = play.clone();
        builder.playNote = playNote;
        builder.lineNumber = lineNumber;
        return builder;
    }

    /** Equality of everything but the line number. */
    @Override
    public boolean equals(Object other) {
        if (!(other instanceof BoardRecord)) {
            return false;
        }
        BoardRecord that = (BoardRecord) other;
        return number == that.number && deal.equals(that.deal) && dealer == that.dealer
                && vulnerability == that.vulnerability && Objects.equals(contract, that.contract) && strain == that.strain
                && leader == that.leader && Arrays.equals(play, that.play) && Objects.equals(playNote, that.playNote);
    }

    @Override
    public int hashCode() {
        return Objects.hash(number, deal, dealer, vulnerability, contract, strain, leader, Arrays.hashCode(play));
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Board[");
        if (number > 0) {
            text.append(number).append(' ');
        }
        text.append(deal.toPbn());
        if (dealer >= 0) {
            text.append(" dealer ").append(Seat.letter(dealer));
        }
        if (vulnerability != null) {
            text.append(" vul ").append(vulnerability.toPbn());
        }
        if (contract != null) {
            text.append(' ').append(contract);
        } else if (strain >= 0) {
            text.append(" trump ").append(Strain.name(strain));
        }
        if (leader >= 0) {
            text.append(" lead ").append(Seat.letter(leader));
        }
        if (play.length > 0) {
            text.append(" play ").append(play.length).append(" cards");
        }
        return text.append(']').toString();
    }

    /** Collects the values of a {@link Board}. */
    public static final class Builder {
        private final Deal deal;
        private int number;
        private int dealer = -1;
        private Vulnerability vulnerability;
        private Contract contract;
        private int strain = -1;
        private int leader = -1;
        private int[] play = new int[0];
        private String playNote;
        private int lineNumber;

        private Builder(Deal deal) {
            this.deal = Objects.requireNonNull(deal, "deal");
        }

        public Builder number(int boardNumber) {
            this.number = boardNumber;
            return this;
        }

        public Builder dealer(int seat) {
            this.dealer = seat;
            return this;
        }

        public Builder vulnerability(Vulnerability value) {
            this.vulnerability = value;
            return this;
        }

        public Builder contract(Contract value) {
            this.contract = value;
            return this;
        }

        /** The trump strain when no contract gives it (dum-dum lines, PBN end positions). */
        public Builder strain(int value) {
            this.strain = value;
            return this;
        }

        public Builder leader(int seat) {
            this.leader = seat;
            return this;
        }

        /** Cards in play order; the caller has checked them (see {@link PlayTracker}). */
        public Builder play(int[] cards) {
            this.play = cards.clone();
            return this;
        }

        public Builder playNote(String note) {
            this.playNote = note;
            return this;
        }

        public Builder lineNumber(int line) {
            this.lineNumber = line;
            return this;
        }

        public BoardRecord build() {
            return new BoardRecord(this);
        }
    }
}
