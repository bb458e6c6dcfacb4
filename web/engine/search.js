// web/engine/search.js - the search's plumbing for web/engine.js (src/search.c through src/api.c):
// starting a search, running an iteration, reading the result back from the I/O buffer. The
// options are checked in web/engine/search-options.js; Engine.prototype.search documents the API.

import { searchOptions, SEARCH_MAX_DEPTH, WIN_SCORE } from './search-options.js';

const PLAYERS = ['blue', 'red'];

const FLAG = { exact: 1, seeded: 2, clear: 4, extended: 1 << 16 };
// Offsets of the search result in the I/O buffer (SR_* in src/api.c).
const SR = {
  completed: 0,
  done: 4,
  depth: 8,
  score: 12,
  mate: 16,
  pvLen: 20,
  nodes: 24,
  time: 32,
  move: 40,
  pv: 42,
  nlines: 300,
  lines: 304,
  lineBytes: 12 + 2 * 128,
}; // a line: score, mate, pv length (int32), pv
const GAME_OVER = -9; // POLIS_E_GAME_OVER

export function square(sq) {
  return { r: sq >> 3, c: sq & 7 };
}

// A move in the I/O buffer: from-square then to-square (see put_move in src/api.c).
export function readMove(io, at) {
  const from = square(io[at]);
  const to = square(io[at + 1]);
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
    (o.exact ? FLAG.exact : 0) |
    (o.seed !== undefined ? FLAG.seeded : 0) |
    (o.clearHash ? FLAG.clear : 0) |
    (o.evaluation === 'extended' ? FLAG.extended : 0);
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
  if (n === GAME_OVER) {
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
    const at = SR.lines + i * SR.lineBytes;
    const linePv = [];
    for (let j = 0; j < view.getInt32(at + 8, true); j++) linePv.push(readMove(io, at + 12 + 2 * j));
    const lineMate = view.getInt32(at + 4, true);
    lines.push({
      move: linePv[0],
      score: view.getInt32(at, true),
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
