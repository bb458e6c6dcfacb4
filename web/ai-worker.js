// Polis AI worker: answers search, analysis, review and perft requests with the wasm engine.
//
// It runs as a module Web Worker in a browser:
//   new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' })
// and as a Node worker_threads Worker (for tests):
//   new Worker(new URL('./ai-worker.js', import.meta.url))
//
// The engine itself runs in a second thread (engine-worker.js) that this worker starts: a
// search is synchronous wasm, so the thread running it cannot read messages. This one never
// computes, so it answers a ping at once, stops a job the moment it is cancelled (by ending
// the engine's thread and starting a fresh one) and enforces the time limit. (A browser that
// cannot start a worker from a worker gets the engine in this thread instead: see INLINE. A
// browser's engine thread starts well after polis.wasm compiles: meanwhile the engine serves from
// this thread, web/engine/stand-in.js.)
//
// ## Protocol (every message is a plain, structured-cloneable object)
//
// Requests (to the worker); id: any string or finite number chosen by the caller, echoed in
// every answer about the request:
//   { type: 'search', id, board, player, options }
//       board    8x8 array as in rules.js; player 'blue' | 'red' (the side to move).
//       options  a level name ('easy', ...), or search options for engine.search() (engine.js):
//                { depth, timeMs, exact, seed, randomMargin, clearHash, evaluation, level,
//                multiPv, hashMb }. With neither depth nor timeMs the default level applies.
//   { type: 'analyse', id, board, player, options }
//       options  { timeMs (default 1000), depth, multiPv, evaluation, hashMb, clearHash }
//   { type: 'review', id, moves, options }
//       moves    the game's moves ({ fromR, fromC, toR, toC } or 'b2b3'), from the start or
//                from options.start (a position string or { board, player })
//       options  { timeMs per searched position (default 300), depth, evaluation, hashMb, start }
//   { type: 'perft', id, board, player, depth }    depth 0..6
//   { type: 'cancel', id? }     cancels the request with that id (any, without id)
//   { type: 'ping', id? }       -> { type: 'pong', id, engine, busy } at once, even mid-search
//   { type: 'configure', maxTimeMs, graceMs? }
//       lowers (or restores) the limit on any one request, 1..REQUEST_LIMIT_MS (60 s, the
//       default; web/engine/request-limit.js), and sets how long past it a job still running
//       is stopped (graceMs, 0..REQUEST_LIMIT_MS; 1000 unless given), answered
//       { type: 'configured', maxTimeMs, graceMs }.
//
// Every request runs under the limit: a search, analysis or review position given a time
// above it is an error; one given only a depth runs with the limit as its time and answers
// stoppedEarly: true if it ended short of that depth; a review stops between moves before one
// that would end past it (stoppedEarly: true, the moves reviewed so far); anything still
// running graceMs (a second) after its limit is stopped (a search then answers its last
// completed iteration, stoppedEarly).
//
// Answers (from the worker):
//   { type: 'ready', engine: 'wasm' }       once, when the engine has loaded.
//   { type: 'error', id: null, fatal: true, message }
//                                           instead of 'ready' when the engine cannot load;
//                                           every later request is answered with an error.
//   { type: 'progress', id, depth, score, mateIn, nodes, timeMs, move, pv }
//                                           after each completed iteration of a search.
//   { type: 'progress', id, ply, of }       after each move of a review.
//   { type: 'result', id, kind: 'search', move, score, mateIn, depth, nodes, timeMs, pv, lines,
//     stoppedEarly, engine }                move { fromR, fromC, toR, toC }, score in tenths
//                                           from `player`'s side, pv as move strings.
//   { type: 'result', id, kind: 'analyse', ...engine.analyse() fields, stoppedEarly, engine }
//   { type: 'result', id, kind: 'review', plies, summary, thresholds, stoppedEarly, engine }
//   { type: 'result', id, kind: 'perft', depth, nodes, engine }
//   { type: 'error', id, message }          a bad request or an engine failure; the worker
//                                           keeps serving.
//   { type: 'cancelled', id }               cancelled, or overtaken by a newer request.
//
// One request runs at a time and a newer one overtakes every older one: a waiting one is
// answered 'cancelled' at once, a running one is stopped at once and answered 'cancelled'.

