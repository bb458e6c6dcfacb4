// web/lib/rating.js - ratings on one scale for the computer's levels, the player and the puzzles.
//
// The scale is anchored on the ladder (`make ladder`, bench/RESULTS.md): each level beat the
// one below it by a measured Elo step, so putting the weakest level at ANCHOR gives every level
// a rating, and a rating uncertainty that grows with the measurements' error along the way.
// The player's rating is Glicko (Glickman's first system): a rating and a deviation (RD, the
// uncertainty), updated after each rated game against a level, the level's own deviation
// counting as the opponent's. A game is rated only against the computer, with one human
// player and no undo.
//
// Pure functions; the stored rating is web/storage/rating.js's.

import { LEVELS } from '../levels.js';
import { describe } from './describe.js';

// Each level over the one below, weakest first: [Elo, its standard error], from the 200-game
// pairs of bench/ladder-results.json (tests/node/rating.test.mjs checks them against that file).
export const LADDER_STEPS = [
  [196, 29],
  [288, 34],
  [241, 31],
  [354, 39],
  [252, 31],
  [235, 30],
  [200, 29],
  [319, 35],
  [282, 33],
  [346, 38],
  [200, 29],
  [121, 26],
];
export const ANCHOR = 800; // the weakest level's rating
export const START = { rating: 1200, rd: 350, games: 0 }; // a new player: unknown, anywhere from novice to skilled
const MIN_RD = 40; // the deviation never falls below this: a player keeps changing
const MAX_RD = 350;
const Q = Math.LN10 / 400;

// [{ name, label, rating, rd }] for every level, weakest first.
export const LEVEL_RATINGS = (() => {
  let rating = ANCHOR;
  let variance = 0;
  return LEVELS.map((level, i) => {
    if (i > 0) {
      rating += LADDER_STEPS[i - 1][0];
      variance += LADDER_STEPS[i - 1][1] ** 2;
    }
    return { name: level.name, label: level.label, rating, rd: Math.round(Math.sqrt(variance)) };
  });
})();

export function levelRating(name) {
  const level = LEVEL_RATINGS.find((l) => l.name === name);
  if (!level) throw new Error(`unknown level ${describe(name)}`);
  return level;
}

const g = (rd) => 1 / Math.sqrt(1 + (3 * Q * Q * rd * rd) / (Math.PI * Math.PI));

// The expected score of `a` against `b` (both { rating, rd }).
export function expectedScore(a, b) {
  return 1 / (1 + 10 ** ((-g(b.rd) * (a.rating - b.rating)) / 400));
}

// Glicko's update of `player` ({ rating, rd, games }) after the games of one rating period:
// results [{ opponent: { rating, rd }, score }] (score 1 a win, 0.5 a draw, 0 a loss).
// Returns the new player, unrounded. (Glickman's worked example is in tests/node/rating.test.mjs.)
export function glickoPeriod(player, results) {
  checkRatingRecord(player);
  let v = 0;
  let delta = 0;
  for (const { opponent, score } of results) {
    if (score !== 0 && score !== 0.5 && score !== 1)
      throw new Error(`score must be 0, 0.5 or 1, got ${describe(score)}`);
    checkRating(opponent, 'opponent');
    if (opponent.rd < 0) throw new Error(`opponent.rd must be 0 or more, got ${describe(opponent.rd)}`); // 0: the anchor, exact by definition
    const gj = g(opponent.rd);
    const e = expectedScore(player, opponent);
    v += Q * Q * gj * gj * e * (1 - e); // 1/d², summed over the games
    delta += gj * (score - e);
  }
  const precision = 1 / (player.rd * player.rd) + v;
  return {
    rating: player.rating + (Q / precision) * delta,
    rd: Math.min(MAX_RD, Math.max(MIN_RD, Math.sqrt(1 / precision))),
    games: player.games + results.length,
  };
}

// One game moves a rating by at most this much: about one level's step on the ladder (the
// smallest, from the weakest level up, is 196). Glicko alone moves a new player (RD 350) by up
// to about 500 points in one game (a loss to the weakest level: -409 from 1248), more than
// the game can say (issue 30).
export const MAX_GAME_CHANGE = 200;

// After one game: each finished game is a rating period of its own, its change bounded.
export function glickoUpdate(player, opponent, score) {
  const after = glickoPeriod(player, [{ opponent, score }]);
  const change = Math.max(-MAX_GAME_CHANGE, Math.min(MAX_GAME_CHANGE, after.rating - player.rating));
  return { ...after, rating: player.rating + change };
}

function checkRating(p, what, keys = ['rating', 'rd']) {
  if (p === null || typeof p !== 'object')
    throw new Error(`${what} must be { ${keys.join(', ')} }, got ${describe(p)}`);
  for (const key of keys) {
    if (!Object.hasOwn(p, key) || !Number.isFinite(p[key]))
      throw new Error(`${what}.${key} must be a number, got ${describe(p[key])}`);
  }
}

// A player's rating record { rating, rd, games }, as stored and as glickoPeriod takes it.
export function checkRatingRecord(p) {
  checkRating(p, 'rating', ['rating', 'rd', 'games']);
  if (p.rd <= 0) throw new Error(`rating.rd must be above 0, got ${describe(p.rd)}`);
}

// Rates a finished game. game: { blue, red ('human' | 'ai'), level, winner ('blue' | 'red'),
// undos (how many moves were taken back) }. Returns { rated: false, why } for a game that does
// not count, else { rated: true, before, after, change, level, suggestion } where suggestion is
// 'up', 'down' or null: a level above or below would be a fairer match.
export function rateGame(player, game) {
  const humans = ['blue', 'red'].filter((side) => game[side] === 'human');
  if (humans.length !== 1) return { rated: false, why: humans.length ? 'two-humans' : 'no-human' };
  if (game.undos > 0) return { rated: false, why: 'undo' };
  const level = levelRating(game.level);
  const after = glickoUpdate(player, level, game.winner === humans[0] ? 1 : 0);
  const i = LEVEL_RATINGS.indexOf(level);
  const nearest = LEVEL_RATINGS.reduce((a, b) =>
    Math.abs(b.rating - after.rating) < Math.abs(a.rating - after.rating) ? b : a,
  );
  const j = LEVEL_RATINGS.indexOf(nearest);
  // A suggestion only once the rating is known well enough to say so.
  const suggestion = after.rd > 150 || j === i ? null : j > i ? 'up' : 'down';
  return { rated: true, before: player, after, change: after.rating - player.rating, level, suggestion };
}
