// engine-worker.js - the engine's own thread, started by ai-worker.js (never by a page): it
// hosts the wasm engine and does one job at a time, synchronously, to the end. ai-worker.js
// stays free to answer pings and to stop a job by terminating this thread.
//
// In:  { type: 'init', module }          a compiled polis.wasm (WebAssembly.Module)
//      { type: 'job', id, kind, maxTimeMs, ...arguments }
//         kind 'search'  { board, player, options }
//         kind 'analyse' { board, player, options }
//         kind 'review'  { moves, options }
//         kind 'perft'   { board, player, depth }
// Out: { type: 'ready' } or { type: 'failed', message }
//      { type: 'progress', id, ... }     search: per iteration; review: per move
//      { type: 'result', id, kind, ... } or { type: 'error', id, message }
//
// Every job is bounded by maxTimeMs: a search or analysis without a time runs with that time
// (and says stoppedEarly when it ended short of its depth), a review stops between moves. The
// jobs themselves are in web/engine/jobs.js.

import { jobHost } from './engine/jobs.js';
import { isBrowserWorker } from './lib/runtime.js';

let post;
let listen;
if (isBrowserWorker) {
  post = (msg) => self.postMessage(msg);
  listen = (fn) => self.addEventListener('message', (e) => fn(e.data));
} else {
  // No top-level await: bundlers building workers as classic scripts refuse it.
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  post = (msg) => parentPort.postMessage(msg);
  listen = (fn) => parentPort.on('message', fn);
}

listen(jobHost(post));
