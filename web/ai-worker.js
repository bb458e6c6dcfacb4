// Polis AI worker: loads the wasm engine (./engine.js) once and answers search requests.
//
// It runs as a module Web Worker in a browser:
//   new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' })
// and as a Node worker_threads Worker (for tests):
//   new Worker(new URL('./ai-worker.js', import.meta.url))
//
// ## Protocol (every message is a plain, structured-cloneable object)
//
// Requests (to the worker):
//   { type: 'search', id, board, player, options }
//       id       any string or number chosen by the caller; echoed in every answer about it.
//       board    8x8 array as in rules.js; player 'blue' | 'red' (the side to move).
//       options  a level name ('easy', ...), or an object of search options for engine.search():
//                { depth, timeMs, exact, seed, randomMargin, clearHash, evaluation, level } (level = a name
//                from levels.js whose options are used as defaults under the others). With
//                neither depth nor timeMs the default level's options apply, so no search is
//                unbounded. Unknown option names are an error.
//   { type: 'cancel', id? }
//       Cancels the search with that id (any search without id) if it is waiting or running.
//   { type: 'ping', id? }  -> answered with { type: 'pong', id, engine }.
//
// Answers (from the worker):
//   { type: 'ready', engine: 'wasm' }      once, when the engine has loaded.
//   { type: 'error', id: null, fatal: true, message }
//                                          instead of 'ready' when the engine cannot load;
//                                          every later search is answered with an error.
//   { type: 'progress', id, depth, score, mateIn, nodes, timeMs, pv }
//                                          after each completed iteration of a search
//                                          (pv as move strings like 'b2b3').
//   { type: 'result', id, move, score, mateIn, depth, nodes, timeMs, pv, engine }
//                                          the final answer; move is { fromR, fromC, toR, toC },
//                                          score in tenths of a piece from `player`'s side,
//                                          pv as move strings, engine 'wasm'.
//   { type: 'error', id, message }         a bad request (board, player, options, a finished
//                                          game, no legal move) or an engine failure. The worker
//                                          keeps serving.
//   { type: 'cancelled', id }              the search was cancelled or overtaken by a newer one.
//
// One search runs at a time and a newer 'search' overtakes every older one: an older search
// that has not started yet is answered 'cancelled' at once, and a running one is stopped at its
// next checkpoint and answered 'cancelled'. A search does not start in the same task that
// received it, so a 'cancel' or a newer 'search' already queued behind it is seen first.
//
// A search runs one iteration at a time (engine.searchSteps), with a turn of the event loop
// between iterations in which queued messages are handled, so a cancel or a newer request takes
// effect at the end of the current iteration. (An iteration is synchronous wasm and cannot be
// interrupted from inside; ai-client.js terminates a busy worker instead of waiting for it.)

const isBrowserWorker =
  typeof WorkerGlobalScope !== 'undefined' && typeof self !== 'undefined' && self instanceof WorkerGlobalScope;

let post;
let listen;
function count(msg) {
  if (msg.type === 'result') stats.results++;
  else if (msg.type === 'error') stats.errors++;
  else if (msg.type === 'cancelled') stats.cancelled++;
}
if (isBrowserWorker) {
  post = (msg) => {
    count(msg);
    self.postMessage(msg);
  };
  listen = (fn) => self.addEventListener('message', (e) => fn(e.data));
} else {
  const { parentPort } = await import('node:worker_threads');
  if (!parentPort) throw new Error('ai-worker.js must be started as a worker');
  post = (msg) => {
    count(msg);
    parentPort.postMessage(msg);
  };
  listen = (fn) => parentPort.on('message', fn);
}

const ENGINE_NAME = 'wasm';
const MAX_TIME_MS = 10 * 60 * 1000;

let engine = null; // set once loaded
let loadError = null; // set if loading failed
let rules = null;
let searchOptions = null; // engine.js's option checker, set once loaded

// What this worker has done, for people (and tests) inspecting it from a debugger.
const stats = { engine: null, searches: 0, results: 0, errors: 0, cancelled: 0 };
globalThis.polisWorker = stats;

let waiting = null; // the newest search not started yet
let running = null; // the search being run, with .cancelled
let scheduled = false;

// Resolves after the current task; messages already queued are handled before it settles.
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

function describeError(e) {
  if (e && typeof e.message === 'string' && e.message) return e.message;
  return String(e);
}

listen((msg) => {
  try {
    handle(msg);
  } catch (e) {
    post({ type: 'error', id: msg && msg.id !== undefined ? msg.id : null, message: `worker: ${describeError(e)}` });
  }
});

