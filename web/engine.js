// engine.js - loads the C engine (polis.wasm) in a page, a Web Worker or Node, and wraps its
// flat API (src/api.c) in functions that take and return the game's own board shape.
//
//   const engine = await createEngine();
//   engine.legalMoves(board, 'blue');            // [{ fromR, fromC, toR, toC }, ...]
//   engine.play(board, move);                    // { board, hops, captured, winner, reason }
//   engine.perft(board, 'blue', 3);              // 18360 from the start (within maxTimeMs)
//   engine.search(board, 'red', { timeMs: 500 }); // { move, score, mateIn, depth, nodes, timeMs, pv, lines }
//   engine.analyse(board, 'blue', { timeMs: 1000 }); // { score, mateIn, text: '+1.2', bestMove, line, ... }
//   engine.reviewGame(['b2b3', 'g7g6'], { timeMs: 300 }); // { plies: [{ loss, classification, ... }], summary }
//
// Bad input throws an Error that says what is wrong; the engine itself never traps on it.

import { toCells, RED, squareNameUnchecked, moveToStringUnchecked } from './rules/board.js';
import { describe } from './lib/describe.js';
import { moveFrom, moveTo } from './rules/util.js';
import { analyse, reviewGame, reviewSteps } from './engine/review.js';
import { ownOption, ownTime } from './engine/search-options.js';
import { startSearch, iterate, readResult, PLAYERS } from './engine/search.js';
import { ERROR } from './engine/wasm-api.js';
import {
  checkPlayer,
  checkMove,
  writeCells,
  readBoard,
  readMoveList,
  readOutcome,
} from './engine/board-io.js';
import { loadBytes } from './engine/load-bytes.js';
import { REQUEST_LIMIT_MS } from './engine/request-limit.js';

// The rules' square naming ('a1' is row 0, col 0), offered here too.
export { squareName } from './rules/notation.js';
export {
  searchOptions,
  SEARCH_MAX_DEPTH,
  SEARCH_MAX_TIME_MS,
  WIN_SCORE,
  WIN_BOUND,
} from './engine/search-options.js';

// How long one call may run when the caller gives no time (web/engine/request-limit.js): a
// search given only a depth (or a level with a depth) stops there, and a perft throws.
// createEngine({ maxTimeMs }) sets another limit for an engine; a search's or a perft's own
// timeMs is its limit.
export { REQUEST_LIMIT_MS as DEFAULT_MAX_TIME_MS };

// Compiles polis.wasm once per realm; a worker may pass a compiled module it was sent.
// A URL given as a string may be relative (bundlers turn `new URL('./polis.wasm',
// import.meta.url)` into one, Next.js's among them): it is read against the page's (or the
// worker's) address, in Node against this file's.
let modulePromise = null;
export function compileEngine(wasmUrl = new URL('./polis.wasm', import.meta.url)) {
  if (!modulePromise) {
    const base = globalThis.document?.baseURI ?? globalThis.location?.href ?? import.meta.url;
    const url = new URL(String(wasmUrl), base);
    modulePromise = loadBytes(url).then((bytes) =>
      WebAssembly.compile(bytes).catch((e) => {
        throw new Error(`the engine at ${url} is not polis.wasm: ${e.message}`, { cause: e });
      }),
    );
    modulePromise.catch(() => {
      modulePromise = null;
    });
  }
  return modulePromise;
}

