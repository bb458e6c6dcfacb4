// web/rules/outcome.js - how a game stands: one home for "is the game over, and who won", for the
// game controller and PolisGame. (Kept out of web/rules/util.js, which the board view uses and
// which needs no rules.)

import { winner, legalMoves } from '../rules.js';
import { other } from './util.js';

// null while the game goes on in `pos` ({ board, player }), else { winner, reason: 'chariot' |
// 'no-moves' } (a chariot on its far row; the side to move has no move).
export function outcome(pos) {
  const w = winner(pos.board);
  if (w) return { winner: w, reason: 'chariot' };
  if (legalMoves(pos.board, pos.player).length === 0)
    return { winner: other(pos.player), reason: 'no-moves' };
  return null;
}
