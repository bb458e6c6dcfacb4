// web/rules/util.js - the small words of the rules that every layer uses, defined once: the other
// side, a square's index (0..63, row * 8 + col, as the board view and the engine count), a
// move's two squares as indices, the start position and a game's outcome. Nothing here checks
// its input: the public functions of web/rules.js do that at the edges.

import { winner, legalMoves } from '../rules.js';

// The usual start as a position string (docs/RULES.md): Blue's chariot on a1, Red's on h8.
export const START_POSITION = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';

export const other = (player) => (player === 'blue' ? 'red' : 'blue');

// Square index from row and column, and back.
export const squareIndex = (r, c) => r * 8 + c;
export const squareAt = (i) => ({ r: i >> 3, c: i & 7 });

// A square's name ('e4') from its index.
export const indexName = (i) => 'abcdefgh'[i & 7] + ((i >> 3) + 1);

// The from- and to-squares of a move { fromR, fromC, toR, toC } as indices.
export const moveFrom = (m) => squareIndex(m.fromR, m.fromC);
export const moveTo = (m) => squareIndex(m.toR, m.toC);
export const moveSquares = (m) => ({ from: moveFrom(m), to: moveTo(m) });

// How a game stands in `pos` ({ board, player }): null while it goes on, else { winner,
// reason: 'chariot' | 'no-moves' } (a chariot on its far row; the side to move has no move).
export function outcome(pos) {
  const w = winner(pos.board);
  if (w) return { winner: w, reason: 'chariot' };
  if (legalMoves(pos.board, pos.player).length === 0)
    return { winner: other(pos.player), reason: 'no-moves' };
  return null;
}
