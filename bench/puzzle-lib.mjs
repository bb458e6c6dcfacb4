// puzzle-lib.mjs - finding and proving puzzles, shared by the generator (bench/puzzles.mjs) and
// the test that re-proves the shipped set (tests/wasm/puzzle-set.test.mjs).
//
// Proofs use the engine's exact mode: the original minimax with plain alpha-beta, no pruning
// beyond it, where a won node scores exactly WIN_SCORE. So "the side to move scores WIN_SCORE
// at depth d" is a proof that it wins within d plies whatever the other side does, and
// anything less a proof that it does not. The fast strong search only proposes candidates.
//
// Two kinds of puzzle:
//   win   the side to move wins within `plies` plies (1, 3 or 5: one, two or three of its own
//         moves) by exactly one first move, and by no other move within those plies; the line
//         answers each solver move with the reply that holds out longest (every reply loses
//         within the plies left, so each is forced or equally losing), and each solver move
//         before the last is again the only one winning in time (the last may be any move
//         that wins at once: the page checks that by the rules).
//   save  the other side threatens to win: every move but one loses within `plies` plies,
//         and that one does not lose within plies + 2.
// Each records its refutations: for every other first move, in the rules' move order, the
// opponent's answer to it (the one the exact search found), or nothing when the move ends the
// game at once in the opponent's favour; comma-separated ('c4b3,,d7d6').

import * as R from '../web/rules.js';
import { WIN_SCORE } from '../web/engine.js';
import { LEVELS } from '../web/levels.js';

export const other = (p) => (p === 'blue' ? 'red' : 'blue');
const name = R.moveToString;

// The levels a difficulty is measured with: the depth-bound ones (a timed level's move depends
// on the machine's speed, so it would not be reproducible). A puzzle none of them solves gets
// the first timed level.
export const DIFFICULTY_LEVELS = LEVELS.filter((l) => !l.options.timeMs).map((l) => l.name);
export const BEYOND_LEVEL = LEVELS.find((l) => l.options.timeMs).name;

// Does `player`, to move on `board`, win within `plies` plies? (exact search, see above)
function winsWithin(engine, board, player, plies) {
  if (plies <= 0) return false;
  return engine.search(board, player, { depth: plies, exact: true }).score === WIN_SCORE;
}

const play = R.applyMove;

// Does `move` by `player` win within `plies` plies?
export function moveWinsWithin(engine, board, player, move, plies) {
  const r = play(board, move);
  if (r.winner) return r.winner === player;
  // A loss for the opponent within plies - 1, whatever it plays.
  return (
    plies > 1 && engine.search(r.board, other(player), { depth: plies - 1, exact: true }).score === -WIN_SCORE
  );
}

// Does `move` by `player` lose within `plies` plies (the opponent wins within plies - 1 after it)?
// Returns the opponent's winning reply, or null.
export function moveLosesWithin(engine, board, player, move, plies) {
  const r = play(board, move);
  if (r.winner) return r.winner === player ? null : { reply: null };
  if (plies <= 1) return null;
  const s = engine.search(r.board, other(player), { depth: plies - 1, exact: true });
  return s.score === WIN_SCORE ? { reply: name(s.move) } : null;
}

// The opponent's reply that holds out longest when every reply loses within `plies`:
// { reply, left, board } with `left` the plies the solver still needs after it (0: the reply
// itself hands the solver the game, which only the last resort does), or null if some reply
// escapes.
function longestReply(engine, board, player, plies) {
  let best = null;
  for (const reply of R.legalMoves(board, other(player))) {
    const r = play(board, reply);
    let left = 0;
    if (r.winner) {
      if (r.winner !== player) return null;
    } else {
      left = 1;
      while (left < plies && !winsWithin(engine, r.board, player, left)) left += 2;
      if (!winsWithin(engine, r.board, player, left)) return null;
    }
    if (!best || left > best.left) best = { reply, left, board: r.board };
  }
  return best;
}

