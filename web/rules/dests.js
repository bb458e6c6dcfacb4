// web/rules/dests.js - what the board view is given to move pieces (web/board/input.js): the
// legal destinations of each piece, as square indices, and the move a reported pair stands for.

import { legalMoves } from '../rules.js';
import { moveFrom, moveTo } from './util.js';

// Map from -> [to] of the moves in `moves` (by default the legal moves of `player` on `board`).
export function destsOf(board, player, moves = legalMoves(board, player)) {
  const dests = new Map();
  for (const m of moves) {
    const from = moveFrom(m);
    if (!dests.has(from)) dests.set(from, []);
    dests.get(from).push(moveTo(m));
  }
  return dests;
}

// The move of `moves` from square `from` to square `to`, or null.
export const moveBetween = (moves, from, to) =>
  moves.find((m) => moveFrom(m) === from && moveTo(m) === to) || null;
