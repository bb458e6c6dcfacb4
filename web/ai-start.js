// ai-start.js - where the AI worker comes from, for ai-client.js: a browser's module worker, a
// Node worker_threads worker, or (when no worker can start) the engine in the page itself.
//
// Every way gives the same small interface ai-client.js talks to: addEventListener('message' |
// 'error'), postMessage, terminate, and busy(on) (Node: the worker keeps the process alive
// only while a request is in flight).
//
// In a browser the worker is web/ai-worker.bundle.js, one self-contained file, started with the
// literal `new Worker(new URL(...), { type: 'module' })` that Vite, webpack and others find and
// bundle. A script on another origin than the page (a CDN) is started from a same-origin blob:.
// Hosts that place the files themselves give workerUrl and wasmUrl (relative to the page).

import { blobModuleWorker, isCrossOriginRefusal } from './engine/cross-origin-worker.js';
import { isNode } from './lib/runtime.js';
import { takeEarlyWorker } from './engine/early-worker.js';

// Names, not `new URL` literals: a bundler would copy each literal's file as an asset (and
// webpack warns about `new URL(name, import.meta.url)`, hence HERE).
const HERE = import.meta.url;
const WORKER_FILE = './ai-worker.bundle.js';
const NODE_WORKER_FILE = './ai-worker.js';

function pageUrl(url) {
  const base = globalThis.document ? document.baseURI : globalThis.location ? location.href : HERE;
  return new URL(url, base);
}

function withBrowserShape(w) {
  w.busy = () => {};
  return w;
}

function startAt(url) {
  try {
    return new Worker(url, { type: 'module' });
  } catch (e) {
    if (!isCrossOriginRefusal(e)) throw e;
    return blobModuleWorker(url);
  }
}

// Where the files are when the bundler does not say (files.js sets them for esbuild & co).
const placed = {};
export function placeFiles({ workerUrl, engineUrl, wasmUrl }) {
  Object.assign(placed, { workerUrl, engineUrl, wasmUrl });
}

// Where this side's copies of polis.wasm and the engine thread are, which the worker tries
// first: a bundler that copies the worker as a file (Rollup's import-meta-assets plugin)
// places these literals' files too but not the worker's own.
const filesOf = () => ({
  type: 'files',
  wasm: new URL('./polis.wasm', import.meta.url).href,
  engine: new URL('./engine-worker.bundle.js', import.meta.url).href,
});

// The worker beside this file, the literal form bundlers find.
function startBeside() {
  try {
    return new Worker(new URL('./ai-worker.bundle.js', import.meta.url), { type: 'module' });
  } catch (e) {
    if (!isCrossOriginRefusal(e)) throw e;
    return blobModuleWorker(new URL(WORKER_FILE, HERE));
  }
}

function browserWorker(options) {
  const workerUrl = options.workerUrl ?? placed.workerUrl;
  const wasmUrl = options.wasmUrl ?? placed.wasmUrl;
  const engineUrl = placed.engineUrl;
  if (workerUrl == null && wasmUrl == null) {
    // The game page started this worker already (web/page/start.js).
    let w = takeEarlyWorker(new URL(WORKER_FILE, HERE));
    if (!w) w = startBeside();
    w.postMessage(filesOf());
    return w;
  }
  const url = workerUrl == null ? new URL(WORKER_FILE, HERE) : pageUrl(String(workerUrl));
  // The worker reads where polis.wasm and its engine thread are from its own address.
  const hash = new URLSearchParams();
  if (wasmUrl != null) hash.set('wasm', pageUrl(String(wasmUrl)).href);
  if (engineUrl != null) hash.set('engine', pageUrl(String(engineUrl)).href);
  url.hash = hash.toString();
  const w = startAt(url);
  // The files are in the worker's address: the page names no others (the worker waits for this).
  w.postMessage({ type: 'files', wasm: null, engine: null });
  return w;
}

function nodeWorker({ workerUrl }) {
  const { Worker: NodeWorker } = globalThis.process.getBuiltinModule('node:worker_threads');
  const thread = new NodeWorker(
    workerUrl == null ? new URL(NODE_WORKER_FILE, HERE) : new URL(String(workerUrl), HERE),
  );
  thread.unref();
  return {
    addEventListener(type, fn) {
      if (type === 'message') thread.on('message', (data) => fn({ data }));
      else if (type === 'error') thread.on('error', (e) => fn({ message: e.message }));
    },
    postMessage: (msg) => thread.postMessage(msg),
    terminate: () => thread.terminate(),
    busy: (on) => (on ? thread.ref() : thread.unref()),
  };
}

// A worker, or throws when none can be started here.
export function startWorker(options) {
  if (isNode) return nodeWorker(options);
  if (typeof Worker === 'undefined') throw new Error('this browser has no Web Workers');
  return withBrowserShape(browserWorker(options));
}

// The engine in the page (web/engine/page-engine.js, loaded only when needed), behind the same interface.
export async function startInPage(options) {
  const { pageWorker } = await import('./engine/page-engine.js');
  const w = pageWorker(options);
  w.busy = () => {};
  return w;
}
