/**
 * The statistics of game results, one home for every command that judges strength by play: game-pair
 * (pentanomial) counts and their Elo ({@link org.zwang.record.stats.Pentanomial}), the sequential
 * probability ratio test of {@code zwang match} ({@link org.zwang.record.stats.Sprt}), a match's running
 * score ({@link org.zwang.record.stats.MatchScore}), and the joint Bradley–Terry rating fit with draws,
 * intervals and likelihood of superiority of {@code zwang compare --play}
 * ({@link org.zwang.record.stats.BradleyTerry}).
 */
package org.zwang.record.stats;
