// web/rules/moves.js - the Polis rules on the internal 64-cell representation (web/rules/board.js):
// resolving a move (step, hops, stun updates, captures), generating legal moves, perft and
// the checked application of a public move. See docs/RULES.md.

import {
  EMPTY,
  BLUE,
  RED,
  TEAM,
  CHARIOT,
  STUNNED,
  SIZE,
  AXES,
  STEP,
  TEAM_CODE,
  TEAM_NAME,
  isStunnedChariot,
  toCells,
  fromCells,
  checkMove,
  squareNameUnchecked,
  moveToStringUnchecked,
} from './board.js';
import { moveFrom, moveTo } from './util.js';

// Step 3 / 5: visit chariots in row-major order, updating flags in place (so a
// chariot visited later sees the flag an earlier one was just given).
export function stunUpdate(a) {
  for (let s = 0; s < 64; s++) {
    const p = a[s];
    if (!(p & CHARIOT)) continue;
    const enemy = TEAM - (p & TEAM);
    let stunned = false;
    for (let i = 0; i < 4 && !stunned; i++) {
      const k = AXES[i];
      const x = STEP[s * 8 + k];
      const y = STEP[s * 8 + 7 - k];
      if (x < 0 || y < 0) continue;
      const px = a[x];
      const py = a[y];
      if ((px & TEAM) === enemy && (py & TEAM) === enemy && !(px & STUNNED) && !(py & STUNNED)) {
        stunned = true;
      }
    }
    a[s] = stunned ? p | STUNNED : p & ~STUNNED;
  }
}

// Scratch buffers for resolve().
const HOP_FROM = new Int8Array(8);
const HOP_TO = new Int8Array(8);
const CAPTURED = new Int8Array(64);

// Resolves the move f -> t of the piece on f in `src`, writing the resulting
// position into `out` (src is not modified; out may not be src). Returns true
// when the move is legal (the mover still stands on t and, if a chariot, is
// not stunned). If `report` is given, its arrays `hops` and `captured` receive
// [from, to] square pairs (direction order) and squares (row-major order).
// The caller guarantees: src[f] holds a piece that may move, t is an empty
// neighbour of f.
export function resolve(src, f, t, out, report) {
  out.set(src);
  // 1. Step.
  const piece = out[f];
  out[f] = EMPTY;
  out[t] = piece;
  const opp = TEAM - (piece & TEAM);

  // 2. Hops: decided on the board after the step, then made together.
  let nh = 0;
  for (let k = 0; k < 8; k++) {
    const n = STEP[t * 8 + k];
    const l = STEP[t * 8 + 7 - k];
    if (n < 0 || l < 0) continue;
    const p = out[n];
    if (p === EMPTY || out[l] !== EMPTY) continue;
    if (isStunnedChariot(p)) continue; // flag as it stood before this move
    if ((p & TEAM) === opp) {
      const behind = STEP[n * 8 + k]; // t + 2d
      if (behind >= 0 && (out[behind] & TEAM) === opp) continue; // defended
    }
    HOP_FROM[nh] = n;
    HOP_TO[nh] = l;
    nh++;
  }
  // Every source was occupied and every landing empty when decided, and all
  // of them are distinct squares, so making the hops one by one is the same
  // as making them together.
  for (let i = 0; i < nh; i++) {
    out[HOP_TO[i]] = out[HOP_FROM[i]];
    out[HOP_FROM[i]] = EMPTY;
    if (report) report.hops.push([HOP_FROM[i], HOP_TO[i]]);
  }

  // 3. Stun update.
  stunUpdate(out);

  // 4. Captures: decided together, removed together.
  let nc = 0;
  for (let s = 0; s < 64; s++) {
    const p = out[s];
    if (p === EMPTY || p & CHARIOT) continue;
    const enemy = TEAM - (p & TEAM);
    for (let i = 0; i < 4; i++) {
      const k = AXES[i];
      const x = STEP[s * 8 + k];
      const y = STEP[s * 8 + 7 - k];
      if (x < 0 || y < 0) continue;
      const px = out[x];
      const py = out[y];
      if ((px & TEAM) === enemy && (py & TEAM) === enemy && !isStunnedChariot(px) && !isStunnedChariot(py)) {
        CAPTURED[nc++] = s;
        break;
      }
    }
  }
  for (let i = 0; i < nc; i++) {
    if (report) report.captured.push([CAPTURED[i], out[CAPTURED[i]]]);
    out[CAPTURED[i]] = EMPTY;
  }

  // 5. Stun update again.
  stunUpdate(out);

  // Legality. Nothing ever moves onto t after the step, so t is non-empty
  // exactly when the mover was not captured.
  const q = out[t];
  return q !== EMPTY && !(q & STUNNED);
}

