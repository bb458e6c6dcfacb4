// The computer's level for the page's next game: a newcomer's first game is against Novice
// (the level that describes itself as "for a first game"); afterwards the level the player
// chose last (in the New game dialog or the level menu), or else the level nearest the
// player's rating once a game has been rated. An embedded game keeps the package's default
// (web/levels.js); this is the game page's rule only.
//
//   levelForNextGame({ level }, rating) -> a level name   (pure; tests/node/next-level.test.mjs)
//   nextLevel()                          -> the same, read from what this browser keeps
//   rememberLevel(name)                  the player chose `name`

import { LEVELS } from '../levels.js';
import { LEVEL_RATINGS } from '../lib/rating.js';
import { loadRating } from '../storage/rating.js';
import { pref, setPref } from '../storage/prefs.js';

export const FIRST_LEVEL = 'novice';

// prefs: { level } (the level chosen last, or nothing); rating: { rating, rd, games } or null.
export function levelForNextGame(prefs, rating) {
  const chosen = prefs?.level;
  if (chosen && LEVELS.some((l) => l.name === chosen)) return chosen;
  if (rating && rating.games > 0 && Number.isFinite(rating.rating)) {
    const near = (l) => Math.abs(l.rating - rating.rating);
    return LEVEL_RATINGS.reduce((a, b) => (near(b) < near(a) ? b : a)).name;
  }
  return FIRST_LEVEL;
}

export const nextLevel = () => levelForNextGame({ level: pref('level', '') }, loadRating());

export function rememberLevel(name) {
  setPref('level', name);
}
