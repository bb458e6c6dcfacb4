// web/engine/board-io.js - the game's boards and moves through the engine's I/O buffer (for
// web/engine.js): the C cell codes, checking a player and a move, and reading back a board, a
// list of moves and a move's outcome (the offsets are web/engine/wasm-api.js's, from src/api.c).

import { fromCells, checkMove as checkMoveOrText, BLUE, RED, CHARIOT, STUNNED } from '../rules/board.js';
import { describe } from '../lib/describe.js';
import { readMove, PLAYERS } from './search.js';
import { squareAt } from '../rules/util.js';
import { OUT } from './wasm-api.js';

const WINNERS = [null, 'blue', 'red'];
const REASONS = [null, 'chariot', 'no-moves'];

// The C engine's cell codes (src/polis.h: 1 Blue dog, 2 Blue chariot, 3 Red dog, 4 Red chariot,
// +8 stunned) for each internal code of web/rules/board.js (team bits | CHARIOT | STUNNED), and back.
const TO_C = new Uint8Array(16);
const FROM_C = new Int8Array(16);
for (const [internal, c] of [
  [BLUE, 1],
  [BLUE | CHARIOT, 2],
  [RED, 3],
  [RED | CHARIOT, 4],
]) {
  TO_C[internal] = c;
  FROM_C[c] = internal;
  if (internal & CHARIOT) {
    TO_C[internal | STUNNED] = c | 8;
    FROM_C[c | 8] = internal | STUNNED;
  }
}

// 0 for Blue, 1 for Red (the C side's numbers); throws for anything else.
export function checkPlayer(player) {
  if (!PLAYERS.includes(player)) {
    throw new Error(`player must be 'blue' or 'red', got ${describe(player)}`);
  }
  return PLAYERS.indexOf(player);
}

export function checkMove(move) {
  if (typeof move === 'string') return checkMoveOrText(move); // 'b2b3'
  if (move === null || typeof move !== 'object') {
    throw new Error(`a move must be 'b2b3' or an object { fromR, fromC, toR, toC }, got ${describe(move)}`);
  }
  // Each field is read once, so the value checked is the value used.
  const { fromR, fromC, toR, toC } = move;
  const m = { fromR, fromC, toR, toC };
  for (const [f, v] of Object.entries(m)) {
    if (!Number.isInteger(v) || v < 0 || v > 7) {
      throw new Error(`move.${f} must be an integer from 0 to 7 (on the board), got ${describe(v)}`);
    }
  }
  return m;
}

// Internal cell codes (web/rules/board.js toCells) into the buffer's first 64 bytes.
export function writeCells(io, cells) {
  for (let s = 0; s < 64; s++) io[s] = TO_C[cells[s]];
}

// The board whose 64 cells start at `offset`.
export function readBoard(io, offset = 0) {
  const cells = new Int8Array(64);
  for (let s = 0; s < 64; s++) cells[s] = FROM_C[io[offset + s] & 15];
  return fromCells(cells);
}

// The n moves polis_legal() wrote.
export function readMoveList(io, n) {
  const moves = [];
  for (let i = 0; i < n; i++) moves.push(readMove(io, 2 * i));
  return moves;
}

// What polis_play() wrote: the board after the move, its hops, the dogs captured, the winner.
export function readOutcome(io) {
  const hops = [];
  for (let i = 0; i < io[OUT.nhops]; i++) hops.push(readMove(io, OUT.hops + 2 * i));
  const captured = [];
  for (let i = 0; i < io[OUT.ncaptured]; i++) {
    const code = io[OUT.captured + i];
    const { r, c } = squareAt(code & 63);
    captured.push({ r, c, team: code & 64 ? 'red' : 'blue', type: 'dog' });
  }
  return {
    board: readBoard(io, OUT.cells),
    hops,
    captured,
    winner: WINNERS[io[OUT.winner]],
    reason: REASONS[io[OUT.reason]],
  };
}
