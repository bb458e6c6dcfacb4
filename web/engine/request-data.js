// web/engine/request-data.js - what the AI client (ai-client.js) sends its worker, as plain data
// a worker can receive: boards, moves and options copied field by field and checked loosely
// (the worker checks them fully, with the engine's own checker), and the AbortError a
// cancelled or overtaken request rejects with.

import { levelByName, DEFAULT_LEVEL } from '../levels.js';

export function abortError(message = 'the search was cancelled') {
  const e = new Error(message);
  e.name = 'AbortError';
  return e;
}

// Splits chooseMove's options into worker search options, the level name and onProgress.
export function normaliseOptions(options) {
  if (options === undefined || options === null) options = DEFAULT_LEVEL;
  if (typeof options === 'string') options = { level: options };
  if (typeof options !== 'object') throw new TypeError('options must be a level name or an object');
  const { onProgress = null, ...search } = options;
  if (onProgress !== null && typeof onProgress !== 'function')
    throw new TypeError('onProgress must be a function');
  // The worker checks and expands the options with the engine's own checker; here only the
  // level's name is settled (an unknown one throws at once), for the result's `level`.
  let level = null;
  if (search.level !== undefined) level = levelByName(search.level).name;
  else if (search.depth === undefined && search.timeMs === undefined) level = DEFAULT_LEVEL;
  return { search, level, onProgress };
}

// Plain-data copy of a board (drops anything a worker could not clone and checks the shape
// loosely; the worker validates it fully).
export function cloneBoard(board) {
  if (!Array.isArray(board)) throw new TypeError('board must be an 8x8 array');
  return board.map((row) => {
    if (!Array.isArray(row)) throw new TypeError('board must be an 8x8 array');
    return row.map((cell) => (cell ? { team: cell.team, type: cell.type, stunned: !!cell.stunned } : null));
  });
}

// Options as plain data for the worker: an object's own enumerable fields (functions dropped).
export function plainOptions(options) {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('options must be an object like { timeMs }');
  return Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== 'function'));
}

export function plainMove(m) {
  if (typeof m === 'string' || m === null || typeof m !== 'object') return m; // the worker says what is wrong
  return { fromR: m.fromR, fromC: m.fromC, toR: m.toR, toC: m.toC };
}
