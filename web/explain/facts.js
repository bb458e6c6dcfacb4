// web/explain/facts.js - why a move is good or bad, as facts the rules (and, for forced results, the
// engine's exact search) can check. No words here: web/words/reasons.js says the facts to the player.
//
//   const r = await explainMove({ board, player, move, better, line, prove });
//   r.played  facts about the move played (what it does, what it allows)
//   r.better  facts about the better move and its line (what it does instead)
//   moveFacts(board, player, move)  the facts of one move alone (the better-line viewer's steps)
//
// board/player: the position before the move (player to move); move: { fromR, fromC, toR, toC }
// or 'b2b3'; better: the engine's better move or null; line: the engine's line starting with
// the better move ('b2b3' strings or moves), for facts that need the opponent's answer;
// prove(board, side, depth): 'win' | 'loss' | null for `side` to move within `depth` plies by
// the engine's exact search (exactProver(engine) makes one), or null to claim no forced result.
//
// Facts: { kind, ... } with squares as 'd4' and moves as 'd5d4':
//   wins          { side, how: 'chariot' | 'no-moves' }       the move wins at once
//   hands-over    { side }                     the move carries `side`'s chariot home
//   captures      { side, squares, from }      the move captures `side`'s opponent's dogs there;
//                                              from[i]: where the dog on squares[i] stood before
//                                              the move (it hopped to squares[i] when they differ)
//   costs         { side, squares, from }      the move loses the mover's own dogs there
//   stuns         { side, square, turns }      `side`'s chariot is stunned by the move; for the
//                                              opponent's, `turns`: how many of its turns it stays
//                                              stunned (1, or more along the line); none for the mover's
//   frees         { side, square }             `side`'s chariot was stunned and is no longer
//   threat-win    { side, move, piece }        after the move, `side` wins at once with `move`;
//                                              piece { type, from, to, was }: the piece `move`
//                                              takes from `from` to `to`, which stood on `was`
//                                              before the move explained (it hopped when they differ)
//   threat-capture{ side, move, squares, from, piece } after the move, `side` captures dogs there
//                                              with `move`; from[i]: where the dog on squares[i]
//                                              stood before the move explained; stepped: true
//                                              when one is the dog that move moved
//   forced-loss   { side, moves }              after the move, `side` can force a win in `moves`
//   forced-win    { side, moves }              the better move wins by force in `moves` moves
//   safe          { side, squares }            after the better move no answer captures those dogs
//   line-capture  { side, answer, move, squares } in the line, after `answer`, `move` captures
//   race          { blue, red, toMove, ahead } rows each chariot has to go after the move
//   mobility      { side, count }              `side` has only `count` legal moves after the move
//   answer        { side, move, does, after }  the engine's answer to the move played (its review
//                                              line): `side` plays `move`, or `after` = [reply,
//                                              move] (its next move, when the answer itself takes
//                                              nothing), and that move does the facts `does`
// A move counts the winner's moves as the page does (a Blue move and Red's answer: one move).

import * as Rules from '../rules.js';
import { WIN_BOUND } from '../engine/search-options.js';
import { other } from '../rules/util.js';
import { answerFact } from './answer-line.js';
import { sq, asMove, dogSquares, arrivals, cameFrom, answers, threatWin, threatCapture } from './answers.js';

export const MAX_FORCED_MOVES = 3; // forced results are looked for up to this many moves
const FEW_MOVES = 2; // mobility is worth saying at or below this many legal moves
const NEAR = 3; // the race is worth saying when a chariot is this close to home

/** A prover over an engine of engine.js: the exact (original) search to `depth` plies. */
export function exactProver(engine) {
  return (board, side, depth) => {
    const r = engine.search(board, side, { exact: true, depth });
    if (r.noMoves || r.score <= -WIN_BOUND) return 'loss';
    return r.score >= WIN_BOUND ? 'win' : null;
  };
}

/** { blue: { r, c, stunned }, red: ... } */
export function chariots(board) {
  const out = {};
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const x = board[r][c];
      if (x && x.type === 'chariot') out[x.team] = { r, c, stunned: x.stunned };
    }
  }
  return out;
}

/** Rows each chariot still has to go: Blue to row 8 (index 7), Red to row 1 (index 0). */
export function rowsToGo(board) {
  const ch = chariots(board);
  return { blue: 7 - ch.blue.r, red: ch.red.r };
}

