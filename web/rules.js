// Polis rules: the reference implementation used by the game page (and the
// yardstick the C engine is checked against). See docs/RULES.md.
//
// ES module, no dependencies; works in browsers, workers and Node.
//
// Public board shape: an 8 x 8 array of rows (row 0 = Blue's home, top); each
// cell is null or { team: 'blue'|'red', type: 'dog'|'chariot', stunned: boolean }.
// Moves: { fromR, fromC, toR, toC }. Players: 'blue' | 'red'.
//
// Internally a position is a flat array of 64 small integers (index r*8+c):
//   0 = empty; otherwise TEAM bits (BLUE=1 / RED=2) | CHARIOT (4) | STUNNED (8).

const SIZE = 8;
const EMPTY = 0;
const BLUE = 1;
const RED = 2;
const TEAM = 3;
const CHARIOT = 4;
const STUNNED = 8;

// The 8 directions D, in rule order. The opposite of DIRS[k] is DIRS[7 - k].
const DIRS = [
  [-1, -1], [-1, 0], [-1, 1],
  [0, -1], [0, 1],
  [1, -1], [1, 0], [1, 1],
];
// The 4 axes A, in rule order, as indices into DIRS: (0,+1) (+1,0) (+1,+1) (+1,-1).
const AXES = [4, 6, 7, 5];

// STEP[s * 8 + k] = square one step from s in direction k, or -1 if off board.
const STEP = new Int8Array(64 * 8);
for (let s = 0; s < 64; s++) {
  const r = s >> 3;
  const c = s & 7;
  for (let k = 0; k < 8; k++) {
    const nr = r + DIRS[k][0];
    const nc = c + DIRS[k][1];
    STEP[s * 8 + k] = nr >= 0 && nr < SIZE && nc >= 0 && nc < SIZE ? nr * 8 + nc : -1;
  }
}

const TEAM_CODE = { blue: BLUE, red: RED };
const TEAM_NAME = [null, 'blue', 'red'];

function isStunnedChariot(p) {
  return (p & (CHARIOT | STUNNED)) === (CHARIOT | STUNNED);
}

// ---------------------------------------------------------------------------
// Input validation and conversion
// ---------------------------------------------------------------------------

function describe(x) {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? x.slice(0, 40) + '...' : x);
  if (typeof x === 'object') return 'an object';
  return String(x);
}

function checkPlayer(player) {
  if (player !== 'blue' && player !== 'red') {
    throw new TypeError(`player must be 'blue' or 'red', got ${describe(player)}`);
  }
  return TEAM_CODE[player];
}

// Validates a public board and returns its internal 64-cell array.
function toCells(board) {
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
      const cell = row[c];
      const where = `cell ${squareNameUnchecked(r, c)} (row ${r}, col ${c})`;
      if (cell === null) continue;
      if (typeof cell !== 'object' || Array.isArray(cell)) {
        throw new TypeError(`${where} must be null or a piece object, got ${describe(cell)}`);
      }
      const team = TEAM_CODE[cell.team];
      if (cell.team !== 'blue' && cell.team !== 'red') {
        throw new TypeError(`${where} has unknown team ${describe(cell.team)} (expected 'blue' or 'red')`);
      }
      if (cell.type !== 'dog' && cell.type !== 'chariot') {
        throw new TypeError(`${where} has unknown type ${describe(cell.type)} (expected 'dog' or 'chariot')`);
      }
      if (typeof cell.stunned !== 'boolean') {
        throw new TypeError(`${where} has stunned ${describe(cell.stunned)}; stunned must be a boolean`);
      }
      let code = team;
      if (cell.type === 'chariot') {
        code |= CHARIOT;
        if (cell.stunned) code |= STUNNED;
        chariots[team]++;
      } else if (cell.stunned) {
        throw new Error(`${where} is a stunned dog; only chariots can be stunned`);
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
      throw new Error(`${TEAM_NAME[team]} has ${pieces[team]} pieces: more than 16 pieces (15 dogs and a chariot)`);
    }
  }
  return cells;
}