// Proves a win puzzle of `plies` plies from the position, or says why not:
// { ok: true, line, refutations } or { ok: false, why }.
export function proveWin(engine, board, player, plies) {
  const moves = R.legalMoves(board, player);
  const winning = moves.filter((m) => moveWinsWithin(engine, board, player, m, plies));
  if (winning.length === 0) return { ok: false, why: 'no win' };
  if (winning.length > 1) return { ok: false, why: 'not unique' };
  // No faster win either: the puzzle says "in N", so N must be the shortest.
  if (plies > 1 && moves.some((m) => moveWinsWithin(engine, board, player, m, plies - 2))) {
    return { ok: false, why: 'shorter win' };
  }
  // Why each other move fails: the reply that stops the win in time (the opponent's best move
  // at the exact depth; any reply after which no win in time remains would do).
  const refutations = [];
  for (const m of moves) {
    if (m === winning[0]) continue;
    const r = play(board, m);
    if (r.winner) {
      refutations.push('');
      continue;
    } // it hands the opponent the game
    const s = engine.search(r.board, other(player), { depth: Math.max(1, plies - 1), exact: true });
    refutations.push(name(s.move));
  }
  const line = [name(winning[0])];
  let b = board;
  let left = plies;
  let move = winning[0];
  for (;;) {
    const r = play(b, move);
    if (r.winner) break;
    const reply = longestReply(engine, r.board, player, left - 1);
    if (!reply) return { ok: false, why: 'line' };
    line.push(name(reply.reply));
    if (reply.left === 0) break;
    left = reply.left;
    b = reply.board;
    const next = R.legalMoves(b, player).filter((m) => moveWinsWithin(engine, b, player, m, left));
    if (next.length === 0) return { ok: false, why: 'line' };
    // Before the last move the solver's move must be unique; the last may be any winning move.
    if (left > 1 && next.length > 1) return { ok: false, why: 'not unique later' };
    move = next[0];
    line.push(name(move));
  }
  return { ok: true, line, refutations: refutations.join(',') };
}

// Proves a save puzzle: every move but one loses within `plies`, that one not within plies + 2.
export function proveSave(engine, board, player, plies) {
  const moves = R.legalMoves(board, player);
  const refutations = [];
  const holding = [];
  for (const m of moves) {
    const lost = moveLosesWithin(engine, board, player, m, plies);
    if (lost) refutations.push(lost.reply ?? '');
    else holding.push(m);
  }
  if (holding.length !== 1) return { ok: false, why: holding.length ? 'not unique' : 'no save' };
  if (moveLosesWithin(engine, board, player, holding[0], plies + 2)) return { ok: false, why: 'loses later' };
  return { ok: true, line: [name(holding[0])], refutations: refutations.join(',') };
}

// The puzzle's theme, from what its solution does.
export function themeOf(board, player, kind, line) {
  if (kind === 'save') return 'defence';
  let b = board;
  let last = null;
  for (const m of line) {
    last = R.applyMove(b, R.parseMove(m));
    b = last.board;
  }
  if (last.reason === 'no-moves') return 'zugzwang';
  const first = R.applyMove(board, R.parseMove(line[0]));
  const them = other(player);
  const chariot = (bd, team) => bd.flat().find((c) => c && c.team === team && c.type === 'chariot');
  if (chariot(first.board, them).stunned && !chariot(board, them).stunned) return 'stun';
  if (first.captured.some((c) => c.team === them)) return 'capture';
  const m = R.parseMove(line[0]);
  const mover = board[m.fromR][m.fromC];
  const ownChariotHopped = first.hops.some(
    (h) => board[h.fromR][h.fromC]?.type === 'chariot' && board[h.fromR][h.fromC].team === player,
  );
  if (mover.type === 'chariot' || ownChariotHopped) return 'race';
  return 'trap';
}

// The weakest depth-bound level whose move (seeded, on a cleared table) is the solution's first.
export function difficultyOf(engine, board, player, line) {
  for (const level of DIFFICULTY_LEVELS) {
    const r = engine.search(board, player, { level, seed: 1, clearHash: true });
    if (r.move && name(r.move) === line[0]) return level;
  }
  return BEYOND_LEVEL;
}
