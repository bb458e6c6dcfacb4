// web/engine/stand-in.js - the engine in the AI worker's own thread while the engine's thread is
// still starting (issue 28). On a page's first load the engine's thread, a worker started from
// the AI worker, starts long after polis.wasm has compiled: 90-140 ms more on two cores busy
// with the page (bench/RESULTS.md, "The engine's stand-in"). Meanwhile the stand-in, the same
// jobs (web/engine/jobs.js) on the same compiled engine in this thread, serves: the worker is
// ready as soon as the engine is compiled. Once the engine's thread is ready it takes every
// later job and the stand-in is dropped, its engine's memory with it.
//
// A job the stand-in runs holds this thread until it ends, as where a browser cannot start a
// worker from a worker (web/engine/inline-thread.js): a ping waits for it, and a cancel drops
// its answer instead of stopping it. So it runs a job for at most STAND_IN_MS, and only a job
// asked for in the moments before the engine's thread is ready; one it cannot finish within
// that (a longer search, a deeper one cut short) is run again by the engine's thread
// (web/engine/engine-threads.js), and what the stand-in said about it is never told.
//
//   const s = createStandIn(module, { ready, message });   s.ready, s.retire()
//     ready(): it can take a job; message(msg): its progress, result or error about a job

import { inlineEngine, onThread } from './inline-thread.js';

// The longest a job holds this thread: a move at the levels searched to a depth takes less on a
// phone (web/levels.js); a ping or a cancel waits no longer than this.
export const STAND_IN_MS = 250;

export function createStandIn(module, { ready, message }) {
  const worker = inlineEngine();
  const s = {
    ready: false,
    gone: false,
    postMessage: (msg) => worker.postMessage(msg),
    retire: () => {
      if (s.gone) return;
      s.gone = true;
      s.ready = false;
      worker.terminate();
    },
  };
  onThread(worker, 'message', (msg) => {
    if (s.gone) return;
    if (msg.type === 'ready') {
      s.ready = true;
      ready();
    } else if (msg.type === 'failed') {
      // The engine's own thread is still coming: it decides whether the engine loads.
      s.retire();
    } else {
      message(msg);
    }
  });
  onThread(worker, 'error', () => s.retire());
  worker.postMessage({ type: 'init', module });
  return s;
}
