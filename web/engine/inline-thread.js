// web/engine/inline-thread.js - the engine thread's stand-in for web/ai-worker.js where a
// browser cannot start a worker from a worker: the jobs run in the AI worker's own thread, behind
// the engine thread's interface (on, postMessage, terminate). A ping or a cancel then waits for the
// job in progress, and a cancelled job's answer is dropped.
//
//   const thread = inlineEngine();   onThread(thread, 'message', (msg) => ...);

// A thread's events, from a Node worker, a browser worker or the stand-in below alike.
export function onThread(worker, event, fn) {
  if (typeof worker.on === 'function') worker.on(event, fn);
  else worker.addEventListener(event, (e) => fn(event === 'message' ? e.data : e));
}

export function inlineEngine() {
  const listeners = { message: [], error: [] };
  let alive = true;
  const emit = (event, value) => alive && listeners[event].forEach((fn) => fn(value));
  const host = import('./jobs.js').then(({ jobHost }) =>
    jobHost((msg) => setTimeout(() => emit('message', msg), 0)),
  );
  host.catch((e) => emit('error', e));
  return {
    on: (event, fn) => listeners[event].push(fn),
    postMessage: (msg) => host.then((handle) => setTimeout(() => alive && handle(msg), 0)),
    // Its answers still to come are dropped, and the engine's memory released.
    terminate: () => {
      alive = false;
      host.then((handle) => handle({ type: 'release' })).catch(() => {});
    },
  };
}
