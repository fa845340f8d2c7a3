/**
 * The statistics of game results, for any game, one home for every command that judges strength by
 * play (it depends on no other module, so a game need not bring the chess record along): game-pair
 * (pentanomial) counts and their Elo ({@link org.zwang.stats.Pentanomial}), the sequential
 * probability ratio test of {@code zwang match} ({@link org.zwang.stats.Sprt}), a match's running
 * score ({@link org.zwang.stats.MatchScore}), and the joint Bradley–Terry rating fit with draws,
 * intervals and likelihood of superiority of {@code zwang compare --play}
 * ({@link org.zwang.stats.BradleyTerry}).
 */
package org.zwang.stats;
