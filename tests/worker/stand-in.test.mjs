// The engine's stand-in (web/engine/stand-in.js, issue 28): until the engine's own thread is
// ready, the AI worker serves from its own thread, so that it is ready as soon as polis.wasm has
// compiled. POLIS_STAND_IN=ms turns it on in Node (browsers always have it) and gives the
// engine's thread its engine that much later, so that the stand-in is what serves at first.
// What it answers is what the engine's thread answers; a job it cannot finish within its bound
// is run again by the thread, and nothing the stand-in said about it is told; a long search is
// never held by it (a cancel stops it at once).
import test from 'node:test';
import assert from 'node:assert/strict';
import { startWorker } from '../helpers/worker.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import * as Rules from '../../web/rules.js';

const START = Rules.initialBoard();
// The engine's thread has its engine this long after the stand-in: what is answered sooner after
// 'ready' was answered by the stand-in.
const LATE_MS = 4000;
// Deeper than the stand-in finishes within its bound (about 1.6 s on this machine; its bound is
// 250 ms): the engine's thread runs it again.
const DEEP = 13;

const withStandIn = (lateMs = LATE_MS) =>
  startWorker({ env: { ...process.env, POLIS_STAND_IN: String(lateMs) } });
// For the stand-in's own answer: the engine's thread has its engine only after the test, so an
// answer can only be the stand-in's, however slowly a loaded machine runs it (with LATE_MS, a
// loaded run's answer came after it once). The search is a shallow one, far inside the
// stand-in's bound (STAND_IN_MS, of wall time) even on a loaded machine.
const NEVER_MS = 10 * 60 * 1000;

async function ready(w) {
  await w.next((m) => m.type === 'ready', TIMEOUT.READY, 'ready');
  return performance.now();
}

// The same request to a worker without the stand-in: the engine's thread's own answer.
async function reference(request) {
  const w = startWorker();
  try {
    await ready(w);
    w.post(request);
    return await w.answer(request.id, TIMEOUT.AI_MOVE);
  } finally {
    await w.stop();
  }
}

const same = (a, b) => {
  for (const k of ['type', 'move', 'score', 'depth', 'pv', 'stoppedEarly'])
    assert.deepEqual(a[k], b[k], `${k}: ${JSON.stringify(a)} against ${JSON.stringify(b)}`);
};

test('at once after ready, before the engine thread has loaded: the stand-in answers as the thread does', async () => {
  const request = { type: 'search', id: 's', board: START, player: 'blue', options: { depth: 3 } };
  const expected = await reference(request);
  const w = withStandIn(NEVER_MS);
  try {
    await ready(w);
    w.post(request);
    const got = await w.answer('s', TIMEOUT.AI_MOVE);
    same(got, expected);
    assert.ok(
      w.messagesFor('s').some((m) => m.type === 'progress'),
      'its progress is told',
    );
    w.post({ type: 'ping', id: 'p' });
    assert.deepEqual(await w.next((m) => m.type === 'pong', TIMEOUT.LATE_ANSWER, 'pong'), {
      type: 'pong',
      id: 'p',
      engine: 'wasm',
      busy: null,
    });
  } finally {
    await w.stop();
  }
});

test('a search the stand-in cannot finish within its bound is run by the engine thread, told once', async () => {
  const request = { type: 'search', id: 'deep', board: START, player: 'blue', options: { depth: DEEP } };
  const expected = await reference(request);
  const w = withStandIn();
  try {
    const t0 = await ready(w);
    w.post(request);
    const got = await w.answer('deep', LATE_MS + TIMEOUT.AI_MOVE);
    assert.ok(performance.now() - t0 >= LATE_MS, 'answered by the engine thread, once it had its engine');
    same(got, expected);
    assert.equal(got.stoppedEarly, false);
    // Depth after depth, once: what the stand-in said before it gave the search up is not told.
    const depths = w
      .messagesFor('deep')
      .filter((m) => m.type === 'progress')
      .map((m) => m.depth);
    assert.deepEqual(
      depths,
      [...depths].sort((a, b) => a - b),
      JSON.stringify(depths),
    );
    assert.equal(new Set(depths).size, depths.length, JSON.stringify(depths));
  } finally {
    await w.stop();
  }
});

test('a long search asked for while the stand-in serves is cancelled at once, and the next one served', async () => {
  const w = withStandIn();
  try {
    await ready(w);
    w.post({ type: 'search', id: 'long', board: START, player: 'blue', options: { timeMs: 20_000 } });
    await new Promise((r) => setTimeout(r, 100));
    const t0 = performance.now();
    w.post({ type: 'cancel', id: 'long' });
    assert.equal((await w.answer('long', TIMEOUT.LATE_ANSWER)).type, 'cancelled');
    assert.ok(performance.now() - t0 < TIMEOUT.LATE_ANSWER, 'the cancel was not held');
    w.post({ type: 'search', id: 'next', board: START, player: 'blue', options: { depth: 3 } });
    const next = await w.answer('next');
    assert.equal(next.type, 'result', JSON.stringify(next));
    assert.ok(
      Rules.legalMoves(START, 'blue').some((m) => Rules.moveToString(m) === Rules.moveToString(next.move)),
    );
  } finally {
    await w.stop();
  }
});