// The facts of one move from the rules alone: a win or hand-over, captures, stuns.
export function moveFacts(board, player, move) {
  const m = asMove(move);
  const res = Rules.applyMoveFor(board, player, m);
  const facts = [];
  const opp = other(player);
  if (res.winner === player) facts.push({ kind: 'wins', side: player, how: res.reason });
  if (res.winner === opp) facts.push({ kind: 'hands-over', side: opp });
  const back = arrivals(res);
  const origins = (squares) => squares.map((s) => cameFrom(s, back));
  const taken = dogSquares(res.captured, opp);
  if (taken.length) facts.push({ kind: 'captures', side: player, squares: taken, from: origins(taken) });
  const lost = dogSquares(res.captured, player);
  if (lost.length) facts.push({ kind: 'costs', side: player, squares: lost, from: origins(lost) });
  const before = chariots(board);
  const after = chariots(res.board);
  for (const side of [opp, player]) {
    const a = after[side];
    if (a.stunned && !before[side].stunned)
      facts.push({ kind: 'stuns', side, square: sq(a.r, a.c), ...(side === opp ? { turns: 1 } : {}) });
    if (!a.stunned && before[side].stunned) facts.push({ kind: 'frees', side, square: sq(a.r, a.c) });
  }
  return { res, facts };
}

function mobility(board, side) {
  const n = Rules.legalMoves(board, side).length;
  return n > 0 && n <= FEW_MOVES ? { kind: 'mobility', side, count: n } : null;
}

function race(boardBefore, boardAfter, toMove, always = false) {
  const a = rowsToGo(boardAfter);
  const b = rowsToGo(boardBefore);
  if (!always && a.blue === b.blue && a.red === b.red && Math.min(a.blue, a.red) > NEAR) return null;
  // Counting turns: the side to move gets there first on equal rows.
  const ahead = a[toMove] <= a[other(toMove)] ? toMove : other(toMove);
  return { kind: 'race', blue: a.blue, red: a.red, toMove, ahead };
}

// The smallest number of moves (1..MAX) in which `side`, to move, forces a win, or null.
async function forcedWinFor(prove, board, side) {
  for (let k = 1; k <= MAX_FORCED_MOVES; k++) {
    if ((await prove(board, side, 2 * k - 1)) === 'win') return k;
  }
  return null;
}

// The smallest number of moves (2..MAX) in which the side that just moved wins by force:
// the side to move (`side`) loses within 2k - 2 plies whatever it does.
async function forcedLossOf(prove, board, side) {
  for (let k = 2; k <= MAX_FORCED_MOVES; k++) {
    if ((await prove(board, side, 2 * k - 2)) === 'loss') return k;
  }
  return null;
}

// How many of `side`'s turns its chariot stays stunned along `positions` (boards, each with
// `side` to move), counted from the first while it lasts.
function stunTurns(positions, side) {
  let n = 0;
  for (const b of positions) {
    if (!chariots(b)[side].stunned) break;
    n++;
  }
  return n;
}

// The line played out from the position: boards after each move while legal and not won.
function playLine(board, player, line) {
  const out = [];
  let b = board;
  let p = player;
  for (const x of line) {
    if (Rules.winner(b)) break;
    let m, res;
    try {
      m = asMove(x);
      res = Rules.applyMoveFor(b, p, m);
    } catch {
      break;
    }
    out.push({ move: Rules.moveToString(m), player: p, res });
    b = res.board;
    p = other(p);
  }
  return out;
}

// Facts about the move played: what it does, and what it lets the opponent do.
async function playedFacts(board, player, move, prove, ref) {
  const opp = other(player);
  const m = asMove(move);
  const { res, facts } = moveFacts(board, player, m);
  if (res.winner) return { res, facts, threat: null };
  let threat = null;
  const forced = prove ? await forcedWinFor(prove, res.board, opp) : null;
  const { bestCapture, win } = answers(res.board, opp);
  const back = arrivals(res);
  if (win) facts.push(threatWin(res.board, opp, win, back));
  else if (forced) facts.push({ kind: 'forced-loss', side: opp, moves: forced });
  if (bestCapture && (!ref || bestCapture.squares.length > ref.captureCount)) {
    threat = bestCapture;
    facts.push(threatCapture(res.board, opp, bestCapture, back, m));
  }
  const r = race(board, res.board, opp);
  if (r) facts.push(r);
  const mob = mobility(res.board, opp);
  if (mob && !win && !forced) facts.push(mob);
  return { res, facts, threat };
}

