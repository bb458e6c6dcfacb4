// engine.js - loads the C engine (polis.wasm) in a page, a Web Worker or Node, and wraps its
// flat API (src/api.c) in functions that take and return the game's own board shape.
//
//   const engine = await createEngine();
//   engine.legalMoves(board, 'blue');            // [{ fromR, fromC, toR, toC }, ...]
//   engine.play(board, move);                    // { board, hops, captured, winner, reason }
//   engine.perft(board, 'blue', 3);              // 18360 from the start
//
// Bad input throws an Error that says what is wrong; the engine itself never traps on it.

import { validateBoard } from './rules.js';

const PLAYERS = ['blue', 'red'];
const CELL_CODES = { 'blue dog': 1, 'blue chariot': 2, 'red dog': 3, 'red chariot': 4 };
const CELL_PIECES = [null, ['blue', 'dog'], ['blue', 'chariot'], ['red', 'dog'], ['red', 'chariot']];

// Offsets of a move's outcome in the I/O buffer (OUT_* in src/api.c).
const OUT = { cells: 0, nhops: 64, hops: 65, ncaptured: 73, captured: 74, winner: 136, reason: 137 };
const WINNERS = [null, 'blue', 'red'];
const REASONS = [null, 'chariot', 'no-moves'];

const isNode = typeof process !== 'undefined' && process.versions != null && process.versions.node != null &&
  typeof window === 'undefined' && typeof self === 'undefined';

