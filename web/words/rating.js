// web/words/rating.js - the player's rating in words (web/play/rating.js and the New game
// dialog): the result of a rated game, why a game was not rated, and forgetting the rating.

import { plural } from './names.js';

// A rating's margin (twice its deviation) is said with what it means while it is still wide.
const UNSETTLED_RD = 100;
const margin = (rd) =>
  rd > UNSETTLED_RD
    ? ` Give or take ${Math.round(2 * rd)}: your rating is still uncertain; after a few more games it settles.`
    : ` Give or take ${Math.round(2 * rd)}.`;
// "+12", "\u221212", or "\u00b10" when the change rounds to nothing (never "\u22120").
const change = (c) => {
  const n = Math.round(c);
  return n === 0 ? '\u00b10' : n > 0 ? `+${n}` : `\u2212${-n}`;
};
// The rule, said before a game (the New game dialog) and in the result of one not rated.
const RULE =
  'A game against the computer is rated unless you take a hint, take a move back or change the level after your first move.';

export const ratingWords = {
  rated: (r) => {
    const move =
      r.suggestion === 'up'
        ? ' A stronger level would suit you now.'
        : r.suggestion === 'down'
          ? ' A weaker level would suit you better for now.'
          : '';
    return `Your rating: ${Math.round(r.after.rating)} (${change(r.change)}) against ${r.level.label}, rated ${r.level.rating}.${margin(r.after.rd)}${move}`;
  },
  unrated: (why) =>
    ({
      'two-humans': 'Not rated: two players on one screen.',
      undo: 'Not rated: a move was taken back.',
      hint: 'Not rated: a hint was taken.',
      level: 'Not rated: the level changed during the game.',
      'no-human': '',
      done: 'Not rated again: this game was rated when it first ended.',
    })[why] ?? '',
  // Said once, at the moment a game becomes unrated.
  nowUnrated: {
    hint: 'Hints make this game unrated.',
    undo: 'Taking a move back makes this game unrated.',
    level: 'Changing the level after your first move makes this game unrated.',
  },
  // In the New game dialog, under the level.
  summary: (r) =>
    `${
      r.games
        ? `Your rating: ${Math.round(r.rating)}, give or take ${Math.round(2 * r.rd)}, after ${plural(r.games, 'rated game')}.`
        : 'No rating yet: each finished game against the computer rates you.'
    } ${RULE}`,
  reset: 'Forget my rating',
  resetAgain: 'Press again to forget it',
  resetDone: 'Your rating is forgotten: the next rated game starts a new one.',
};
