// web/rules/board.js - the board of the Polis rules (web/rules.js): the internal representation,
// validation of the public board shape and moves, and conversion between the two.
//
// Public board shape: an 8 x 8 array of rows (row 0 = Blue's home, top); each
// cell is null or { team: 'blue'|'red', type: 'dog'|'chariot', stunned: boolean }.
// Moves: { fromR, fromC, toR, toC }. Players: 'blue' | 'red'.
//
// Internally a position is a flat array of 64 small integers (index r*8+c):
//   0 = empty; otherwise TEAM bits (BLUE=1 / RED=2) | CHARIOT (4) | STUNNED (8).

import { describe } from '../lib/describe.js';

export const SIZE = 8;
export const EMPTY = 0;
export const BLUE = 1;
export const RED = 2;
export const TEAM = 3;
export const CHARIOT = 4;
export const STUNNED = 8;

// The 8 directions D, in rule order. The opposite of DIRS[k] is DIRS[7 - k].
export const DIRS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];
// The 4 axes A, in rule order, as indices into DIRS: (0,+1) (+1,0) (+1,+1) (+1,-1).
export const AXES = [4, 6, 7, 5];

// STEP[s * 8 + k] = square one step from s in direction k, or -1 if off board.
export const STEP = new Int8Array(64 * 8);
for (let s = 0; s < 64; s++) {
  const r = s >> 3;
  const c = s & 7;
  for (let k = 0; k < 8; k++) {
    const nr = r + DIRS[k][0];
    const nc = c + DIRS[k][1];
    STEP[s * 8 + k] = nr >= 0 && nr < SIZE && nc >= 0 && nc < SIZE ? nr * 8 + nc : -1;
  }
}

export const TEAM_CODE = { blue: BLUE, red: RED };
export const TEAM_NAME = [null, 'blue', 'red'];

export function isStunnedChariot(p) {
  return (p & (CHARIOT | STUNNED)) === (CHARIOT | STUNNED);
}

// ---------------------------------------------------------------------------
// Input validation and conversion
// ---------------------------------------------------------------------------

// A player's name ('blue' | 'red') checked, as its TEAM bits (BLUE or RED).
export function checkTeam(player) {
  if (player !== 'blue' && player !== 'red') {
    throw new TypeError(`player must be 'blue' or 'red', got ${describe(player)}`);
  }
  return TEAM_CODE[player];
}

// Validates a public board and returns its internal 64-cell array.
export function toCells(board) {
  if (!Array.isArray(board) || board.length !== SIZE) {
    throw new TypeError('board must be an array of 8 rows of 8 cells');
  }
  const cells = new Int8Array(64);
  const chariots = [0, 0, 0];
  const pieces = [0, 0, 0];
  for (let r = 0; r < SIZE; r++) {
    const row = board[r];
    if (!Array.isArray(row) || row.length !== SIZE) {
      throw new TypeError(`board must be an array of 8 rows of 8 cells (row ${r} is not an array of 8)`);
    }
    for (let c = 0; c < SIZE; c++) {
      // Each cell and each of its fields is read once: a getter or a Proxy cannot make the
      // value checked differ from the value used.
      const cell = row[c];
      if (cell === null) continue;
      const where = () => `cell ${squareNameUnchecked(r, c)} (row ${r}, col ${c})`;
      if (typeof cell !== 'object' || Array.isArray(cell)) {
        throw new TypeError(`${where()} must be null or a piece object, got ${describe(cell)}`);
      }
      // Own properties only: a field missing here is missing, whatever Object.prototype holds.
      const own = (name) => (Object.hasOwn(cell, name) ? cell[name] : undefined);
      const teamName = own('team');
      const type = own('type');
      const stunned = own('stunned');
      if (teamName !== 'blue' && teamName !== 'red') {
        throw new TypeError(`${where()} has unknown team ${describe(teamName)} (expected 'blue' or 'red')`);
      }
      const team = TEAM_CODE[teamName];
      if (type !== 'dog' && type !== 'chariot') {
        throw new TypeError(`${where()} has unknown type ${describe(type)} (expected 'dog' or 'chariot')`);
      }
      if (typeof stunned !== 'boolean') {
        throw new TypeError(`${where()} has stunned ${describe(stunned)}; stunned must be a boolean`);
      }
      let code = team;
      if (type === 'chariot') {
        code |= CHARIOT;
        if (stunned) code |= STUNNED;
        chariots[team]++;
      } else if (stunned) {
        throw new Error(`${where()} is a stunned dog; only chariots can be stunned`);
      }
      cells[r * 8 + c] = code;
      pieces[team]++;
    }
  }
  for (const team of [BLUE, RED]) {
    if (chariots[team] !== 1) {
      throw new Error(
        chariots[team] === 0
          ? `${TEAM_NAME[team]} has no chariot (each side needs exactly one)`
          : `${TEAM_NAME[team]} has ${chariots[team]} chariots (each side needs exactly one)`,
      );
    }
  }
  for (const team of [BLUE, RED]) {
    // A side starts with 15 dogs and a chariot and never gains pieces.
    if (pieces[team] > 16) {
      throw new Error(
        `${TEAM_NAME[team]} has ${pieces[team]} pieces: more than 16 pieces (15 dogs and a chariot)`,
      );
    }
  }
  return cells;
}

// Builds a fresh public board (new row arrays, new cell objects).
export function fromCells(cells) {
  const board = [];
  for (let r = 0; r < SIZE; r++) {
    const row = [];
    for (let c = 0; c < SIZE; c++) {
      const p = cells[r * 8 + c];
      row.push(
        p === EMPTY
          ? null
          : {
              team: TEAM_NAME[p & TEAM],
              type: p & CHARIOT ? 'chariot' : 'dog',
              stunned: (p & STUNNED) !== 0,
            },
      );
    }
    board.push(row);
  }
  return board;
}

export function checkCoord(value, name) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${name} must be an integer, got ${describe(value)}`);
  }
  if (value < 0 || value >= SIZE) {
    throw new RangeError(`${name} = ${value} is off the board (must be 0..7)`);
  }
  return value;
}

// A move as { fromR, fromC, toR, toC } or as text, 'b2b3' (from-square then to-square).
export function checkMove(move) {
  if (typeof move === 'string') {
    if (!/^[a-h][1-8][a-h][1-8]$/.test(move)) {
      throw new Error(`bad move ${describe(move)}: expected from-square then to-square, like 'b2b3'`);
    }
    return {
      fromR: move.charCodeAt(1) - 49,
      fromC: move.charCodeAt(0) - 97,
      toR: move.charCodeAt(3) - 49,
      toC: move.charCodeAt(2) - 97,
    };
  }
  if (move === null || typeof move !== 'object' || Array.isArray(move)) {
    throw new TypeError(`move must be 'b2b3' or an object { fromR, fromC, toR, toC }, got ${describe(move)}`);
  }
  return {
    fromR: checkCoord(move.fromR, 'move.fromR'),
    fromC: checkCoord(move.fromC, 'move.fromC'),
    toR: checkCoord(move.toR, 'move.toR'),
    toC: checkCoord(move.toC, 'move.toC'),
  };
}

export function squareNameUnchecked(r, c) {
  return String.fromCharCode(97 + c) + String(r + 1);
}

export function moveToStringUnchecked(m) {
  return squareNameUnchecked(m.fromR, m.fromC) + squareNameUnchecked(m.toR, m.toC);
}
