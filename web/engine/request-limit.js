// web/engine/request-limit.js - the longest one request to the engine may run when it gives no
// time of its own, in one place for every host of the engine: createEngine()'s default
// maxTimeMs (engine.js exports it as DEFAULT_MAX_TIME_MS), the AI worker's limit on any one
// request (ai-worker.js: configure may lower it, never raise it) and the engine in the page
// (engine/page-engine.js). A direct call once could block its thread for good (perft 12, or
// depth 64 without a time).
export const REQUEST_LIMIT_MS = 60 * 1000;
