// The glue between the game and the AI worker (ai-worker.js, which runs the wasm engine).
//
//   import { chooseMoveRed, chooseMove, cancel } from './web/ai-client.js';
//   const move = await chooseMoveRed(board);                 // { fromR, fromC, toR, toC }
//   const r = await chooseMove(board, 'blue', { level: 'easy', onProgress: (p) => ... });
//   // r = { move, score, mateIn, depth, nodes, timeMs, pv, engine: 'wasm', level }
//   cancel();                                                // the pending promise rejects
//
// Only one search is in flight per client. A newer chooseMove() or a cancel() while a search
// is in flight rejects the older promise with an Error named 'AbortError' and, because a worker
// deep inside a synchronous wasm search cannot read its messages, terminates that worker and
// starts a fresh one; the page never waits for an obsolete search.
//
// The worker URL is resolved relative to this module, so the files work from any folder.

import { levelByName, DEFAULT_LEVEL } from './levels.js';

const WORKER_URL = new URL('./ai-worker.js', import.meta.url);
const LOAD_TIMEOUT_MS = 20000;

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
  if (onProgress !== null && typeof onProgress !== 'function') throw new TypeError('onProgress must be a function');
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

export function createAiClient({ workerUrl = WORKER_URL, loadTimeoutMs = LOAD_TIMEOUT_MS } = {}) {
  let worker = null;
  let ready = null; // Promise<engine name>
  let engineName = null;
  let current = null; // { id, resolve, reject, onProgress, level }
  let nextId = 1;
  let failure = null; // Error once the worker proved unable to load
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
    c.reject(err);
  }

  function start() {
    let w;
    try {
      w = new Worker(workerUrl, { type: 'module' });
    } catch (e) {
      failure = new Error(`the AI worker could not be started: ${e.message}`);
      ready = Promise.reject(failure);
      ready.catch(() => {});
      emit({ type: 'failed', error: failure });
      return;
    }
    worker = w;
    let settle;
    ready = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    ready.catch(() => {});
    const timer = setTimeout(() => loadFailed(new Error(`the AI engine did not load within ${loadTimeoutMs / 1000} s`)), loadTimeoutMs);

    function loadFailed(err) {
      clearTimeout(timer);
      if (worker !== w) return;
      failure = err;
      settle.reject(err);
      w.terminate();
      worker = null;
      failCurrent(err);
      emit({ type: 'failed', error: err });
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
        return;
      }
      if (msg.type === 'error' && msg.fatal) {
        loadFailed(new Error(msg.message));
        return;
      }
      if (!current || msg.id !== current.id) return; // about an obsolete search
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
        c.resolve({
          move: msg.move,
          score: msg.score,
          mateIn: msg.mateIn,
          depth: msg.depth,
          nodes: msg.nodes,
          timeMs: msg.timeMs,
          pv: msg.pv,
          engine: msg.engine || engineName,
          level: c.level,
          id: msg.id,
        });
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
        loadFailed(new Error(`the AI worker failed: ${detail}`));
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
    if (!worker) start();
  }

  // Stops the search in flight, if any, rejecting its promise with an AbortError.
  function abortInFlight(reason) {
    if (!current) return;
    // The worker may be deep in synchronous wasm: replace it rather than wait for it.
    if (worker) {
      worker.terminate();
      worker = null;
      engineName = null;
    }
    failCurrent(abortError(reason));
  }

  async function chooseMove(board, player, options) {
    const { search, level, onProgress } = normaliseOptions(options);
    const plainBoard = cloneBoard(board);
    abortInFlight('the search was overtaken by a newer one');
    ensureWorker();
    if (failure) throw failure;
    const id = nextId++;
    const promise = new Promise((resolve, reject) => {
      current = { id, resolve, reject, onProgress, level };
    });
    const w = worker;
    ready.then(
      () => {
        if (current && current.id === id && worker === w) {
          w.postMessage({ type: 'search', id, board: plainBoard, player, options: search });
        }
      },
      () => {},
    );
    return promise;
  }

  async function chooseMoveRed(board, player = 'red', options) {
    const r = await chooseMove(board, player, options);
    return r.move;
  }

  function cancel() {
    abortInFlight('the search was cancelled');
    ensureWorker(); // keep a fresh worker warm for the next request
  }

  return {
    chooseMove,
    chooseMoveRed,
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

export function cancel() {
  if (shared) shared.cancel();
}
