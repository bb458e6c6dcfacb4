// web/words/thinking.js - the computer's thinking in words: how a score reads to a player
// ("Red slightly better", "Blue can force a win in 2 moves") and the line shown while it
// thinks.

import { other } from '../rules/util.js';
import { NAME, plural } from './names.js';
import { movesAhead } from './moves.js';

// How a score (tenths of a piece, from `player`'s side) reads to a player.
export function standing(score, mateIn, player) {
  if (mateIn !== null && mateIn !== undefined) {
    const moves = Math.ceil(Math.abs(mateIn) / 2);
    return mateIn > 0
      ? `${NAME[player]} can force a win in ${plural(moves, 'move')}`
      : `${NAME[other(player)]} can force a win in ${plural(moves, 'move')}`;
  }
  if (typeof score !== 'number') return '';
  const a = Math.abs(score);
  const who = NAME[score > 0 ? player : other(player)];
  if (a < 5) return 'about even';
  if (a < 15) return `${who} slightly better`;
  if (a < 40) return `${who} better`;
  return `${who} much better`;
}

// "Red is thinking · 4\u00bd moves ahead · Red slightly better".
export function thinkingLine(task) {
  const bits = [`${NAME[task.player]} is thinking`];
  const p = task.progress;
  if (p && typeof p.depth === 'number') bits.push(`${movesAhead(p.depth)} ahead`);
  if (p) {
    const s = standing(p.score, p.mateIn, task.player);
    if (s) bits.push(s);
  }
  return bits.join(' \u00b7 ');
}
