// The glue between the game and the AI worker (ai-worker.js, which runs the wasm engine).
//
//   import { chooseMoveRed, chooseMove, analyse, reviewGame, hint, cancel } from './web/ai-client.js';
//
// Stable API (each returns a Promise; bad arguments reject with an Error saying what is wrong):
// createAiClient, chooseMove, chooseMoveRed, analyse, hint, reviewGame, cancel. Their options and
// results are declared, with what each field means, in types/ai-client.d.ts and
// types/analysis.d.ts, the reference; `make typecheck` checks this module's exports and
// createAiClient's options against them.
//
// Only one request is in flight per client: a newer one (of any kind) or cancel() rejects the
// older promise at once with an AbortError, and the worker stops it at once. A page that
// analyses while the AI plays uses a second client: createAiClient().
//
// The worker URL is resolved relative to this module, so the files work from any folder.

import { RequestQueue } from './engine/request-queue.js';
import { normaliseOptions, cloneBoard, plainOptions, plainMove } from './engine/request-data.js';
import { describe } from './lib/describe.js';

const LOAD_TIMEOUT_MS = 20000;
const HINT_MS = 500;

// A promise rejected with what `fn` throws (a bad argument), else what it returns.
function rejecting(fn) {
  try {
    return fn();
  } catch (e) {
    return Promise.reject(e);
  }
}

const withoutEnvelope = ({ type, id, kind, engine, ...rest }) => rest;

function chooseMoveOf(queue, board, player, options) {
  const { search, level, onProgress } = normaliseOptions(options);
  const map = (msg) => ({
    move: msg.move,
    score: msg.score,
    mateIn: msg.mateIn,
    depth: msg.depth,
    nodes: msg.nodes,
    timeMs: msg.timeMs,
    pv: msg.pv,
    lines: msg.lines ?? [],
    stoppedEarly: !!msg.stoppedEarly,
    engine: msg.engine || queue.link.engineName,
    level,
    id: msg.id,
  });
  return queue.request('search', { board: cloneBoard(board), player, options: search }, { onProgress, map });
}

function analyseOf(queue, board, player, options) {
  const payload = { board: cloneBoard(board), player, options: plainOptions(options) };
  return queue.request('analyse', payload, { map: withoutEnvelope });
}

function reviewGameOf(queue, moves, options) {
  const { onProgress = null, ...rest } = options ?? {};
  if (onProgress !== null && typeof onProgress !== 'function')
    throw new TypeError('onProgress must be a function');
  if (!Array.isArray(moves)) throw new TypeError('moves must be an array of moves');
  return queue.request(
    'review',
    { moves: moves.map(plainMove), options: rest },
    { onProgress, map: withoutEnvelope },
  );
}

// createAiClient's options, checked before anything starts: a wrong one silently ran the engine
// on the page's own thread.
function checkClientOptions(options) {
  const bad = (what, expected, value) =>
    new TypeError(`createAiClient: ${what} must be ${expected}, got ${describe(value)}`);
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw bad('options', 'an object like { workerUrl } or nothing', options);
  for (const name of ['workerUrl', 'wasmUrl']) {
    const v = options[name];
    if (v !== undefined && typeof v !== 'string' && !(v instanceof URL))
      throw bad(`options.${name}`, 'a URL or a string', v);
  }
  const t = options.loadTimeoutMs;
  if (t !== undefined && !(typeof t === 'number' && t > 0))
    throw bad('options.loadTimeoutMs', 'a number of ms above 0', t);
}

export function createAiClient(options = {}) {
  checkClientOptions(options);
  const { workerUrl, wasmUrl, loadTimeoutMs = LOAD_TIMEOUT_MS } = options;
  const queue = new RequestQueue({ workerUrl, wasmUrl, loadTimeoutMs });
  const { link } = queue;
  const chooseMove = (board, player, options) => rejecting(() => chooseMoveOf(queue, board, player, options));
  const analyse = (board, player, options) => rejecting(() => analyseOf(queue, board, player, options));
  return {
    chooseMove,
    async chooseMoveRed(board, player = 'red', options) {
      const r = await chooseMove(board, player, options);
      return r.move;
    },
    analyse,
    hint(board, player, options) {
      const o = plainOptions(options) ?? {};
      return analyse(
        board,
        player,
        o.timeMs === undefined && o.depth === undefined ? { ...o, timeMs: HINT_MS } : o,
      );
    },
    reviewGame: (moves, options) => rejecting(() => reviewGameOf(queue, moves, options)),
    cancel: () => queue.abortInFlight('the request was cancelled'),
    // Resolves to the engine name ('wasm') once the worker has loaded it; rejects if it cannot.
    ready: () => queue.ready(),
    get busy() {
      return queue.current !== null;
    },
    get engine() {
      return link.engineName;
    },
    get failure() {
      return link.failure;
    },
    // fn({ type: 'ready', engine } | { type: 'failed', error })
    onStatus(fn) {
      link.listeners.add(fn);
      return () => link.listeners.delete(fn);
    },
    // Releases everything the client started (the request in flight is rejected, the worker and
    // its engine thread end, the load timer stops); a later request starts afresh.
    terminate: () => queue.terminate(),
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
