// web/engine/page-engine.js - the AI engine in the page itself, for when no worker can be started (a Content
// Security Policy that allows no worker from where the files are, a browser without module
// workers). ai-client.js falls back to it and results then say engine: 'wasm-page'.
//
// It speaks the AI worker's protocol (ai-worker.js) behind a Worker-like object. The jobs are
// those of the worker's engine thread (web/engine/jobs.js) on one engine shared by every client of
// the page, taken one at a time, each in a task of its own: between two jobs, and between a
// job and its answer, the page handles input and paints. A job itself runs to its end (a move
// at the default level takes about 300 ms), so a cancelled job's answer is dropped, not stopped.

import { compileEngine } from '../engine.js';
import { jobHost } from './jobs.js';
import { REQUEST_LIMIT_MS } from './request-limit.js';

const PAGE_ENGINE = 'wasm-page';

const clients = new Map(); // client number -> deliver(msg)
const queue = []; // jobs waiting: { no, msg }
let host = null; // Promise<handle(msg)> once the engine is being loaded
let running = false;
let nextNo = 1;
let initDone = null;

function route(msg) {
  if (msg.type === 'ready' || msg.type === 'failed') {
    initDone(msg);
    return;
  }
  const i = String(msg.id).indexOf(':');
  const deliver = clients.get(Number(String(msg.id).slice(0, i)));
  if (!deliver) return;
  const id = JSON.parse(String(msg.id).slice(i + 1));
  deliver(msg.type === 'result' ? { ...msg, id, engine: PAGE_ENGINE } : { ...msg, id });
}

function loadHost(wasmUrl) {
  host ??= compileEngine(wasmUrl).then(async (module) => {
    const handle = jobHost(route);
    const answer = new Promise((resolve) => (initDone = resolve));
    await handle({ type: 'init', module });
    const msg = await answer;
    if (msg.type === 'failed') throw new Error(msg.message);
    return handle;
  });
  host.catch(() => (host = null));
  return host;
}

function pump() {
  if (running || queue.length === 0) return;
  running = true;
  setTimeout(async () => {
    const { no, msg } = queue.shift();
    const handle = await host;
    if (clients.has(no)) await handle(msg);
    running = false;
    pump();
  }, 0);
}

export function pageWorker({ wasmUrl } = {}) {
  const no = nextNo++;
  const listeners = { message: [], error: [] };
  const emit = (msg) =>
    setTimeout(() => clients.has(no) && listeners.message.forEach((fn) => fn({ data: msg })), 0);
  clients.set(no, emit);
  const loaded = loadHost(
    wasmUrl == null
      ? undefined
      : new URL(String(wasmUrl), globalThis.document ? document.baseURI : import.meta.url),
  );
  loaded.then(
    () => emit({ type: 'ready', engine: PAGE_ENGINE }),
    (e) =>
      emit({
        type: 'error',
        id: null,
        fatal: true,
        message: `the AI engine could not be loaded: ${e.message}`,
      }),
  );
  const drop = (id) => {
    const i = queue.findIndex(
      (j) => j.no === no && (id == null || j.msg.id === `${no}:${JSON.stringify(id)}`),
    );
    if (i >= 0) queue.splice(i, 1);
  };
  return {
    addEventListener: (type, fn) => listeners[type]?.push(fn),
    postMessage(msg) {
      if (msg.type === 'cancel') {
        drop(msg.id);
        if (msg.id != null) emit({ type: 'cancelled', id: msg.id });
        return;
      }
      const { type: kind, id, ...args } = msg;
      drop(null); // a newer request overtakes this client's older one
      queue.push({
        no,
        msg: { type: 'job', kind, id: `${no}:${JSON.stringify(id)}`, maxTimeMs: REQUEST_LIMIT_MS, ...args },
      });
      loaded.then(pump, () => {});
    },
    terminate() {
      clients.delete(no);
      drop(null);
    },
  };
}