import { describe, errorMessage } from './lib/describe.js';
import { blobModuleWorker, isCrossOriginRefusal } from './engine/cross-origin-worker.js';
import { WorkerJobs, JOB_TYPES } from './engine/worker-jobs.js';
import { inlineEngine } from './engine/inline-thread.js';
import { EngineThreads } from './engine/engine-threads.js';
import { isBrowserWorker } from './lib/runtime.js';

const ENGINE_NAME = 'wasm';
// Held as a name, not a `new URL('./engine-worker.js', ...)` literal: bundlers would copy the
// file a second time as an asset. The literal form is in startBrowserThread.
// (webpack warns about `new URL(name, import.meta.url)`, hence HERE).
const HERE = import.meta.url;
const ENGINE_THREAD_FILE = './engine-worker.js';
// A host that places the files itself names them in this worker's address: ...#wasm=URL&engine=URL
// (the game page's own early worker too, web/page/start.js: read as this file runs, with no wait).
const PLACED = new URLSearchParams(new URL(HERE).hash.slice(1));
const ENGINE_THREAD_URL = new URL(PLACED.get('engine') ?? ENGINE_THREAD_FILE, HERE);

// Where the page's copies of polis.wasm and the engine thread are ({ type: 'files', wasm, engine },
// the first message web/ai-start.js sends a browser worker): tried before this worker's own. A
// bundler that copies the worker alone as a file (Rollup's import-meta-assets plugin) places the
// page's but not the worker's neighbours, and asking for those first cost every load a 404. Any
// other first message, or none within FILES_WAIT_MS (a host that starts this file itself), means
// the page names none.
const FILES_WAIT_MS = 1000;
let firstMessage;
const pageFiles = new Promise((resolve) => (firstMessage = resolve));
let pageEngineUrl = null;

// What this worker has done, for people (and tests) inspecting it from a debugger.
const stats = { engine: null, searches: 0, results: 0, errors: 0, cancelled: 0, restarts: 0 };
globalThis.polisWorker = stats;

let post;
let listen;
let NodeWorker = null;
if (isBrowserWorker) {
  post = (msg) => self.postMessage(msg);
  listen = (fn) => self.addEventListener('message', (e) => fn(e.data));
} else {
  // Not `await import(...)`: no top-level await, which bundlers building workers as classic
  // scripts (Vite's default) refuse.
  const threads = process.getBuiltinModule('node:worker_threads');
  if (!threads.parentPort) throw new Error('ai-worker.js must be started as a worker');
  NodeWorker = threads.Worker;
  post = (msg) => threads.parentPort.postMessage(msg);
  listen = (fn) => threads.parentPort.on('message', fn);
}

function answer(msg) {
  if (msg.type === 'result') stats.results++;
  else if (msg.type === 'error') stats.errors++;
  else if (msg.type === 'cancelled') stats.cancelled++;
  post(msg);
}

const jobs = new WorkerJobs(
  {
    answer,
    post: (msg) => post(msg),
    ready: (job) => engines.ready(job),
    send: (msg, job) => engines.send(msg, job),
    restart: () => engines.restart(),
    started: (job) => job.kind === 'search' && stats.searches++,
  },
  ENGINE_NAME,
);

// ---------------------------------------------------------------------------
// The engine thread

// Where a browser cannot start a worker from a worker, the jobs run in this thread instead,
// behind the same interface: then a ping or a cancel waits for the job in progress, and a
// cancelled job's answer is dropped. (POLIS_INLINE_ENGINE=1 forces this in Node, for tests.)
const INLINE = NodeWorker ? process.env.POLIS_INLINE_ENGINE === '1' : typeof Worker === 'undefined';

