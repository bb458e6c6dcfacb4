// web/explain/prover.js - the exact search on an engine of the page's own, for the facts that need
// a forced result (web/explain/facts.js exactProver): the hint's and the review's reasons, and the
// lessons' "win in N" and "stop the chariot" goals. Both the engine and facts.js load on first
// use, once for the page, so a page that never asks does not load them; a few plies on a small
// board take milliseconds, so one engine serves every caller (its search is synchronous).

let loadingEngine = null;
let loadingProver = null;

// The page's own engine (web/engine.js), created on first use; a failed load is tried again next
// time.
export function pageEngine() {
  loadingEngine ||= import('../engine.js').then((m) => m.createEngine());
  loadingEngine.catch(() => {
    loadingEngine = null;
  });
  return loadingEngine;
}

// (board, side, depth) => 'win' | 'loss' | null on the page's engine.
export function pageProver() {
  loadingProver ||= Promise.all([import('./facts.js'), pageEngine()]).then(([facts, engine]) =>
    facts.exactProver(engine),
  );
  loadingProver.catch(() => {
    loadingProver = null;
  });
  return loadingProver;
}