// Builds a fresh public board (new row arrays, new cell objects).
function fromCells(cells) {
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

function checkCoord(value, name) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${name} must be an integer, got ${describe(value)}`);
  }
  if (value < 0 || value >= SIZE) {
    throw new RangeError(`${name} = ${value} is off the board (must be 0..7)`);
  }
  return value;
}

function checkMove(move) {
  if (move === null || typeof move !== 'object' || Array.isArray(move)) {
    throw new TypeError(`move must be an object { fromR, fromC, toR, toC }, got ${describe(move)}`);
  }
  return {
    fromR: checkCoord(move.fromR, 'move.fromR'),
    fromC: checkCoord(move.fromC, 'move.fromC'),
    toR: checkCoord(move.toR, 'move.toR'),
    toC: checkCoord(move.toC, 'move.toC'),
  };
}

// ---------------------------------------------------------------------------
// Core rules on the internal representation
// ---------------------------------------------------------------------------

// Step 3 / 5: visit chariots in row-major order, updating flags in place (so a
// chariot visited later sees the flag an earlier one was just given).
function stunUpdate(a) {
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
function resolve(src, f, t, out, report) {
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
function chariotWinner(a) {
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
function generate(a, team, children) {
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

function hasLegalMove(a, team) {
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

function perftCells(a, team, depth) {
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

function toMove(f, t) {
  return { fromR: f >> 3, fromC: f & 7, toR: t >> 3, toC: t & 7 };
}

function gameOverError(w) {
  return new Error(`the game is over: ${w} has already won (a chariot is on its goal row)`);
}

// Shared body of applyMove / applyMoveFor.
function applyChecked(board, move, player) {
  const a = toCells(board);
  const m = checkMove(move);
  const w = chariotWinner(a);
  if (w !== null) throw gameOverError(w);
  const f = m.fromR * 8 + m.fromC;
  const t = m.toR * 8 + m.toC;
  const text = moveToStringUnchecked(m);
  const p = a[f];
  if (p === EMPTY) throw new Error(`illegal move ${text}: the from-square ${squareNameUnchecked(m.fromR, m.fromC)} is empty`);
  const team = p & TEAM;
  if (player !== undefined && team !== TEAM_CODE[player]) {
    throw new Error(`illegal move ${text}: the piece on ${squareNameUnchecked(m.fromR, m.fromC)} is not ${player}'s (it is ${TEAM_NAME[team]}'s)`);
  }
  const dr = m.toR - m.fromR;
  const dc = m.toC - m.fromC;
  if ((dr === 0 && dc === 0) || Math.abs(dr) > 1 || Math.abs(dc) > 1) {
    throw new Error(`illegal move ${text}: the destination is not adjacent to the from-square`);
  }
  if (a[t] !== EMPTY) throw new Error(`illegal move ${text}: the destination ${squareNameUnchecked(m.toR, m.toC)} is occupied`);
  if (isStunnedChariot(p)) throw new Error(`illegal move ${text}: a stunned chariot cannot move`);

  const out = new Int8Array(64);
  const report = { hops: [], captured: [] };
  if (!resolve(a, f, t, out, report)) {
    const why = out[t] === EMPTY
      ? 'the moved piece would be captured'
      : 'the moved chariot would be stunned';
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

// ---------------------------------------------------------------------------
// Square and move notation
// ---------------------------------------------------------------------------

function squareNameUnchecked(r, c) {
  return String.fromCharCode(97 + c) + String(r + 1);
}

function moveToStringUnchecked(m) {
  return squareNameUnchecked(m.fromR, m.fromC) + squareNameUnchecked(m.toR, m.toC);
}

/** 'a1' is row 0 col 0: column letter a..h, then row number 1..8. */
export function squareName(r, c) {
  return squareNameUnchecked(checkCoord(r, 'row'), checkCoord(c, 'col'));
}

/** 'e4' -> { r: 3, c: 4 }. */
export function parseSquare(str) {
  if (typeof str !== 'string' || !/^[a-h][1-8]$/.test(str)) {
    throw new Error(`bad square ${describe(str)}: expected a column letter a-h then a row number 1-8, like 'e4'`);
  }
  return { r: str.charCodeAt(1) - 49, c: str.charCodeAt(0) - 97 };
}

/** { fromR, fromC, toR, toC } -> 'b2b3'. */
export function moveToString(move) {
  return moveToStringUnchecked(checkMove(move));
}

/** 'b2b3' -> { fromR, fromC, toR, toC }. */
export function parseMove(str) {
  if (typeof str !== 'string' || !/^[a-h][1-8][a-h][1-8]$/.test(str)) {
    throw new Error(`bad move ${describe(str)}: expected from-square then to-square, like 'b2b3'`);
  }
  const from = parseSquare(str.slice(0, 2));
  const to = parseSquare(str.slice(2, 4));
  return { fromR: from.r, fromC: from.c, toR: to.r, toC: to.c };
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

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
  const team = checkPlayer(player);
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
  checkPlayer(player);
  return applyChecked(board, move, player);
}

/**
 * Number of lines of `depth` legal plies from the position; a line reaching a
 * chariot win counts 1 whatever depth remains; a side with no legal move adds
 * 0. A position that is already won counts 1 (the empty line reaches it).
 */
export function perft(board, player, depth) {
  const a = toCells(board);
  const team = checkPlayer(player);
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0) {
    throw new RangeError(`depth must be a non-negative integer, got ${describe(depth)}`);
  }
  if (chariotWinner(a) !== null) return 1;
  return perftCells(a, team, depth);
}

/** Position string (FEN-like, see RULES.md) -> { board, player }. */
export function parsePosition(str) {
  if (typeof str !== 'string') {
    throw new TypeError(`position must be a string, got ${describe(str)}`);
  }
  const bad = (why) => new Error(`bad position ${describe(str)}: ${why}`);
  const space = str.indexOf(' ');
  if (space < 0) throw bad("missing side to move (expected a space then 'b' or 'r' after the rows)");
  const placement = str.slice(0, space);
  const side = str.slice(space + 1);
  if (side !== 'b' && side !== 'r') {
    throw bad(`side to move must be exactly 'b' or 'r' after one space, with no extra text; got ${describe(side)}`);
  }
  const rows = placement.split('/');
  if (rows.length !== SIZE) throw bad(`expected 8 rows separated by '/', got ${rows.length}`);
  const a = new Int8Array(64);
  for (let r = 0; r < SIZE; r++) {
    const text = rows[r];
    let c = 0;
    let prevDigit = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch >= '1' && ch <= '8') {
        if (prevDigit) throw bad(`row ${r + 1} has two digits in a row (empty squares must be merged into one digit)`);
        c += ch.charCodeAt(0) - 48;
        prevDigit = true;
      } else if (ch === '+') {
        const prev = i > 0 ? text[i - 1] : '';
        if (prev !== 'B' && prev !== 'R') {
          throw bad(`row ${r + 1}: '+' (stunned) must follow a chariot 'B' or 'R'${prev ? `, not '${prev}'` : ''}`);
        }
        a[r * 8 + c - 1] |= STUNNED;
        prevDigit = false;
      } else if (ch === 'b' || ch === 'B' || ch === 'r' || ch === 'R') {
        if (c < SIZE) a[r * 8 + c] = (ch === 'b' || ch === 'B' ? BLUE : RED) | (ch === 'B' || ch === 'R' ? CHARIOT : 0);
        c += 1;
        prevDigit = false;
      } else {
        throw bad(`row ${r + 1} has unknown character '${ch}'`);
      }
      if (c > SIZE) throw bad(`row ${r + 1} describes more than 8 squares`);
    }
    if (c !== SIZE) throw bad(`row ${r + 1} describes ${c} squares instead of 8`);
  }
  let board;
  try {
    board = fromCells(a);
    toCells(board); // chariot counts
  } catch (e) {
    throw bad(e.message);
  }
  return { board, player: side === 'b' ? 'blue' : 'red' };
}

/** { board, player } -> position string; exact inverse of parsePosition. */
export function formatPosition(board, player) {
  const a = toCells(board);
  checkPlayer(player);
  const rows = [];
  for (let r = 0; r < SIZE; r++) {
    let text = '';
    let empty = 0;
    for (let c = 0; c < SIZE; c++) {
      const p = a[r * 8 + c];
      if (p === EMPTY) {
        empty++;
        continue;
      }
      if (empty) text += String(empty);
      empty = 0;
      const letter = (p & TEAM) === BLUE ? 'b' : 'r';
      text += p & CHARIOT ? letter.toUpperCase() + (p & STUNNED ? '+' : '') : letter;
    }
    if (empty) text += String(empty);
    rows.push(text);
  }
  return rows.join('/') + ' ' + (player === 'blue' ? 'b' : 'r');
}
