// The glue between the game and the AI worker (ai-worker.js, which runs the wasm engine).
//
//   import { chooseMoveRed, chooseMove, analyse, reviewGame, hint, cancel } from './web/ai-client.js';
//
// Stable API (each returns a Promise; bad arguments reject with an Error saying what is wrong):
//
/**
 * chooseMove(board, player, options?) -> { move, score, mateIn, depth, nodes, timeMs, pv,
 *     lines, stoppedEarly, engine: 'wasm', level, id }
 *   board: 8x8 array as in rules.js; player: 'blue' | 'red' (to move); options: a level name
 *   ('easy', ...) or engine.search() options plus onProgress(p) called per completed depth
 *   with { depth, score, mateIn, nodes, timeMs, move, pv }. score: tenths of a piece from
 *   player's side; mateIn: plies to a forced end (> 0 player wins) or null; pv: 'b2b3' strings.
 *
 * chooseMoveRed(board, player = 'red', options?) -> { fromR, fromC, toR, toC }
 *
 * analyse(board, player, options?) -> { player, score, mateIn, outcome ('win' | 'loss' | null),
 *     text ('+1.2', 'win in 3'), bestMove, bestMoveText, line, lineText, lines: [{ move,
 *     moveText, score, mateIn, text, pv, pvText }], depth, nodes, timeMs, stoppedEarly }
 *   options: { timeMs = 1000, depth, multiPv (the number of best moves in lines), evaluation,
 *   hashMb, clearHash }. All scores from player's side.
 *
 * hint(board, player, options?) -> the same as analyse, with timeMs 500 unless given.
 *
 * reviewGame(moves, options?) -> { plies: [{ ply, player, move, moveText, bestMove,
 *     bestMoveText, bestLineText, scoreBefore, mateBefore, scoreAfter, mateAfter, textBefore,
 *     textAfter, loss, classification }], summary: { blue: { best, good, inaccuracy, mistake,
 *     blunder }, red: {...} }, thresholds, stoppedEarly }
 *   moves: the game's moves ({ fromR, fromC, toR, toC } or 'b2b3') from the start, or from
 *   options.start (a position string or { board, player }); options: { timeMs per searched
 *   position (default 300), depth, evaluation, hashMb, start, onProgress({ ply, of }) }.
 *   Classes by the mover's loss in tenths: best (the engine's move or no loss), good <= 5,
 *   inaccuracy <= 15, mistake <= 30, blunder above (web/engine/review.js).
 *
 * cancel() -> the request in flight, if any, rejects with an Error named 'AbortError'.
 */
//
// Only one request is in flight per client: a newer one (of any kind) or cancel() rejects the
// older promise at once with an AbortError, and the worker stops it at once. A page that
// analyses while the AI plays uses a second client: createAiClient().
//
// The worker URL is resolved relative to this module, so the files work from any folder.

import { levelByName, DEFAULT_LEVEL } from './levels.js';
import { startWorker, startInPage } from './ai-start.js';

const LOAD_TIMEOUT_MS = 20000;
const HINT_MS = 500;

function abortError(message = 'the search was cancelled') {
  const e = new Error(message);
  e.name = 'AbortError';
  return e;
}

// Splits chooseMove's options into worker search options, the level name and onProgress.
function normaliseOptions(options) {
  if (options === undefined || options === null) options = DEFAULT_LEVEL;
  if (typeof options === 'string') options = { level: options };
  if (typeof options !== 'object') throw new TypeError('options must be a level name or an object');
  const { onProgress = null, ...search } = options;
  if (onProgress !== null && typeof onProgress !== 'function')
    throw new TypeError('onProgress must be a function');
  // The worker checks and expands the options with the engine's own checker; here only the
  // level's name is settled (an unknown one throws at once), for the result's `level`.
  let level = null;
  if (search.level !== undefined) level = levelByName(search.level).name;
  else if (search.depth === undefined && search.timeMs === undefined) level = DEFAULT_LEVEL;
  return { search, level, onProgress };
}

// Plain-data copy of a board (drops anything a worker could not clone and checks the shape
// loosely; the worker validates it fully).
function cloneBoard(board) {
  if (!Array.isArray(board)) throw new TypeError('board must be an 8x8 array');
  return board.map((row) => {
    if (!Array.isArray(row)) throw new TypeError('board must be an 8x8 array');
    return row.map((cell) => (cell ? { team: cell.team, type: cell.type, stunned: !!cell.stunned } : null));
  });
}

