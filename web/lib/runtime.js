// web/lib/runtime.js - where this code runs, decided once for every module that must know:
// Node (not a browser page or a browser's worker, though Node has no window either), or a
// browser's worker (a module Web Worker, whose global scope is a WorkerGlobalScope).

// `globalThis.process`, a property, not the variable `process`: bundlers building for browsers
// (Parcel, webpack 4) add a `process` polyfill to an app whose code names the variable.
export const isNode =
  globalThis.process?.versions?.node != null &&
  typeof window === 'undefined' &&
  typeof WorkerGlobalScope === 'undefined';

export const isBrowserWorker =
  typeof WorkerGlobalScope !== 'undefined' &&
  typeof self !== 'undefined' &&
  self instanceof WorkerGlobalScope;
