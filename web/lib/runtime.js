// web/lib/runtime.js - where this code runs, decided once for every module that must know:
// Node (not a browser page or a browser's worker, though Node has no window either), or a
// browser's worker (a module Web Worker, whose global scope is a WorkerGlobalScope).

export const isNode =
  typeof process !== 'undefined' &&
  process.versions != null &&
  process.versions.node != null &&
  typeof window === 'undefined' &&
  typeof WorkerGlobalScope === 'undefined';

export const isBrowserWorker =
  typeof WorkerGlobalScope !== 'undefined' &&
  typeof self !== 'undefined' &&
  self instanceof WorkerGlobalScope;
