package org.zwang.duck.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The numbers of the {@link Evaluation}, by name: what Texel tuning fits ({@code zwang duck tune}) and
 * a weights file holds. {@link #DEFAULT} is the engine's evaluation; a set of weights is a value
 * (immutable; {@link #with} makes another). Written as text one {@code name value} per line
 * ({@link #toText}), read back by {@link #parse}.
 */
public final class EvaluationWeights {

    /** The groups a tuning run may be limited to ({@code --terms}). */
    public enum Group {
        MATERIAL, MOBILITY, KING, PSQ, TEMPO
    }

    /** One weight: its name in a weights file, its group and the engine's value. */
    public enum Weight {
        // material, centipawns, midgame then endgame
        PAWN_MG(Group.MATERIAL, 68), KNIGHT_MG(Group.MATERIAL, 304), BISHOP_MG(Group.MATERIAL, 266),
        ROOK_MG(Group.MATERIAL, 436), QUEEN_MG(Group.MATERIAL, 854),
        PAWN_EG(Group.MATERIAL, 216), KNIGHT_EG(Group.MATERIAL, 348), BISHOP_EG(Group.MATERIAL, 352),
        ROOK_EG(Group.MATERIAL, 482), QUEEN_EG(Group.MATERIAL, 918),
        // mobility: per safe square attacked
        MOBILITY_KNIGHT_MG(Group.MOBILITY, 20), MOBILITY_BISHOP_MG(Group.MOBILITY, 5),
        MOBILITY_ROOK_MG(Group.MOBILITY, 3), MOBILITY_QUEEN_MG(Group.MOBILITY, -14),
        MOBILITY_KNIGHT_EG(Group.MOBILITY, 20), MOBILITY_BISHOP_EG(Group.MOBILITY, 5),
        MOBILITY_ROOK_EG(Group.MOBILITY, 5), MOBILITY_QUEEN_EG(Group.MOBILITY, 4),
        // king safety: attack units per attacked king-zone square, the danger's cap, shelter, a king en prise
        KING_ATTACK_PAWN(Group.KING, 1), KING_ATTACK_KNIGHT(Group.KING, 2), KING_ATTACK_BISHOP(Group.KING, 2),
        KING_ATTACK_ROOK(Group.KING, 3), KING_ATTACK_QUEEN(Group.KING, 5), KING_ATTACK_KING(Group.KING, 1),
        KING_DANGER_CAP(Group.KING, 804), SHELTER_PAWN(Group.KING, -4), OPEN_FILE_NEAR_KING(Group.KING, -1),
        KING_EN_PRISE_UNBLOCKABLE(Group.KING, 1404), KING_EN_PRISE_SLIDER(Group.KING, 204),
        TEMPO(Group.TEMPO, 26),
        // piece-square formulas (Evaluation's table): pawn advance by rank (3rd to 7th), centre pawns
        PAWN_RANK3_MG(Group.PSQ, 5), PAWN_RANK4_MG(Group.PSQ, -6), PAWN_RANK5_MG(Group.PSQ, -28),
        PAWN_RANK6_MG(Group.PSQ, 35), PAWN_RANK7_MG(Group.PSQ, 156),
        PAWN_RANK3_EG(Group.PSQ, -22), PAWN_RANK4_EG(Group.PSQ, 20), PAWN_RANK5_EG(Group.PSQ, 51),
        PAWN_RANK6_EG(Group.PSQ, 124), PAWN_RANK7_EG(Group.PSQ, 191),
        PAWN_CENTRE_MG(Group.PSQ, 5),
        // centrality (0 at the edge .. 3 in the centre) times a weight, plus an offset
        KNIGHT_CENTRE_MG(Group.PSQ, -4), KNIGHT_OFFSET_MG(Group.PSQ, -52),
        KNIGHT_CENTRE_EG(Group.PSQ, -8), KNIGHT_OFFSET_EG(Group.PSQ, 68),
        BISHOP_CENTRE_MG(Group.PSQ, 21), BISHOP_OFFSET_MG(Group.PSQ, -8), BISHOP_DIAGONAL_MG(Group.PSQ, 8),
        BISHOP_CENTRE_EG(Group.PSQ, 21), BISHOP_OFFSET_EG(Group.PSQ, -8),
        ROOK_SEVENTH_MG(Group.PSQ, -12), ROOK_CENTRAL_FILE_MG(Group.PSQ, -28), ROOK_SEVENTH_EG(Group.PSQ, -1),
        QUEEN_CENTRE_MG(Group.PSQ, 19), QUEEN_OFFSET_MG(Group.PSQ, -101),
        QUEEN_CENTRE_EG(Group.PSQ, 54), QUEEN_OFFSET_EG(Group.PSQ, 39),
        // the king on its first rank, by file, in the midgame; off it, a penalty per rank plus an offset
        KING_FILE_A_MG(Group.PSQ, -76), KING_FILE_B_MG(Group.PSQ, 14), KING_FILE_C_MG(Group.PSQ, -86),
        KING_FILE_D_MG(Group.PSQ, -48), KING_FILE_E_MG(Group.PSQ, 32), KING_FILE_F_MG(Group.PSQ, 42),
        KING_FILE_G_MG(Group.PSQ, 94), KING_FILE_H_MG(Group.PSQ, -28),
        KING_RANK_MG(Group.PSQ, -31), KING_OFFSET_MG(Group.PSQ, 54),
        KING_CENTRE_EG(Group.PSQ, 28), KING_OFFSET_EG(Group.PSQ, -18);

        private final Group group;
        private final int engineValue;

        Weight(Group group, int engineValue) {
            this.group = group;
            this.engineValue = engineValue;
        }

        public Group group() {
            return group;
        }

        /** The name in a weights file: lower case with hyphens ({@code knight-mg}). */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** The engine's evaluation. */
    public static final EvaluationWeights DEFAULT;

    static {
        Weight[] all = Weight.values();
        int[] values = new int[all.length];
        for (Weight weight : all) {
            values[weight.ordinal()] = weight.engineValue;
        }
        DEFAULT = new EvaluationWeights(values);
    }

    private final int[] values;

    private EvaluationWeights(int[] values) {
        this.values = values;
    }

    public int get(Weight weight) {
        return values[weight.ordinal()];
    }

    /** These weights with {@code weight} set to {@code value}. */
    public EvaluationWeights with(Weight weight, int value) {
        int[] changed = values.clone();
        changed[weight.ordinal()] = value;
        return new EvaluationWeights(changed);
    }

    /** The weights of {@code groups}, in file order. */
    public static List<Weight> of(List<Group> groups) {
        List<Weight> chosen = new ArrayList<>();
        for (Weight weight : Weight.values()) {
            if (groups.contains(weight.group)) {
                chosen.add(weight);
            }
        }
        return chosen;
    }

    /** One {@code name value} line per weight, in file order. */
    public String toText() {
        StringBuilder text = new StringBuilder();
        for (Weight weight : Weight.values()) {
            text.append(weight.id()).append(' ').append(get(weight)).append('\n');
        }
        return text.toString();
    }

    /**
     * Weights from {@code name value} lines ({@code #} comments and blank lines skipped); a weight not
     * named keeps its {@link #DEFAULT} value.
     *
     * @throws IllegalArgumentException naming the line of an unknown name or a bad value
     */
    public static EvaluationWeights parse(List<String> lines) {
        int[] values = DEFAULT.values.clone();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+");
            Weight weight = parts.length == 2 ? byId(parts[0]) : null;
            if (weight == null) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected 'NAME VALUE' with a weight's name, got '"
                        + (line.length() > 60 ? line.substring(0, 60) + "..." : line) + "'");
            }
            try {
                values[weight.ordinal()] = Integer.parseInt(parts[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": bad value '" + parts[1] + "' for " + parts[0]);
            }
        }
        return new EvaluationWeights(values);
    }

    private static Weight byId(String id) {
        for (Weight weight : Weight.values()) {
            if (weight.id().equals(id)) {
                return weight;
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EvaluationWeights && Arrays.equals(values, ((EvaluationWeights) other).values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return toText().strip().replace('\n', ',');
    }
}
