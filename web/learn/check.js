// web/learn/check.js - does a move reach a lesson step's goal? Any move that does counts: the goal
// is checked with the rules (rules.js) and, for "win in N" and "stop the chariot", the engine's
// exact search through `prove` (web/explain/facts.js exactProver). A move that misses gets a reason, a
// fact the rules can check (web/words/lessons.js lessonReason says it).
//
//   const r = await checkStep(goal, board, 'blue', move, prove);
//   r.ok      the goal is reached
//   r.reason  null, or { kind, ... } why not (below), or a fact of web/explain/facts.js (a hand-over,
//             the opponent's winning answer, a forced loss)
//   r.res     the move's result (rules.js applyMove)
//
// Goals ({ kind, ... }):
//   move     { piece: 'dog' | 'chariot' }  move a piece of that kind
//   advance  {}                            the chariot one row nearer home
//   hop      { square }                    the piece on `square` hops
//   capture  { square }                    the opponent's dog on `square` is captured
//   stun     {}                            the opponent's chariot is stunned
//   free     {}                            the mover's chariot is no longer stunned
//   win      { moves }                     win by force in `moves` moves (1: at once)
//   stop     { moves }                     the opponent cannot force a win within `moves` moves
// Reasons for a miss:
//   wrong-piece { piece }                 the move was made with another kind of piece
//   not-closer  { rows }                  the chariot is still `rows` rows from home
//   not-hopped  { square, defender }      the piece stayed; defender: the square of its own
//                                         side's piece behind it (or null: it was not next to
//                                         the mover's landing square, or its landing was taken)
//   not-captured{ square }                the dog is still there
//   not-stunned { square }                the chariot on `square` can still move
//   still-stunned { square }
//   not-won     { moves }                 the opponent can avoid losing within `moves` moves

import * as Rules from '../rules.js';
import { chariots, explainMove } from '../explain/facts.js';
import { other } from '../rules/util.js';

const sqName = (r, c) => Rules.squareName(r, c);

// The square of the piece defending `square` against a step to `to`: the next square beyond it
// on the line from `to`, when it holds a piece of the same side.
export function defenderOf(board, to, square) {
  const { r, c } = Rules.parseSquare(square);
  const dr = r - to.r;
  const dc = c - to.c;
  if (Math.max(Math.abs(dr), Math.abs(dc)) !== 1) return null;
  const br = r + dr;
  const bc = c + dc;
  if (br < 0 || br > 7 || bc < 0 || bc > 7) return null;
  const piece = board[r][c];
  const behind = board[br][bc];
  return piece && behind && behind.team === piece.team ? sqName(br, bc) : null;
}

// Whether the goal is met, from the rules alone where it can be (null: ask the engine).
function byRules(goal, board, player, m, res) {
  const piece = board[m.fromR][m.fromC];
  const ch = chariots(res.board);
  switch (goal.kind) {
    case 'move':
      return piece.type === goal.piece
        ? { ok: true }
        : { ok: false, reason: { kind: 'wrong-piece', piece: piece.type } };
    case 'advance': {
      const rows = (c) => (player === 'blue' ? 7 - c.r : c.r);
      if (res.winner === player) return { ok: true };
      return rows(ch[player]) < rows(chariots(board)[player])
        ? { ok: true }
        : { ok: false, reason: { kind: 'not-closer', rows: rows(ch[player]) } };
    }
    case 'hop': {
      const { r, c } = Rules.parseSquare(goal.square);
      if (res.hops.some((h) => h.fromR === r && h.fromC === c)) return { ok: true };
      // Only the mover's enemies are protected by a piece behind them.
      const enemy = board[r][c] && board[r][c].team !== player;
      return {
        ok: false,
        reason: {
          kind: 'not-hopped',
          square: goal.square,
          defender: enemy ? defenderOf(board, { r: m.toR, c: m.toC }, goal.square) : null,
        },
      };
    }
    case 'capture': {
      let { r, c } = Rules.parseSquare(goal.square);
      // The dog may be captured where it landed after a hop.
      const hop = res.hops.find((h) => h.fromR === r && h.fromC === c);
      if (hop) ({ toR: r, toC: c } = hop);
      if (res.captured.some((x) => x.r === r && x.c === c)) return { ok: true };
      return { ok: false, reason: { kind: 'not-captured', square: goal.square } };
    }
    case 'stun': {
      const x = ch[other(player)];
      return x.stunned
        ? { ok: true }
        : { ok: false, reason: { kind: 'not-stunned', square: sqName(x.r, x.c) } };
    }
    case 'free': {
      const x = ch[player];
      return !x.stunned
        ? { ok: true }
        : { ok: false, reason: { kind: 'still-stunned', square: sqName(x.r, x.c) } };
    }
    default:
      return null;
  }
}

/** Checks `move` ('b2b3' or a move) by `player` against the step's goal. */
export async function checkStep(goal, board, player, move, prove) {
  const m = typeof move === 'string' ? Rules.parseMove(move) : move;
  const res = Rules.applyMoveFor(board, player, m);
  const opp = other(player);
  // A move that hands the game over never meets a goal, whatever else it does.
  if (res.winner === opp) return { ok: false, reason: { kind: 'hands-over', side: opp }, res };
  const rules = byRules(goal, board, player, m, res);
  if (rules) return { ...rules, reason: rules.reason ?? null, res };
  if (goal.kind === 'win') {
    if (res.winner === player) return { ok: true, reason: null, res };
    const lost = goal.moves > 1 && (await prove(res.board, opp, 2 * goal.moves - 2)) === 'loss';
    if (lost) return { ok: true, reason: null, res };
  } else if (goal.kind === 'stop') {
    if (res.winner === player) return { ok: true, reason: null, res };
    if ((await prove(res.board, opp, 2 * goal.moves - 1)) !== 'win') return { ok: true, reason: null, res };
  } else {
    throw new Error(`unknown lesson goal ${JSON.stringify(goal.kind)}`);
  }
  // Why it misses: the explainer's strongest fact about the move, else the goal's own words.
  const { played } = await explainMove({ board, player, move: m, prove });
  const why = played.find((f) => f.kind === 'threat-win' || f.kind === 'forced-loss');
  return {
    ok: false,
    reason: why ?? { kind: goal.kind === 'win' ? 'not-won' : 'not-stopped', moves: goal.moves },
    res,
  };
}

/** The opponent's answer in a lesson: the first move of the exact search's best (deterministic). */
export function lessonReply(engine, board, player, depth) {
  const r = engine.search(board, player, { exact: true, depth: Math.max(1, depth) });
  return r.move;
}
