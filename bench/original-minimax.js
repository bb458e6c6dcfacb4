// original-minimax.js - the original Polis AI, written plainly on web/rules.js to mirror
// RULES.md ("The original AI"): alpha-beta minimax over the rules' move order, with the
// piece-difference plus quadratic chariot-advancement evaluation. It is the baseline of the
// benchmarks and the opponent in the match, and tests check the C engine's exact mode against
// it. Deliberately not optimized.
//
// Scores are integer tenths (10 x the original's evaluation), +-Infinity for a won or lost
// position.

import { legalMoves, applyMove, winner } from '../web/rules.js';

export const other = (player) => (player === 'blue' ? 'red' : 'blue');

function chariotAdvancement(board, player) {
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const cell = board[r][c];
      if (cell && cell.team === player && cell.type === 'chariot') return player === 'blue' ? r : 7 - r;
    }
  }
  return 0;
}

function pieceCount(board, player) {
  let n = 0;
  for (const row of board) for (const cell of row) if (cell && cell.team === player) n++;
  return n;
}

// (P's pieces - opponent's pieces) + adv(P)^2/10 - adv(opp)^2/10, times 10.
export function evaluate(board, player) {
  const opp = other(player);
  const a = chariotAdvancement(board, player);
  const b = chariotAdvancement(board, opp);
  return 10 * (pieceCount(board, player) - pieceCount(board, opp)) + a * a - b * b;
}

// minimax(node, depth, alpha, beta, maximizing) for player P, as RULES.md gives it.
export function minimax(board, depth, alpha, beta, maximizing, player) {
  const w = winner(board);
  if (w !== null) return w === player ? Infinity : -Infinity;
  if (depth === 0) return evaluate(board, player);
  const side = maximizing ? player : other(player);
  const moves = legalMoves(board, side);
  if (moves.length === 0) return maximizing ? -Infinity : Infinity;
  if (maximizing) {
    let best = -Infinity;
    for (const move of moves) {
      const value = minimax(applyMove(board, move).board, depth - 1, alpha, beta, false, player);
      if (value > best) best = value;
      if (value > alpha) alpha = value;
      if (beta <= alpha) break;
    }
    return best;
  }
  let best = Infinity;
  for (const move of moves) {
    const value = minimax(applyMove(board, move).board, depth - 1, alpha, beta, true, player);
    if (value < best) best = value;
    if (value < beta) beta = value;
    if (beta <= alpha) break;
  }
  return best;
}

// The same 32-bit mix as src/root.h, so a seed picks the same move in both.
export function mix32(x) {
  x >>>= 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}

// The root: every legal move scored with minimax(child, N-1, -inf, +inf, minimizing).
// Returns { move, value, best: [every move reaching value], scores }; move is the first best
// move in generation order, or with `seed` the pick mix32(seed) % best.length (as the C
// engine's exact mode), or with `random` (a function giving [0, 1)) a random best move.
// move is null when `player` has no legal move.
export function originalSearch(board, player, depth, { seed, random } = {}) {
  const moves = legalMoves(board, player);
  const scores = moves.map((move) =>
    minimax(applyMove(board, move).board, depth - 1, -Infinity, Infinity, false, player),
  );
  if (moves.length === 0) return { move: null, value: -Infinity, best: [], scores };
  const value = Math.max(...scores);
  const best = moves.filter((_, i) => scores[i] === value);
  let move = best[0];
  if (seed !== undefined) move = best[mix32(seed) % best.length];
  else if (random) move = best[Math.floor(random() * best.length)];
  return { move, value, best, scores };
}