// Facts about the better move and its line.
async function betterFacts(board, player, line, prove, threat) {
  const opp = other(player);
  const plies = playLine(board, player, line);
  if (!plies.length) return [];
  const first = plies[0];
  const { facts } = moveFacts(board, player, first.move);
  const res = first.res;
  if (res.winner) return facts;
  const forced = prove ? await forcedLossOf(prove, res.board, opp) : null;
  if (forced) facts.push({ kind: 'forced-win', side: player, moves: forced });
  // A stun of the opponent's chariot: how long it lasts along the line.
  const stun = facts.find((f) => f.kind === 'stuns' && f.side === opp);
  if (stun) {
    const oppTurns = [res.board];
    for (let i = 2; i < plies.length; i += 2) oppTurns.push(plies[i].res.board);
    stun.turns = stunTurns(oppTurns, opp);
  }
  if (threat) {
    const { exposed: still } = answers(res.board, opp);
    const mine = (s) => {
      const x = res.board[Rules.parseSquare(s).r][Rules.parseSquare(s).c];
      return x && x.team === player && x.type === 'dog';
    };
    const kept = threat.squares.filter((s) => !still.has(s) && mine(s));
    if (kept.length) facts.push({ kind: 'safe', side: player, squares: kept });
  }
  if (plies.length >= 3 && !plies[1].res.winner) {
    const taken = dogSquares(plies[2].res.captured, opp);
    if (taken.length)
      facts.push({
        kind: 'line-capture',
        side: player,
        answer: plies[1].move,
        move: plies[2].move,
        squares: taken,
      });
  }
  const r = race(board, res.board, opp);
  if (r && chariots(board)[player].r !== chariots(res.board)[player].r) facts.push(r);
  const mob = mobility(res.board, opp);
  if (mob && !forced) facts.push(mob);
  return facts;
}

/**
 * Why `move` compares as it does with the better line. Resolves to { played, better } (arrays
 * of facts; better is empty without a better line). prove may be sync or async.
 */
export async function explainMove({ board, player, move, line = null, answer = null, prove = null }) {
  const m = asMove(move);
  const better = line && line.length ? line : null;
  let ref = null;
  if (better) {
    // What the opponent could capture after the better move: a threat is only news beyond it.
    const after = Rules.applyMoveFor(board, player, asMove(better[0]));
    ref = {
      captureCount: after.winner
        ? Infinity
        : (answers(after.board, other(player)).bestCapture?.squares.length ?? 0),
    };
  }
  const { facts: found, threat, res } = await playedFacts(board, player, m, prove, ref);
  const reply = res.winner ? null : answerFact(res.board, other(player), answer, moveFacts);
  // The engine's answer replaces a threat of the same kind (a capture, a win): it is the one
  // the engine expects, and it says what it costs.
  const kinds = reply ? reply.does.map((f) => `threat-${f.kind === 'wins' ? 'win' : 'capture'}`) : [];
  // With the answer named, the race after the move is left out: the answer says what went wrong.
  const played = reply
    ? [...found.filter((f) => !kinds.includes(f.kind) && f.kind !== 'race'), reply]
    : found;
  const same = better && Rules.moveToString(asMove(better[0])) === Rules.moveToString(m);
  // The race is said once in a note: after the better move only when not after the move played.
  const raced = played.some((f) => f.kind === 'race');
  const betterList = (better && !same ? await betterFacts(board, player, better, prove, threat) : []).filter(
    (f) => !raced || f.kind !== 'race',
  );
  // Never nothing to say: the race after the move is always a true fact.
  if (!played.length && !betterList.length && !res.winner)
    played.push(race(board, res.board, other(player), true));
  return { played, better: betterList };
}

/** Why a suggested move is good (the hint): the better-move facts of its own line. */
export async function explainHint({ board, player, line, prove = null }) {
  return betterFacts(board, player, line, prove, null);
}

/** The rules-only facts of a move about to be played (the losing-move warning): it hands the
 * game over, or lets the opponent win at once or capture dogs. */
export function warningFacts(board, player, move) {
  const opp = other(player);
  const { res, facts } = moveFacts(board, player, move);
  if (res.winner) return facts.filter((f) => f.kind === 'hands-over');
  const { bestCapture, win } = answers(res.board, opp);
  const back = arrivals(res);
  const out = [];
  if (win) out.push(threatWin(res.board, opp, win, back));
  if (bestCapture) out.push(threatCapture(res.board, opp, bestCapture, back, asMove(move)));
  return out;
}
