// Polis rules: the reference implementation used by the game page (and the
// yardstick the C engine is checked against). See docs/RULES.md.
//
// ES module, no dependencies; works in browsers, workers and Node.
// This module is the public face of the rules; the work is split by job:
//   web/rules/board.js  the board: representation, validation, conversion
//   web/rules/moves.js   move resolution, move generation, perft
//   web/rules/notation.js     squares, moves and position strings
//   web/lib/describe.js     short descriptions of bad values for error messages
//
// Public board shape: an 8 x 8 array of rows (row 0 = Blue's home, top); each
// cell is null or { team: 'blue'|'red', type: 'dog'|'chariot', stunned: boolean }.
// Moves: { fromR, fromC, toR, toC }. Players: 'blue' | 'red'.

import { describe } from './lib/describe.js';
import { BLUE, RED, CHARIOT, toCells, fromCells, checkTeam } from './rules/board.js';
import { chariotWinner, generate, perftCells, toMove, gameOverError, applyChecked } from './rules/moves.js';

export {
  squareName,
  parseSquare,
  moveToString,
  parseMove,
  parsePosition,
  formatPosition,
} from './rules/notation.js';

/** Throws an Error naming the problem if `board` is not a valid board. */
export function validateBoard(board) {
  toCells(board);
}

/** The start position: Blue on rows 0-1 (chariot a1), Red on rows 6-7 (chariot h8). */
export function initialBoard() {
  const a = new Int8Array(64);
  for (let s = 0; s < 16; s++) a[s] = BLUE;
  for (let s = 48; s < 64; s++) a[s] = RED;
  a[0] = BLUE | CHARIOT;
  a[63] = RED | CHARIOT;
  return fromCells(a);
}

/** 'blue' | 'red' | null, by the chariot rule only. */
export function winner(board) {
  return chariotWinner(toCells(board));
}

/**
 * Legal moves of `player`, in the original game's order. Throws if the
 * position already has a winner by the chariot rule.
 */
export function legalMoves(board, player) {
  const a = toCells(board);
  const team = checkTeam(player);
  const w = chariotWinner(a);
  if (w !== null) throw gameOverError(w);
  const pairs = generate(a, team, null);
  const moves = [];
  for (let i = 0; i < pairs.length; i += 2) moves.push(toMove(pairs[i], pairs[i + 1]));
  return moves;
}

/**
 * Plays `move` for the owner of the piece on its from-square. Returns
 * { board, hops, captured, winner, reason } and leaves `board` untouched.
 */
export function applyMove(board, move) {
  return applyChecked(board, move, undefined);
}

/** Like applyMove, but also checks that the moved piece belongs to `player`. */
export function applyMoveFor(board, player, move) {
  checkTeam(player);
  return applyChecked(board, move, player);
}

/**
 * Number of lines of `depth` legal plies from the position; a line reaching a
 * chariot win counts 1 whatever depth remains; a side with no legal move adds
 * 0. A position that is already won counts 1 (the empty line reaches it).
 */
const PERFT_MAX_DEPTH = 12; // as engine.perft
export function perft(board, player, depth) {
  const a = toCells(board);
  const team = checkTeam(player);
  // The same bound as engine.perft: depth 100 never returned, 1e5 overflowed the stack.
  if (!Number.isInteger(depth) || depth < 0 || depth > PERFT_MAX_DEPTH) {
    throw new RangeError(
      `perft depth must be an integer from 0 to ${PERFT_MAX_DEPTH}, got ${describe(depth)}`,
    );
  }
  if (chariotWinner(a) !== null) return 1;
  return perftCells(a, team, depth);
}
