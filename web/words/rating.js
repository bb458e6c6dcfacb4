// web/words/rating.js - the player's rating in words (web/play/rating-keeper.js and the New game
// dialog): the result of a rated game, why a game was not rated, and forgetting the rating.

import { plural } from './names.js';

export const ratingWords = {
  rated: (r) => {
    const sign = r.change >= 0 ? '+' : '\u2212';
    const move =
      r.suggestion === 'up'
        ? ' A stronger level would suit you now.'
        : r.suggestion === 'down'
          ? ' A weaker level would suit you better for now.'
          : '';
    return `Your rating: ${Math.round(r.after.rating)} (${sign}${Math.abs(Math.round(r.change))}, give or take ${Math.round(2 * r.after.rd)}) against ${r.level.label}, rated ${r.level.rating}.${move}`;
  },
  unrated: (why) =>
    ({
      'two-humans': 'Not rated: two players on one screen.',
      undo: 'Not rated: a move was taken back.',
      level: 'Not rated: the level changed during the game.',
      'no-human': '',
      done: '',
    })[why] ?? '',
  // In the New game dialog, under the level.
  summary: (r) =>
    r.games
      ? `Your rating: ${Math.round(r.rating)}, give or take ${Math.round(2 * r.rd)}, after ${plural(r.games, 'rated game')}.`
      : 'No rating yet: each finished game against the computer rates you.',
  reset: 'Forget my rating',
  resetAgain: 'Press again to forget it',
  resetDone: 'Your rating is forgotten: the next rated game starts a new one.',
};
