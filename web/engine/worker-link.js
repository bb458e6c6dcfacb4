// web/engine/worker-link.js - the AI client's line to its engine (for ai-client.js): starts the
// worker (web/ai-start.js), falls back to the engine in the page when no worker can start or
// load it, waits for it to load (within loadTimeoutMs), restarts it after a crash, and says
// what happened to the client (`events`) and to the host (onStatus listeners).
//
//   events.ready()      the engine has loaded (a request waiting can be sent)
//   events.message(msg) any other message of the worker in use
//   events.crash(err)   the worker crashed after loading: the request in flight fails
//   events.fail(err)    neither a worker nor the page could load the engine: for good

import { startWorker, startInPage } from '../ai-start.js';
import { isNode } from '../lib/runtime.js';

// What to do when the AI's files are not where the package looks for them (a bundler that
// neither bundles the worker nor copies its files, a server that does not serve them).
const MISSING_FILES =
  'The AI needs three files of the package served with the page: web/ai-worker.bundle.js, ' +
  'web/engine-worker.bundle.js and web/polis.wasm (from node_modules/polis-game/). Copy them together ' +
  'to your site and give their addresses: the workerUrl and wasmUrl options of createAiClient ' +
  '(mountPolis takes the client as aiClient) or the worker-url and wasm-url attributes ' +
  '(<polis-game>); with esbuild, ' +
  "import 'polis-game/files' instead (docs/embedding.md).";

// A server whose AI runs on its own thread is blocked during every search: said once.
let warnedOnServer = false;
function warnOnServer(reason) {
  if (!isNode || warnedOnServer) return;
  warnedOnServer = true;
  console.warn(
    `polis-game: the AI runs on this thread (engine 'wasm-page'), blocking it during each search: ${reason}. ` +
      "A server bundler (Next.js's among them) moved the package away from its worker's files: " +
      "leave it unbundled (Next.js: serverExternalPackages: ['polis-game'] in next.config.js).",
  );
}

export class WorkerLink {
  constructor({ workerUrl, wasmUrl, loadTimeoutMs }, events) {
    this.files = { workerUrl, wasmUrl };
    this.loadTimeoutMs = loadTimeoutMs;
    this.events = events;
    this.worker = null;
    this.ready = null; // Promise<engine name>, across the worker and the fallback in the page
    this.settle = null;
    this.engineName = null;
    this.failure = null; // Error once neither a worker nor the page could load the engine
    this.generation = 0; // terminate() makes every start before it obsolete
    this.timer = null; // the load timer of the worker starting
    this.listeners = new Set();
  }

  emit(event) {
    for (const fn of this.listeners) {
      try {
        fn(event);
      } catch (e) {
        console.error(e);
      }
    }
  }

  fail(err) {
    if (/cannot load the engine from|failed to load|did not load/.test(err.message)) {
      err = new Error(`${err.message}. ${MISSING_FILES}`);
    }
    // Once, for the site's developer: the page tells the player the computer cannot play.
    console.error(`polis-game: ${err.message}`);
    this.failure = err;
    this.settle.reject(err);
    this.events.fail(err);
    this.emit({ type: 'failed', error: err });
  }

  // Starts afresh when not yet started, or crashed after loading (worker gone, engine known).
  ensure() {
    if (this.failure) return;
    if (!this.worker && (!this.ready || this.engineName)) {
      this.engineName = null;
      this.start();
    }
  }

  start() {
    this.ready = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.ready.catch(() => {});
    let w;
    try {
      w = startWorker(this.files);
    } catch (e) {
      this.inPage(`the AI worker could not be started: ${e.message}`);
      return;
    }
    this.listen(w, (reason) => this.inPage(reason));
  }

  // No worker: the engine in the page, on its cooperative schedule (web/engine/page-engine.js).
  inPage(workerReason) {
    warnOnServer(workerReason);
    const g = this.generation;
    const failed = (reason) => this.fail(new Error(`${workerReason}; in the page: ${reason}`));
    startInPage({ wasmUrl: this.files.wasmUrl }).then(
      (w) => (g === this.generation ? this.listen(w, failed) : w.terminate()),
      (e) => g === this.generation && failed(e.message),
    );
  }

  listen(w, loadFailed) {
    this.worker = w;
    const timer = setTimeout(
      () => failed(`the AI engine did not load within ${this.loadTimeoutMs / 1000} s`),
      this.loadTimeoutMs,
    );
    this.timer = timer;
    const failed = (reason, inPageMayHelp = true) => {
      clearTimeout(timer);
      if (this.worker !== w) return;
      w.terminate();
      this.worker = null;
      if (inPageMayHelp) loadFailed(reason);
      else this.fail(new Error(reason));
    };
    w.addEventListener('message', (e) => {
      if (this.worker !== w) return;
      const msg = e.data;
      if (!msg || typeof msg !== 'object') return;
      if (msg.type === 'ready') {
        clearTimeout(timer);
        this.engineName = msg.engine;
        this.settle.resolve(msg.engine);
        this.emit({ type: 'ready', engine: msg.engine });
        this.events.ready();
      } else if (msg.type === 'error' && msg.fatal) {
        // The worker ran but could not fetch polis.wasm (engine.js's "cannot load the engine
        // from URL"): the page would fetch the same address, so it is not tried.
        failed(msg.message, !/cannot load the engine from/.test(msg.message));
      } else {
        this.events.message(msg);
      }
    });
    w.addEventListener('error', (e) => this.crashed(w, e, failed));
  }

  crashed(w, e, failed) {
    if (e.preventDefault) e.preventDefault();
    const detail = e.message || 'the script or one of its imports failed to load';
    if (!this.engineName) {
      failed(`the AI worker failed: ${detail}`);
    } else {
      // Crashed after loading: fail the search and start afresh next time.
      w.terminate();
      if (this.worker === w) this.worker = null;
      this.events.crash(new Error(`the AI worker crashed: ${detail}`));
    }
  }

  // Node: the worker keeps the process alive only while a request is in flight.
  busy(on) {
    if (this.worker) this.worker.busy(on);
  }

  post(msg) {
    this.worker.postMessage(msg);
  }

  // Ends the worker (and with it its engine thread) and the load timer; a later request
  // starts afresh.
  terminate() {
    clearTimeout(this.timer);
    this.timer = null;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.generation++;
    this.ready = null;
    this.engineName = null;
  }
}