// Options as plain data for the worker: an object's own enumerable fields (functions dropped).
function plainOptions(options) {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('options must be an object like { timeMs }');
  return Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== 'function'));
}

function plainMove(m) {
  if (typeof m === 'string' || m === null || typeof m !== 'object') return m; // the worker says what is wrong
  return { fromR: m.fromR, fromC: m.fromC, toR: m.toR, toC: m.toC };
}

export function createAiClient({ workerUrl, wasmUrl, loadTimeoutMs = LOAD_TIMEOUT_MS } = {}) {
  let worker = null;
  let ready = null; // Promise<engine name>, across the worker and the fallback in the page
  let settle = null;
  let engineName = null;
  let current = null; // { id, resolve, reject, onProgress, level }
  let nextId = 1;
  let failure = null; // Error once neither a worker nor the page could load the engine
  let generation = 0; // terminate() makes every start before it obsolete
  const listeners = new Set();

  function emit(event) {
    for (const fn of listeners) {
      try {
        fn(event);
      } catch (e) {
        console.error(e);
      }
    }
  }

  function failCurrent(err) {
    if (!current) return;
    const c = current;
    current = null;
    if (worker) worker.busy(false);
    c.reject(err);
  }

  function fail(err) {
    failure = err;
    settle.reject(err);
    failCurrent(err);
    emit({ type: 'failed', error: err });
  }

  function start() {
    ready = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    ready.catch(() => {});
    let w;
    try {
      w = startWorker({ workerUrl, wasmUrl });
    } catch (e) {
      inPage(`the AI worker could not be started: ${e.message}`);
      return;
    }
    listen(w, (reason) => inPage(reason));
  }

  // No worker: the engine in the page, on its cooperative schedule (web/engine/page-engine.js).
  function inPage(workerReason) {
    const g = generation;
    startInPage({ wasmUrl }).then(
      (w) =>
        g === generation
          ? listen(w, (reason) => fail(new Error(`${workerReason}; in the page: ${reason}`)))
          : w.terminate(),
      (e) => g === generation && fail(new Error(`${workerReason}; in the page: ${e.message}`)),
    );
  }

  function listen(w, loadFailed) {
    worker = w;
    const timer = setTimeout(
      () => failed(`the AI engine did not load within ${loadTimeoutMs / 1000} s`),
      loadTimeoutMs,
    );

    function failed(reason, inPageMayHelp = true) {
      clearTimeout(timer);
      if (worker !== w) return;
      w.terminate();
      worker = null;
      if (inPageMayHelp) loadFailed(reason);
      else fail(new Error(reason));
    }

    w.addEventListener('message', (e) => {
      if (worker !== w) return;
      const msg = e.data;
      if (!msg || typeof msg !== 'object') return;
      if (msg.type === 'ready') {
        clearTimeout(timer);
        engineName = msg.engine;
        settle.resolve(msg.engine);
        emit({ type: 'ready', engine: msg.engine });
        if (current) send(current);
        return;
      }
      if (msg.type === 'error' && msg.fatal) {
        // The worker ran but could not fetch polis.wasm (engine.js's "cannot load the engine
        // from URL"): the page would fetch the same address, so it is not tried.
        failed(msg.message, !/cannot load the engine from/.test(msg.message));
        return;
      }
      if (!current || msg.id !== current.id) return; // about an obsolete request
      if (msg.type === 'progress') {
        if (current.onProgress) {
          try {
            current.onProgress({ ...msg, engine: engineName });
          } catch (err) {
            console.error(err);
          }
        }
      } else if (msg.type === 'result') {
        const c = current;
        current = null;
        w.busy(false);
        c.resolve(msg);
      } else if (msg.type === 'error') {
        failCurrent(new Error(msg.message));
      } else if (msg.type === 'cancelled') {
        failCurrent(abortError());
      }
    });
    w.addEventListener('error', (e) => {
      if (e.preventDefault) e.preventDefault();
      const detail = e.message || 'the script or one of its imports failed to load';
      if (!engineName) {
        failed(`the AI worker failed: ${detail}`);
      } else {
        // Crashed after loading: fail the search and start afresh next time.
        w.terminate();
        if (worker === w) worker = null;
        failCurrent(new Error(`the AI worker crashed: ${detail}`));
      }
    });
  }

  function ensureWorker() {
    if (failure) return;
    if (!worker && (!ready || engineName)) {
      // Not yet started, or crashed after loading (worker gone, engine known): start afresh.
      engineName = null;
      start();
    }
  }

  // Posts a request once the engine is ready (at once if it is).
  function send(req) {
    if (!engineName || !worker || req.sent) return;
    req.sent = true;
    worker.busy(true);
    worker.postMessage(req.message);
  }

  // Stops the request in flight, if any, rejecting its promise with an AbortError. The worker
  // answers at once even mid-search, so a cancel message is enough.
  function abortInFlight(reason) {
    if (!current) return;
    if (worker && current.sent) worker.postMessage({ type: 'cancel', id: current.id });
    failCurrent(abortError(reason));
  }

  // Sends one request; resolves with the worker's result, mapped by `map`.
  function request(type, payload, { onProgress = null, map = (msg) => msg, level = null } = {}) {
    abortInFlight('the request was overtaken by a newer one');
    ensureWorker();
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    const promise = new Promise((resolve, reject) => {
      current = {
        id,
        resolve: (msg) => resolve(map(msg)),
        reject,
        onProgress,
        level,
        message: { type, id, ...payload },
      };
    });
    send(current);
    return promise;
  }

  function chooseMove(board, player, options) {
    try {
      const { search, level, onProgress } = normaliseOptions(options);
      return request(
        'search',
        { board: cloneBoard(board), player, options: search },
        {
          onProgress,
          level,
          map: (msg) => ({
            move: msg.move,
            score: msg.score,
            mateIn: msg.mateIn,
            depth: msg.depth,
            nodes: msg.nodes,
            timeMs: msg.timeMs,
            pv: msg.pv,
            lines: msg.lines ?? [],
            stoppedEarly: !!msg.stoppedEarly,
            engine: msg.engine || engineName,
            level,
            id: msg.id,
          }),
        },
      );
    } catch (e) {
      return Promise.reject(e);
    }
  }

  async function chooseMoveRed(board, player = 'red', options) {
    const r = await chooseMove(board, player, options);
    return r.move;
  }

  const withoutEnvelope = ({ type, id, kind, engine, ...rest }) => rest;

  function analyse(board, player, options) {
    try {
      return request(
        'analyse',
        { board: cloneBoard(board), player, options: plainOptions(options) },
        { map: withoutEnvelope },
      );
    } catch (e) {
      return Promise.reject(e);
    }
  }

  function hint(board, player, options) {
    const o = plainOptions(options) ?? {};
    return analyse(
      board,
      player,
      o.timeMs === undefined && o.depth === undefined ? { ...o, timeMs: HINT_MS } : o,
    );
  }

  function reviewGame(moves, options) {
    try {
      const { onProgress = null, ...rest } = options ?? {};
      if (onProgress !== null && typeof onProgress !== 'function')
        throw new TypeError('onProgress must be a function');
      if (!Array.isArray(moves)) throw new TypeError('moves must be an array of moves');
      return request(
        'review',
        { moves: moves.map(plainMove), options: rest },
        { onProgress, map: withoutEnvelope },
      );
    } catch (e) {
      return Promise.reject(e);
    }
  }

  function cancel() {
    abortInFlight('the request was cancelled');
  }

  return {
    chooseMove,
    chooseMoveRed,
    analyse,
    hint,
    reviewGame,
    cancel,
    // Resolves to the engine name ('wasm') once the worker has loaded it; rejects if it cannot.
    ready() {
      ensureWorker();
      if (failure) return Promise.reject(failure);
      return ready;
    },
    get busy() {
      return current !== null;
    },
    get engine() {
      return engineName;
    },
    get failure() {
      return failure;
    },
    // fn({ type: 'ready', engine } | { type: 'failed', error })
    onStatus(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    terminate() {
      abortInFlight('the AI client was shut down');
      if (worker) worker.terminate();
      worker = null;
      generation++;
      ready = null;
      engineName = null;
    },
  };
}

// A shared client for the simple functional API.
let shared = null;
export function defaultClient() {
  if (!shared) shared = createAiClient();
  return shared;
}

export function chooseMoveRed(board, player = 'red', options) {
  return defaultClient().chooseMoveRed(board, player, options);
}

export function chooseMove(board, player, options) {
  return defaultClient().chooseMove(board, player, options);
}

export function analyse(board, player, options) {
  return defaultClient().analyse(board, player, options);
}

export function hint(board, player, options) {
  return defaultClient().hint(board, player, options);
}

export function reviewGame(moves, options) {
  return defaultClient().reviewGame(moves, options);
}

export function cancel() {
  if (shared) shared.cancel();
}