async function loadBytes(url) {
  if (isNode && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load the engine from ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// Compiles polis.wasm once per realm; a worker may pass a compiled module it was sent.
let modulePromise = null;
export function compileEngine(wasmUrl = new URL('./polis.wasm', import.meta.url)) {
  if (!modulePromise) {
    modulePromise = loadBytes(new URL(wasmUrl)).then((bytes) => WebAssembly.compile(bytes));
    modulePromise.catch(() => { modulePromise = null; });
  }
  return modulePromise;
}

export function squareName(r, c) {
  return 'abcdefgh'[c] + (r + 1);
}

function checkPlayer(player) {
  if (!PLAYERS.includes(player)) {
    throw new Error(`player must be 'blue' or 'red', got ${JSON.stringify(player)}`);
  }
  return PLAYERS.indexOf(player);
}

function checkMove(move) {
  const fields = ['fromR', 'fromC', 'toR', 'toC'];
  if (move === null || typeof move !== 'object') {
    throw new Error('a move must be an object { fromR, fromC, toR, toC }');
  }
  for (const f of fields) {
    if (!Number.isInteger(move[f]) || move[f] < 0 || move[f] > 7) {
      throw new Error(`move.${f} must be an integer from 0 to 7 (on the board), got ${JSON.stringify(move[f])}`);
    }
  }
}

function moveName(m) {
  return squareName(m.fromR, m.fromC) + squareName(m.toR, m.toC);
}

function square(sq) {
  return { r: sq >> 3, c: sq & 7 };
}

class Engine {
  constructor(instance) {
    this.exports = instance.exports;
    if (this.exports._initialize) this.exports._initialize();
    this.ioAddress = this.exports.polis_io();
    this.ioSize = this.exports.polis_io_size();
  }

  io() {
    // Views are made per call: memory.buffer is replaced if the memory ever grows.
    return new Uint8Array(this.exports.memory.buffer, this.ioAddress, this.ioSize);
  }

  message(code) {
    const memory = new Uint8Array(this.exports.memory.buffer);
    let at = this.exports.polis_message(code);
    let text = '';
    while (memory[at]) text += String.fromCharCode(memory[at++]);
    return text;
  }

  check(code, context) {
    if (code < 0) throw new Error(`${context}: ${this.message(code)}`);
    return code;
  }

  // Loads a board into the engine as its current position, `player` to move.
  setBoard(board, player) {
    validateBoard(board);
    const side = checkPlayer(player);
    const io = this.io();
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) {
        const cell = board[r][c];
        io[r * 8 + c] = cell ? CELL_CODES[`${cell.team} ${cell.type}`] | (cell.stunned ? 8 : 0) : 0;
      }
    }
    this.check(this.exports.polis_set_cells(side), 'invalid board');
  }

  readBoard(offset = 0) {
    const io = this.io();
    const board = [];
    for (let r = 0; r < 8; r++) {
      const row = [];
      for (let c = 0; c < 8; c++) {
        const code = io[offset + r * 8 + c];
        const piece = CELL_PIECES[code & 7];
        row.push(piece ? { team: piece[0], type: piece[1], stunned: (code & 8) !== 0 } : null);
      }
      board.push(row);
    }
    return board;
  }

  legalMoves(board, player) {
    this.setBoard(board, player);
    const n = this.check(this.exports.polis_legal(), 'no legal moves to list');
    const io = this.io();
    const moves = [];
    for (let i = 0; i < n; i++) {
      const from = square(io[2 * i]);
      const to = square(io[2 * i + 1]);
      moves.push({ fromR: from.r, fromC: from.c, toR: to.r, toC: to.c });
    }
    return moves;
  }

  // Plays `move` for the owner of the piece on its from-square (or for `player` if given).
  play(board, move, player) {
    checkMove(move);
    validateBoard(board);
    const piece = board[move.fromR][move.fromC];
    if (!piece) throw new Error(`illegal move ${moveName(move)}: no piece on ${squareName(move.fromR, move.fromC)}`);
    if (player !== undefined) checkPlayer(player);
    this.setBoard(board, player ?? piece.team);
    const code = this.exports.polis_play(move.fromR * 8 + move.fromC, move.toR * 8 + move.toC);
    this.check(code, `illegal move ${moveName(move)}`);
    const io = this.io();
    const hops = [];
    for (let i = 0; i < io[OUT.nhops]; i++) {
      const from = square(io[OUT.hops + 2 * i]);
      const to = square(io[OUT.hops + 2 * i + 1]);
      hops.push({ fromR: from.r, fromC: from.c, toR: to.r, toC: to.c });
    }
    const captured = [];
    for (let i = 0; i < io[OUT.ncaptured]; i++) {
      const code = io[OUT.captured + i];
      const { r, c } = square(code & 63);
      captured.push({ r, c, team: code & 64 ? 'red' : 'blue', type: 'dog' });
    }
    return {
      board: this.readBoard(OUT.cells),
      hops,
      captured,
      winner: WINNERS[io[OUT.winner]],
      reason: REASONS[io[OUT.reason]],
    };
  }

  perft(board, player, depth) {
    return this.perftStats(board, player, depth).nodes;
  }

  // perft plus the number of moves resolved to count it (for benchmarks).
  perftStats(board, player, depth) {
    if (!Number.isInteger(depth) || depth < 0 || depth > 12) {
      throw new Error(`perft depth must be an integer from 0 to 12, got ${JSON.stringify(depth)}`);
    }
    this.setBoard(board, player);
    const nodes = this.check(this.exports.polis_perft(depth), 'cannot count moves');
    return { nodes, resolutions: this.exports.polis_perft_resolutions() };
  }

  parsePosition(text) {
    if (typeof text !== 'string') throw new Error('a position must be a string');
    const bytes = new TextEncoder().encode(text);
    if (bytes.length >= this.ioSize) throw new Error('invalid position: too long');
    const io = this.io();
    io.set(bytes);
    io[bytes.length] = 0;
    this.check(this.exports.polis_set_text(), `invalid position ${JSON.stringify(text)}`);
    const side = this.exports.polis_get_cells();
    return { board: this.readBoard(0), player: PLAYERS[side] };
  }

  formatPosition(board, player) {
    this.setBoard(board, player);
    const n = this.exports.polis_get_text();
    return new TextDecoder().decode(this.io().slice(0, n));
  }
}

// Resolves to a ready engine. Options: { wasmUrl } to load polis.wasm from elsewhere, or
// { module } with an already compiled WebAssembly.Module.
export async function createEngine(options = {}) {
  const module = options.module ?? await compileEngine(options.wasmUrl);
  const instance = await WebAssembly.instantiate(module, {});
  return new Engine(instance);
}
