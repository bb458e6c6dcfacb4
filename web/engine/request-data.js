// web/engine/request-data.js - what the AI client (ai-client.js) sends its worker, as plain data
// a worker can receive: boards, moves and options copied field by field and checked loosely
// (the worker checks them fully, with the engine's own checker), and the AbortError a
// cancelled or overtaken request rejects with.

import { levelByName, DEFAULT_LEVEL } from '../levels.js';
import { describe } from '../lib/describe.js';

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

// The first value in `value` a worker cannot receive (a Symbol, a function, an object
// postMessage cannot clone) as { path, value }, or null. `path` names it from `name` down
// ("board[3][3].team", "options.seed").
function unsendable(value, path, seen) {
  if (typeof value === 'symbol' || typeof value === 'function') return { path, value };
  if (value === null || typeof value !== 'object' || seen.has(value)) return null;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = unsendable(value[i], `${path}[${i}]`, seen);
      if (bad) return bad;
    }
  } else if (proto === Object.prototype || proto === null) {
    for (const [key, v] of Object.entries(value)) {
      const bad = unsendable(v, `${path}.${key}`, seen);
      if (bad) return bad;
    }
  } else {
    try {
      structuredClone(value);
    } catch {
      return { path, value };
    }
  }
  return null;
}

// Throws a TypeError naming the first field of a request's payload the worker could not
// receive. Checked before the request replaces the one in flight: postMessage would throw only
// once the request was already queued (and, before the engine had loaded, from its load event).
export function checkSendable(payload) {
  let bad = null;
  try {
    for (const [key, v] of Object.entries(payload)) if ((bad = unsendable(v, key, new Set()))) break;
  } catch (e) {
    throw new TypeError(`the request cannot be sent to the AI worker: ${e.message}`);
  }
  if (bad) {
    throw new TypeError(
      `${bad.path} cannot be sent to the AI worker, got ${describe(bad.value)} (only plain data: strings, numbers, booleans, arrays, plain objects)`,
    );
  }
}
