// web/engine/search.js - the search's plumbing for web/engine.js (src/strong.c through src/api.c):
// starting a search, running an iteration, reading the result back from the I/O buffer. The
// options are checked in web/engine/search-options.js; Engine.prototype.search documents the API.

import { searchOptions, SEARCH_MAX_DEPTH, WIN_SCORE } from './search-options.js';
import { SR, LINE, SEARCH_FLAG, ERROR } from './wasm-api.js';
import { squareAt } from '../rules/util.js';

// The C side's players by number (0 Blue, 1 Red).
export const PLAYERS = ['blue', 'red'];

// A move in the I/O buffer: from-square then to-square (see put_move in src/api.c).
export function readMove(io, at) {
  const from = squareAt(io[at]);
  const to = squareAt(io[at + 1]);
  return { fromR: from.r, fromC: from.c, toR: to.r, toC: to.c };
}

// Checks the options, loads the position and starts the C search: { o, start, token }, or
// { noMoves: result } when the side to move has no legal move.
export function startSearch(engine, board, player, options) {
  if (engine.stepping) {
    throw new Error(
      "a search is already running in this engine (a search cannot start from inside another's onProgress)",
    );
  }
  const o = searchOptions(options);
  const start = performance.now();
  const token = {};
  engine.setBoard(board, player);
  engine.searchToken = token; // from here on, the C search state is this search's
  const flags =
    (o.exact ? SEARCH_FLAG.EXACT : 0) |
    (o.seed !== undefined ? SEARCH_FLAG.SEEDED : 0) |
    (o.clearHash ? SEARCH_FLAG.CLEAR_TT : 0) |
    (o.evaluation === 'extended' ? SEARCH_FLAG.EVAL_EXTENDED : 0);
  // Without a time of its own, a search runs at most the engine's limit.
  const n = engine.exports.polis_search_start(
    o.depth ?? SEARCH_MAX_DEPTH,
    o.timeMs ?? engine.maxTimeMs,
    flags,
    o.seed ?? 0,
    o.randomMargin ?? 0,
    o.multiPv ?? 1,
    o.hashMb ?? 0,
  );
  if (n === ERROR.GAME_OVER) {
    throw new Error(`game is over: ${PLAYERS[engine.exports.polis_winner()]} has already won`);
  }
  engine.check(n, 'cannot search');
  if (n === 0) {
    return {
      noMoves: {
        move: null,
        noMoves: true,
        score: -WIN_SCORE,
        mateIn: null,
        depth: 0,
        nodes: 0,
        timeMs: performance.now() - start,
        pv: [],
        lines: [],
      },
    };
  }
  return { o, start, token };
}

// One iteration of the running search, then onProgress if it completed; false once the
// search is over. onProgress may call the engine's rules (legalMoves, play, perft), which use
// the same I/O buffer: the iteration's result, read before it is called, is kept as run.read
// (readResult uses it then, not the buffer).
export function iterate(engine, run) {
  const { o, start } = run;
  run.read = null;
  engine.stepping = true;
  try {
    const more = engine.exports.polis_search_iterate();
    if (o.onProgress && engine.io()[SR.completed] === 1) {
      run.read = readSearchResult(engine, start);
      const { completed, ...report } = run.read;
      o.onProgress(report);
    }
    return more;
  } finally {
    engine.stepping = false;
  }
}

// The running search's result after its last iteration (see iterate).
export function readResult(engine, run) {
  return run.read ?? readSearchResult(engine, run.start);
}

// The search's result from the I/O buffer (timeMs: since `start`), with `completed`: whether
// the last iteration finished.
export function readSearchResult(engine, start) {
  const io = engine.io();
  const view = new DataView(io.buffer, io.byteOffset, io.byteLength);
  const pv = [];
  for (let i = 0; i < view.getInt32(SR.pvLen, true); i++) pv.push(readMove(io, SR.pv + 2 * i));
  const mate = view.getInt32(SR.mate, true);
  const lines = [];
  for (let i = 0; i < view.getInt32(SR.nlines, true); i++) {
    const at = SR.lines + i * LINE.bytes;
    const linePv = [];
    for (let j = 0; j < view.getInt32(at + LINE.pvLen, true); j++) {
      linePv.push(readMove(io, at + LINE.pv + 2 * j));
    }
    const lineMate = view.getInt32(at + LINE.mate, true);
    lines.push({
      move: linePv[0],
      score: view.getInt32(at + LINE.score, true),
      mateIn: lineMate === 0 ? null : lineMate,
      pv: linePv,
    });
  }
  return {
    move: io[SR.move] === 255 ? null : readMove(io, SR.move),
    score: view.getInt32(SR.score, true),
    mateIn: mate === 0 ? null : mate,
    depth: view.getInt32(SR.depth, true),
    nodes: view.getFloat64(SR.nodes, true),
    timeMs: performance.now() - start,
    pv,
    lines,
    noMoves: false,
    completed: view.getInt32(SR.completed, true) === 1,
  };
}