class Engine {
  constructor(instance, maxTimeMs) {
    this.exports = instance.exports;
    this.maxTimeMs = maxTimeMs;
    if (this.exports._initialize) this.exports._initialize();
    this.ioAddress = this.exports.polis_io();
    this.ioSize = this.exports.polis_io_size();
    this.stepping = false; // inside a search step (the wasm iteration or its onProgress)
    this.searchToken = null; // the generator that owns the C search state
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

  // Loads a board into the engine as its current position, `player` to move. The board is
  // validated and encoded in one pass (web/rules/board.js toCells reads each cell once).
  setBoard(board, player) {
    const cells = toCells(board);
    this.setCells(cells, checkPlayer(player));
    return cells;
  }

  setCells(cells, side) {
    writeCells(this.io(), cells);
    this.check(this.exports.polis_set_cells(side), 'invalid board');
  }

  legalMoves(board, player) {
    this.setBoard(board, player);
    const n = this.check(this.exports.polis_legal(), 'no legal moves to list');
    return readMoveList(this.io(), n);
  }

  // Plays `move` for the owner of the piece on its from-square (or for `player` if given).
  play(board, move, player) {
    move = checkMove(move);
    const cells = toCells(board);
    const piece = cells[moveFrom(move)];
    if (!piece)
      throw new Error(
        `illegal move ${moveToStringUnchecked(move)}: no piece on ${squareNameUnchecked(move.fromR, move.fromC)}`,
      );
    this.setCells(cells, player !== undefined ? checkPlayer(player) : piece & RED ? 1 : 0);
    const code = this.exports.polis_play(moveFrom(move), moveTo(move));
    this.check(code, `illegal move ${moveToStringUnchecked(move)}`);
    return readOutcome(this.io());
  }

  // Counts within the engine's maxTimeMs, or options.timeMs when given (then it is the limit);
  // throws when the limit comes first.
  perft(board, player, depth, options) {
    return this.perftStats(board, player, depth, options).nodes;
  }

  // perft plus the number of moves resolved to count it (for benchmarks).
  perftStats(board, player, depth, options) {
    if (!Number.isInteger(depth) || depth < 0 || depth > 12) {
      throw new Error(`perft depth must be an integer from 0 to 12, got ${describe(depth)}`);
    }
    const timeMs = ownTime(options, 'timeMs', 'perft option') ?? this.maxTimeMs;
    this.setBoard(board, player);
    const nodes = this.exports.polis_perft(depth, timeMs);
    if (nodes === ERROR.TIME) {
      throw new Error(
        `perft ${depth} stopped at its time limit of ${timeMs} ms (a larger { timeMs } allows longer)`,
      );
    }
    this.check(nodes, 'cannot count moves');
    return { nodes, resolutions: this.exports.polis_perft_resolutions() };
  }

  parsePosition(text) {
    if (typeof text !== 'string') throw new Error(`a position must be a string, got ${describe(text)}`);
    const bytes = new TextEncoder().encode(text);
    if (bytes.length >= this.ioSize) throw new Error(`invalid position ${describe(text)}: too long`);
    this.io().set(bytes);
    // The length goes with the bytes: a NUL in the text is a bad character, not its end.
    this.check(this.exports.polis_set_text(bytes.length), `invalid position ${describe(text)}`);
    const side = this.exports.polis_get_cells();
    return { board: readBoard(this.io()), player: PLAYERS[side] };
  }

  // Searches for `player`'s move on `board`. Synchronous: returns the result directly (the
  // page should call it from a worker). Options (all optional; unknown names are an error):
  //   depth         1..64: the last iteration (exact mode: the depth searched)
  //   timeMs        time budget in ms; the search stops within it (a move is always found).
  //                 Without it a search runs at most the engine's maxTimeMs (createEngine;
  //                 default 60 s): a depth not reached by then is cut short (the result's
  //                 depth says how far it got)
  //   exact         true: the original AI's minimax at `depth`: its value, and its move (the
  //                 first legal move in generation order reaching it) unless a seed is given
  //   seed          0..2^32-1: pick at random, reproducibly, among the moves whose score is the
  //                 best (within randomMargin); exact mode picks among all moves reaching it
  //   randomMargin  tenths below the best a seeded pick may be (default 0; needs seed)
  //   clearHash     true: forget what earlier searches stored (else the table is kept, which
  //                 makes a search of a position seen before faster)
  //   evaluation    'original' (the default: the original game's evaluation) or 'extended' (fitted
  //                 to self-play: material, the chariots' advance counted linearly, their room to
  //                 advance, dogs guarding them, the move; strong mode only; it wins
  //                 engine-against-engine matches, see bench/RESULTS.md)
  //   level         a name from levels.js: its options are the defaults for the others
  //   multiPv       1..8: report the N best moves in `lines` (each with an exact score)
  //   hashMb        1..1024: the table's size in MB (default 8); it keeps that size for later
  //                 searches until one asks for another, and a new size starts empty
  //   onProgress    called after each completed iteration with { depth, score, mateIn, nodes,
  //                 timeMs, pv, lines, move }; if it throws, the search stops and the error propagates
  // With neither depth nor timeMs (nor level), the default level of levels.js applies.
  // Result: { move, score, mateIn, depth, nodes, timeMs, pv, lines, noMoves }
  //   move     { fromR, fromC, toR, toC }, or null when `player` has no legal move (then
  //            noMoves is true: `player` has lost, and score is -WIN_SCORE)
  //   score    tenths from `player`'s view (see WIN_SCORE)
  //   mateIn   plies to a forced end of the game: > 0 `player` wins, < 0 loses, null
  //            otherwise (always null in exact mode, which does not count the distance)
  //   depth    deepest completed iteration; nodes, timeMs: work done
  //   pv       the expected line, moves like `move`, starting with it
  //   lines    [{ move, score, mateIn, pv }]: the multiPv best moves (fewer if there are fewer
  //            legal moves), lines[0] being `move`, the others best first
  // Throws an Error for a bad board or player, bad options (naming the option) and a game
  // already over ("game is over: ...").
  search(board, player, options) {
    const run = startSearch(this, board, player, options);
    if (run.noMoves) return run.noMoves;
    // The iterations run without building their results (each is read only for onProgress):
    // a result per iteration was most of a short search's JavaScript garbage and fixed cost.
    for (;;) {
      if (!iterate(this, run)) {
        const { completed, ...result } = readResult(this, run);
        return result;
      }
    }
  }

  // The same search, one iteration at a time: a generator yielding the result after each
  // completed iteration ({ ..., done: false }), then the final result ({ ..., done: true }),
  // so a worker can handle messages between iterations (and stop by not asking for more). The
  // search state lives in the engine, so one search runs at a time: starting a search from
  // inside another's step (from onProgress) throws, and starting a new generator invalidates an
  // older one, whose next step then throws instead of answering with the newer search's move.
  // A generator's search starts at its first next(). The time budget keeps running while the
  // caller holds the generator.
  *searchSteps(board, player, options) {
    const run = startSearch(this, board, player, options);
    if (run.noMoves) {
      yield { ...run.noMoves, done: true };
      return;
    }
    for (;;) {
      if (this.searchToken !== run.token) {
        throw new Error('this search was overtaken: a newer search started in the same engine');
      }
      const more = iterate(this, run);
      const { completed, ...r } = readResult(this, run);
      yield { ...r, done: !more };
      if (!more) return;
    }
  }

  // Analysis for players (web/engine/review.js has the details and the result fields):
  //   analyse(board, player, { timeMs = 1000, depth, multiPv, evaluation, hashMb, clearHash })
  //     -> { player, score, mateIn, outcome, text, bestMove, line, lines, depth, nodes, timeMs }
  //   reviewGame(moves, { timeMs = 300 per position, depth, evaluation, hashMb, start })
  //     -> { plies: [{ ply, player, move, bestMove, scoreBefore, scoreAfter, loss,
  //          classification, ... }], summary, thresholds }
  //   reviewSteps(moves, options): the same review as a generator, one position per step.
  analyse(board, player, options) {
    return analyse(this, board, player, options);
  }

  reviewGame(moves, options) {
    return reviewGame(this, moves, options);
  }

  reviewSteps(moves, options) {
    return reviewSteps(this, moves, options);
  }

  formatPosition(board, player) {
    this.setBoard(board, player);
    const n = this.exports.polis_get_text();
    return new TextDecoder().decode(this.io().slice(0, n));
  }
}

// Resolves to a ready engine. Options (own properties): { wasmUrl } to load polis.wasm from
// elsewhere, or { module } with an already compiled WebAssembly.Module; { maxTimeMs } the
// longest a search or perft without a time of its own runs (default DEFAULT_MAX_TIME_MS, 60 s).
export async function createEngine(options = {}) {
  const maxTimeMs = ownTime(options, 'maxTimeMs', 'createEngine option') ?? REQUEST_LIMIT_MS;
  const given = ownOption(options, 'module');
  if (given !== undefined && Object.prototype.toString.call(given) !== '[object WebAssembly.Module]')
    throw new TypeError(
      `createEngine: module must be polis.wasm compiled (a WebAssembly.Module), got ${describe(given)}`,
    );
  const module = given ?? (await compileEngine(ownOption(options, 'wasmUrl')));
  const instance = await WebAssembly.instantiate(module, { env: { now_ms: () => performance.now() } });
  return new Engine(instance, maxTimeMs);
}