// Chariot rule: for each column, Blue's chariot on row 7 first, then Red's on row 0.
export function chariotWinner(a) {
  for (let c = 0; c < SIZE; c++) {
    if (a[56 + c] === (BLUE | CHARIOT) || a[56 + c] === (BLUE | CHARIOT | STUNNED)) return 'blue';
    const p = a[c];
    if (p === (RED | CHARIOT) || p === (RED | CHARIOT | STUNNED)) return 'red';
  }
  return null;
}

const SCRATCH = new Int8Array(64);

// Legal moves of `team` as [from, to] pairs in the original order: pieces in
// row-major order, destinations in direction order D. If `children` is an
// array, the resulting position of each legal move is pushed onto it.
export function generate(a, team, children) {
  const moves = [];
  for (let f = 0; f < 64; f++) {
    const p = a[f];
    if ((p & TEAM) !== team || isStunnedChariot(p)) continue;
    for (let k = 0; k < 8; k++) {
      const t = STEP[f * 8 + k];
      if (t < 0 || a[t] !== EMPTY) continue;
      const out = children ? new Int8Array(64) : SCRATCH;
      if (resolve(a, f, t, out, null)) {
        moves.push(f, t);
        if (children) children.push(out);
      }
    }
  }
  return moves;
}

export function hasLegalMove(a, team) {
  for (let f = 0; f < 64; f++) {
    const p = a[f];
    if ((p & TEAM) !== team || isStunnedChariot(p)) continue;
    for (let k = 0; k < 8; k++) {
      const t = STEP[f * 8 + k];
      if (t >= 0 && a[t] === EMPTY && resolve(a, f, t, SCRATCH, null)) return true;
    }
  }
  return false;
}

export function perftCells(a, team, depth) {
  if (depth === 0) return 1;
  if (depth === 1) return generate(a, team, null).length / 2;
  const children = [];
  generate(a, team, children);
  const next = TEAM - team;
  let total = 0;
  for (const child of children) {
    total += chariotWinner(child) !== null ? 1 : perftCells(child, next, depth - 1);
  }
  return total;
}

export function toMove(f, t) {
  return { fromR: f >> 3, fromC: f & 7, toR: t >> 3, toC: t & 7 };
}

export function gameOverError(w) {
  return new Error(`the game is over: ${w} has already won (a chariot is on its goal row)`);
}

// Shared body of applyMove / applyMoveFor.
export function applyChecked(board, move, player) {
  const a = toCells(board);
  const m = checkMove(move);
  const w = chariotWinner(a);
  if (w !== null) throw gameOverError(w);
  const f = moveFrom(m);
  const t = moveTo(m);
  const text = moveToStringUnchecked(m);
  const p = a[f];
  if (p === EMPTY)
    throw new Error(
      `illegal move ${text}: the from-square ${squareNameUnchecked(m.fromR, m.fromC)} is empty`,
    );
  const team = p & TEAM;
  if (player !== undefined && team !== TEAM_CODE[player]) {
    throw new Error(
      `illegal move ${text}: the piece on ${squareNameUnchecked(m.fromR, m.fromC)} is not ${player}'s (it is ${TEAM_NAME[team]}'s)`,
    );
  }
  const dr = m.toR - m.fromR;
  const dc = m.toC - m.fromC;
  if ((dr === 0 && dc === 0) || Math.abs(dr) > 1 || Math.abs(dc) > 1) {
    throw new Error(`illegal move ${text}: the destination is not adjacent to the from-square`);
  }
  if (a[t] !== EMPTY)
    throw new Error(`illegal move ${text}: the destination ${squareNameUnchecked(m.toR, m.toC)} is occupied`);
  if (isStunnedChariot(p)) throw new Error(`illegal move ${text}: a stunned chariot cannot move`);

  const out = new Int8Array(64);
  const report = { hops: [], captured: [] };
  if (!resolve(a, f, t, out, report)) {
    const why = out[t] === EMPTY ? 'the moved piece would be captured' : 'the moved chariot would be stunned';
    throw new Error(`illegal move ${text}: ${why}`);
  }
  let win = chariotWinner(out);
  let reason = win !== null ? 'chariot' : null;
  if (win === null && !hasLegalMove(out, TEAM - team)) {
    win = TEAM_NAME[team];
    reason = 'no-moves';
  }
  return {
    board: fromCells(out),
    hops: report.hops.map(([from, to]) => ({ fromR: from >> 3, fromC: from & 7, toR: to >> 3, toC: to & 7 })),
    captured: report.captured.map(([s, code]) => ({
      r: s >> 3,
      c: s & 7,
      team: TEAM_NAME[code & TEAM],
      type: code & CHARIOT ? 'chariot' : 'dog',
    })),
    winner: win,
    reason,
  };
}
