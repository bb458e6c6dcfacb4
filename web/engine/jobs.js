// web/engine/jobs.js - the jobs the AI worker's engine does (search, analyse, review, perft), one
// at a time, synchronously, each bounded by the worker's time limit. engine-worker.js runs them
// in a thread of its own; ai-worker.js runs them in its own thread where a browser cannot start
// a worker from a worker.
//
// jobHost(post) returns handle(msg) for the messages of engine-worker.js's protocol.

import { createEngine, searchOptions } from '../engine.js';
import { summarise, ANALYSIS_DEFAULT_MS, REVIEW_DEFAULT_MS } from './review.js';
import { describe, errorMessage } from '../lib/describe.js';
import * as Rules from '../rules.js';

const PERFT_MAX_DEPTH = 6;

let post = null;

let engine = null;
let loads = 0; // a release drops the engine a load still under way would set

export function jobHost(postMessage) {
  post = postMessage;
  return handle;
}

async function handle(msg) {
  if (msg.type === 'release') {
    // The engine run in the AI worker's own thread, dropped (web/engine/inline-thread.js): its
    // memory (the wasm instance and its hash table) goes with it.
    engine = null;
    loads++;
    return;
  }
  if (msg.type === 'init') {
    const load = ++loads;
    try {
      const loaded = await createEngine({ module: msg.module });
      if (load !== loads) return;
      engine = loaded;
      post({ type: 'ready' });
    } catch (e) {
      post({ type: 'failed', message: errorMessage(e) });
    }
    return;
  }
  if (msg.type !== 'job') return;
  try {
    // Own entries only: a kind like 'toString' or 'constructor' is not a job.
    if (!Object.hasOwn(JOBS, msg.kind)) throw new Error(`unknown job kind ${describe(msg.kind)}`);
    post({ type: 'result', id: msg.id, kind: msg.kind, ...JOBS[msg.kind](msg) });
  } catch (e) {
    post({ type: 'error', id: msg.id, message: errorMessage(e) });
  }
}

const pvText = (pv) => pv.map(Rules.moveToString);

// A position a move can be searched in, or an Error that says why not.
function checkPosition(board, player) {
  if (player !== 'blue' && player !== 'red') {
    throw new Error(`player must be 'blue' or 'red', got ${describe(player)}`);
  }
  Rules.validateBoard(board);
  const w = Rules.winner(board);
  if (w) throw new Error(`the game is over: ${w} has already won`);
  if (Rules.legalMoves(board, player).length === 0)
    throw new Error(`${player} has no legal move (the game is over)`);
}

function overLimit(timeMs, maxTimeMs) {
  if (typeof timeMs === 'number' && timeMs > maxTimeMs) {
    throw new Error(`options.timeMs must be at most ${maxTimeMs} ms in this worker, got ${timeMs}`);
  }
}

// Options under the worker's limit: an explicit time above it is an error; no time means the
// limit. Returns the options and the depth asked for (to tell a search cut short).
function cappedOptions(raw, maxTimeMs, check) {
  const options = check(typeof raw === 'string' ? { level: raw } : raw);
  overLimit(options.timeMs, maxTimeMs);
  const wanted = options.timeMs === undefined ? options.depth : undefined;
  return { options: { ...options, timeMs: options.timeMs ?? maxTimeMs }, wanted };
}

// A search that ran under the worker's limit instead of its own and stopped short of its depth
// (a forced win found early is a complete answer).
function stoppedEarly(wanted, r) {
  return wanted !== undefined && r.depth < wanted && !(r.mateIn > 0 && r.mateIn <= r.depth);
}

function lineTexts(lines) {
  return (lines ?? []).map((l) => ({
    move: l.move,
    score: l.score,
    mateIn: l.mateIn ?? null,
    pv: pvText(l.pv),
  }));
}

const JOBS = {
  search({ id, board, player, options: raw, maxTimeMs }) {
    checkPosition(board, player);
    const { options, wanted } = cappedOptions(raw, maxTimeMs, searchOptions);
    let lastReported = 0;
    const onProgress = (p) => {
      if (p.depth > lastReported) {
        lastReported = p.depth;
        post({
          type: 'progress',
          id,
          depth: p.depth,
          score: p.score,
          mateIn: p.mateIn ?? null,
          nodes: p.nodes,
          timeMs: Math.round(p.timeMs),
          move: p.move,
          pv: pvText(p.pv),
        });
      }
    };
    const r = engine.search(board, player, { ...options, onProgress });
    // Never hand back an illegal move, whatever the engine says.
    Rules.applyMoveFor(board, player, r.move);
    return {
      move: r.move,
      score: r.score,
      mateIn: r.mateIn ?? null,
      depth: r.depth,
      nodes: r.nodes,
      timeMs: Math.round(r.timeMs * 10) / 10,
      pv: pvText(r.pv),
      lines: lineTexts(r.lines),
      stoppedEarly: stoppedEarly(wanted, r),
    };
  },

  analyse({ board, player, options: raw, maxTimeMs }) {
    checkPosition(board, player);
    // web/engine/review.js checks the options; here only the worker's limit is applied.
    let options = raw;
    let wanted;
    if (raw === undefined || raw === null) {
      options = { timeMs: Math.min(ANALYSIS_DEFAULT_MS, maxTimeMs) };
    } else if (typeof raw === 'object' && !Array.isArray(raw)) {
      overLimit(raw.timeMs, maxTimeMs);
      if (raw.timeMs === undefined) {
        wanted = raw.depth;
        options = {
          ...raw,
          timeMs: raw.depth === undefined ? Math.min(ANALYSIS_DEFAULT_MS, maxTimeMs) : maxTimeMs,
        };
      }
    }
    const a = engine.analyse(board, player, options);
    return { ...a, stoppedEarly: stoppedEarly(wanted, a) };
  },

  review({ id, moves, options: raw, maxTimeMs }) {
    let options = raw ?? {};
    if (typeof options === 'object' && !Array.isArray(options)) {
      overLimit(options.timeMs, maxTimeMs);
      if (options.timeMs === undefined) {
        options = {
          ...options,
          timeMs: options.depth === undefined ? Math.min(REVIEW_DEFAULT_MS, maxTimeMs) : maxTimeMs,
        };
      }
    }
    const start = performance.now();
    const steps = engine.reviewSteps(moves, options);
    const plies = [];
    let last = start;
    for (let s = steps.next(); !s.done; s = steps.next()) {
      plies.push(s.value.entry);
      post({ type: 'progress', id, ply: s.value.ply, of: s.value.of });
      // Stop before a move that, taking as long as the last one, would end past the limit.
      const now = performance.now();
      const next = now - last;
      last = now;
      if (now - start + next > maxTimeMs && s.value.ply < s.value.of) {
        steps.return();
        return { ...summarise(plies), stoppedEarly: true };
      }
    }
    return { ...summarise(plies), stoppedEarly: false };
  },

  perft({ board, player, depth }) {
    if (!Number.isInteger(depth) || depth < 0 || depth > PERFT_MAX_DEPTH) {
      throw new Error(
        `perft depth must be an integer from 0 to ${PERFT_MAX_DEPTH} in the worker, got ${describe(depth)}`,
      );
    }
    return { depth, nodes: engine.perft(board, player, depth) };
  },
};
