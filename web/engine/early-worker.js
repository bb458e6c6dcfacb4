// web/engine/early-worker.js - the AI worker the game page started before its code had loaded
// (web/page/start.js: window.polisEarlyWorker), taken over by the first AI client that would
// start the same file, so the engine loads beside the page's code rather than after it. What
// the worker said meanwhile (kept by start.js) is heard again, in order, by the client's
// first listener of each kind, as it is added. Elsewhere (an embedding page, Node) there is none: null.

export function takeEarlyWorker(url) {
  const early = globalThis.polisEarlyWorker;
  if (!early || early.url !== String(url)) return null;
  globalThis.polisEarlyWorker = null;
  const { worker, heard, keep } = early;
  const add = worker.addEventListener.bind(worker);
  const taken = new Set();
  worker.addEventListener = (type, fn, options) => {
    add(type, fn, options);
    if ((type !== 'message' && type !== 'error') || taken.has(type)) return;
    taken.add(type);
    // From now on the listener hears this kind of event itself; the ones kept are replayed
    // before any later one can arrive (a microtask runs before the next message).
    worker.removeEventListener(type, keep);
    const missed = heard.filter((e) => e.type === type);
    queueMicrotask(() => missed.forEach((e) => fn(e)));
  };
  return worker;
}