function handle(msg) {
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
    post({ type: 'error', id: null, message: 'request must be an object with a "type"' });
    return;
  }
  const { type, id } = msg;
  if (type === 'search') {
    if (id === undefined || id === null || (typeof id !== 'string' && typeof id !== 'number')) {
      post({ type: 'error', id: id ?? null, message: 'search request needs an id (string or number)' });
      return;
    }
    if (waiting) post({ type: 'cancelled', id: waiting.id });
    if (running) running.cancelled = true;
    waiting = { id, board: msg.board, player: msg.player, options: msg.options, cancelled: false };
    schedule();
  } else if (type === 'cancel') {
    if (waiting && (id === undefined || id === null || id === waiting.id)) {
      post({ type: 'cancelled', id: waiting.id });
      waiting = null;
    }
    if (running && (id === undefined || id === null || id === running.id)) running.cancelled = true;
  } else if (type === 'ping') {
    post({ type: 'pong', id: id ?? null, engine: engine ? ENGINE_NAME : null });
  } else {
    post({ type: 'error', id: id ?? null, message: `unknown request type ${JSON.stringify(type)}` });
  }
}

function schedule() {
  if (scheduled || running || (!engine && !loadError)) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    pump();
  }, 0);
}

async function pump() {
  while (waiting && !running) {
    const task = waiting;
    waiting = null;
    running = task;
    stats.searches++;
    try {
      const answer = await runTask(task);
      post(task.cancelled ? { type: 'cancelled', id: task.id } : answer);
    } catch (e) {
      post(task.cancelled ? { type: 'cancelled', id: task.id } : { type: 'error', id: task.id, message: describeError(e) });
    } finally {
      running = null;
    }
    // Let messages that arrived during the search in before starting the next one.
    await nextTurn();
  }
}

// ---------------------------------------------------------------------------
// Validation

// Search options are checked by the engine's own checker (engine.js searchOptions, which also
// expands a level); the worker only adds that a level may be named by a plain string and caps
// the time a single request may hold the worker.
function checkOptions(raw) {
  const opts = typeof raw === 'string' ? { level: raw } : raw;
  const out = searchOptions(opts);
  if (out.timeMs !== undefined && out.timeMs > MAX_TIME_MS) {
    throw new Error(`options.timeMs must be at most ${MAX_TIME_MS} ms, got ${out.timeMs}`);
  }
  return out;
}

function checkRequest(task) {
  const { board, player } = task;
  if (player !== 'blue' && player !== 'red') {
    throw new Error(`player must be 'blue' or 'red', got ${JSON.stringify(player)}`);
  }
  rules.validateBoard(board);
  const w = rules.winner(board);
  if (w) throw new Error(`the game is over: ${w} has already won`);
  const moves = rules.legalMoves(board, player);
  if (moves.length === 0) throw new Error(`${player} has no legal move (the game is over)`);
  return checkOptions(task.options);
}

// ---------------------------------------------------------------------------
// Searching

function pvText(pv) {
  return pv.map((m) => rules.moveToString(m));
}

function progressMessage(id, p) {
  return {
    type: 'progress',
    id,
    depth: p.depth ?? null,
    score: p.score ?? null,
    mateIn: p.mateIn ?? null,
    nodes: p.nodes ?? null,
    timeMs: p.timeMs ?? null,
    pv: pvText(p.pv),
  };
}

class Cancelled extends Error {}

async function runTask(task) {
  if (!engine) throw new Error(`the engine is not available: ${loadError}`);
  const options = checkRequest(task);
  const { board, player } = task;
  const start = performance.now();
  let lastReported = 0;

  const onProgress = (p) => {
    if (task.cancelled) throw new Cancelled('cancelled');
    if (p && typeof p.depth === 'number' && p.depth > lastReported) {
      lastReported = p.depth;
      post(progressMessage(task.id, { ...p, timeMs: Math.round(performance.now() - start) }));
    }
  };

  const finish = (r) => {
    const move = r.move;
    // Never hand back an illegal move, whatever the engine says.
    rules.applyMoveFor(board, player, move);
    return {
      type: 'result',
      id: task.id,
      move,
      score: r.score ?? null,
      mateIn: r.mateIn ?? null,
      depth: r.depth ?? null,
      nodes: r.nodes ?? null,
      timeMs: Math.round((performance.now() - start) * 10) / 10,
      pv: pvText(r.pv),
      engine: ENGINE_NAME,
    };
  };

  // The engine's step-wise search, one iteration per step, with a turn of the event loop
  // between steps so a cancel or a newer request is seen within one iteration.
  const steps = engine.searchSteps(board, player, { ...options, onProgress });
  let last = null;
  try {
    for (;;) {
      const step = steps.next();
      if (step.done) break;
      last = step.value;
      if (last.done) break;
      await nextTurn();
      if (task.cancelled) throw new Cancelled('cancelled');
    }
  } catch (e) {
    steps.return();
    if (e instanceof Cancelled || task.cancelled) throw new Cancelled('cancelled');
    throw e;
  }
  if (!last || !last.move) throw new Error('the engine found no move');
  return finish(last);
}

// ---------------------------------------------------------------------------
// Loading

async function load() {
  try {
    rules = await import('./rules.js');
    const engineModule = await import('./engine.js');
    searchOptions = engineModule.searchOptions;
    const { createEngine } = engineModule;
    engine = await createEngine();
    stats.engine = ENGINE_NAME;
    post({ type: 'ready', engine: ENGINE_NAME });
  } catch (e) {
    loadError = describeError(e);
    post({ type: 'error', id: null, fatal: true, message: `the AI engine could not be loaded: ${loadError}` });
  }
  schedule();
}

load();