// The literal form lets a bundler bundle the engine thread; a script on another origin than the
// page (a CDN, this worker itself started from a blob:) is started from a same-origin blob.
function startBrowserThread() {
  const named = PLACED.has('engine') ? ENGINE_THREAD_URL : pageEngineUrl;
  try {
    if (named) return new Worker(named, { type: 'module' });
    return new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
  } catch (e) {
    if (!isCrossOriginRefusal(e)) throw e;
    return blobModuleWorker(named ?? ENGINE_THREAD_URL);
  }
}

const engines = new EngineThreads({
  newThread: () =>
    INLINE ? inlineEngine() : NodeWorker ? new NodeWorker(ENGINE_THREAD_URL) : startBrowserThread(),
  jobs,
  // The stand-in (web/engine/stand-in.js) in browsers, whose engine thread starts late; in Node
  // for tests, POLIS_STAND_IN=ms: the engine thread then has the engine that much later.
  standIn: !INLINE && (NodeWorker ? Number(process.env.POLIS_STAND_IN) > 0 : true),
  lateMs: NodeWorker ? Number(process.env.POLIS_STAND_IN) || 0 : 0,
  answer,
  ready: () => {
    if (stats.engine) return;
    stats.engine = ENGINE_NAME;
    post({ type: 'ready', engine: ENGINE_NAME });
  },
  fatal: (message) =>
    post({ type: 'error', id: null, fatal: true, message: `the AI engine could not be loaded: ${message}` }),
  restarted: () => stats.restarts++,
});

// ---------------------------------------------------------------------------
// Requests

listen((msg) => {
  firstMessage(msg && msg.type === 'files' ? msg : null);
  try {
    handle(msg);
  } catch (e) {
    answer({
      type: 'error',
      id: msg && typeof msg === 'object' && msg.id !== undefined ? msg.id : null,
      message: `worker: ${errorMessage(e)}`,
    });
  }
});

function handle(msg) {
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
    answer({ type: 'error', id: null, message: 'request must be an object with a "type"' });
    return;
  }
  const { type, id } = msg;
  if (JOB_TYPES.includes(type)) {
    jobs.submit(msg);
  } else if (type === 'cancel') {
    jobs.cancel(id);
  } else if (type === 'ping') {
    post({ type: 'pong', id: id ?? null, engine: stats.engine, busy: jobs.running ? jobs.running.id : null });
  } else if (type === 'files') {
    // Taken as the first message (above); later ones change nothing.
  } else if (type === 'configure') {
    jobs.configure(msg.maxTimeMs, msg.graceMs);
    post({ type: 'configured', maxTimeMs: jobs.maxTimeMs, graceMs: jobs.graceMs });
  } else {
    answer({ type: 'error', id: id ?? null, message: `unknown request type ${describe(type)}` });
  }
}

// ---------------------------------------------------------------------------
// Loading

(async () => {
  try {
    let module;
    // Imported here rather than at the top so that a failure to load is reported like any other.
    const { compileEngine } = await import('./engine.js');
    const wasm = PLACED.get('wasm');
    // In a browser the engine thread's script is fetched and run while polis.wasm compiles,
    // not after: it is given the engine once compiled (a round trip sooner on a phone).
    const early = () => !NodeWorker && !INLINE && engines.start();
    if (wasm) {
      early();
      module = await compileEngine(new URL(wasm, HERE));
    } else {
      // Node starts this file itself, beside its own files; a browser page names its copies.
      const files = NodeWorker
        ? null
        : await Promise.race([pageFiles, new Promise((r) => setTimeout(r, FILES_WAIT_MS, null))]);
      const pageWasm = typeof files?.wasm === 'string' ? files.wasm : null;
      pageEngineUrl = typeof files?.engine === 'string' ? files.engine : null;
      early();
      module = await compileEngine(pageWasm ?? undefined).catch((e) => {
        if (!pageWasm) throw e;
        // The page's copy is not where it said: this worker's own, beside it (and its own
        // engine thread).
        pageEngineUrl = null;
        engines.stop();
        return compileEngine();
      });
    }
    engines.compiled(module);
  } catch (e) {
    engines.fail(errorMessage(e));
  }
})();
