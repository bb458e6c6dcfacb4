// The AI worker's message protocol (web/ai-worker.js), run as a Node worker_threads Worker with
// the real wasm engine: ready, results and progress, bad requests, cancel, newer requests.

import test from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { startWorker } from '../helpers/worker.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

// A search that is meant to be cancelled or overtaken: longer than any answer's lateness.
const LONG_MS = 3 * TIMEOUT.LATE_ANSWER;
import * as Rules from '../../web/rules.js';

const START = Rules.initialBoard();

function assertLegal(board, player, move) {
  const legal = Rules.legalMoves(board, player).map(Rules.moveToString);
  assert.ok(
    legal.includes(Rules.moveToString(move)),
    `${JSON.stringify(move)} is not a legal ${player} move`,
  );
}

test('the worker loads the wasm engine and says ready', async () => {
  const w = startWorker();
  try {
    const ready = await w.next((m) => m.type === 'ready' || m.type === 'error', TIMEOUT.READY, 'ready');
    assert.deepEqual(ready, { type: 'ready', engine: 'wasm' });
  } finally {
    await w.stop();
  }
});

test('a fixed-depth search answers one legal move with its id and the engine name', async () => {
  const w = startWorker();
  try {
    w.post({ type: 'search', id: 'a', board: START, player: 'blue', options: { exact: true, depth: 2 } });
    const r = await w.answer('a');
    assert.equal(r.type, 'result', JSON.stringify(r));
    assert.equal(r.engine, 'wasm');
    assertLegal(START, 'blue', r.move);
    assert.deepEqual(Object.keys(r.move).sort(), ['fromC', 'fromR', 'toC', 'toR']);
    assert.equal(typeof r.score, 'number');
    assert.ok(Array.isArray(r.pv));

    // Red to move from a position after one Blue move, asked by level name.
    const after = Rules.applyMove(START, Rules.parseMove('b2b3')).board;
    w.post({ type: 'search', id: 7, board: after, player: 'red', options: 'beginner' });
    const r2 = await w.answer(7);
    assert.equal(r2.type, 'result', JSON.stringify(r2));
    assertLegal(after, 'red', r2.move);
  } finally {
    await w.stop();
  }
});

test('a timed search reports progress per depth and finishes within its budget', async () => {
  const w = startWorker();
  try {
    await w.next((m) => m.type === 'ready', TIMEOUT.READY, 'ready');
    const t0 = performance.now();
    w.post({ type: 'search', id: 't', board: START, player: 'blue', options: { timeMs: 400 } });
    const r = await w.answer('t', TIMEOUT.AI_MOVE);
    const elapsed = performance.now() - t0;
    assert.equal(r.type, 'result', JSON.stringify(r));
    assertLegal(START, 'blue', r.move);
    const progress = w.messagesFor('t').filter((m) => m.type === 'progress');
    assert.ok(progress.length >= 1, 'no progress messages');
    for (const p of progress) {
      assert.equal(typeof p.depth, 'number');
      assert.equal(typeof p.nodes, 'number');
      assert.ok(Array.isArray(p.pv));
    }
    const depths = progress.map((p) => p.depth);
    assert.deepEqual(
      depths,
      [...depths].sort((a, b) => a - b),
      'progress depths go up',
    );
    assert.ok(r.depth >= 1);
    assert.ok(elapsed < 400 + TIMEOUT.LATE_ANSWER, `took ${elapsed} ms for a 400 ms budget`);
  } finally {
    await w.stop();
  }
});

test('bad requests are answered with errors and the worker keeps serving', async () => {
  const w = startWorker();
  try {
    await w.next((m) => m.type === 'ready', TIMEOUT.READY, 'ready');
    const sevenRows = START.slice(0, 7);
    const noRedChariot = Rules.parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b').board;
    noRedChariot[7][7] = null;
    const won = Rules.parsePosition('1b5R/8/8/8/8/8/rrr5/B7 b').board; // Red chariot on row 1: over
    // Blue (to move) has only a stunned chariot: no legal move.
    const stuck = Rules.parsePosition('rB+r5/8/8/8/8/8/8/7R b').board;
    const cases = [
      [{ type: 'search', id: 'e1', board: sevenRows, player: 'blue', options: 'easy' }, /8 rows|board/i],
      [{ type: 'search', id: 'e2', board: START, player: 'green', options: 'easy' }, /player/i],
      [{ type: 'search', id: 'e3', board: START, player: 'blue', options: { depth: 0 } }, /depth/i],
      [{ type: 'search', id: 'e4', board: START, player: 'blue', options: { timeMs: -5 } }, /timeMs/i],
      [{ type: 'search', id: 'e5', board: START, player: 'blue', options: 'impossible' }, /unknown level/i],
      [{ type: 'search', id: 'e6', board: noRedChariot, player: 'blue', options: 'easy' }, /chariot/i],
      [{ type: 'search', id: 'e7', board: won, player: 'blue', options: 'easy' }, /over|won/i],
      [{ type: 'search', id: 'e8', board: stuck, player: 'blue', options: 'easy' }, /no legal move/i],
      [{ type: 'search', id: 'e9', board: 'not a board', player: 'blue', options: 'easy' }, /board/i],
      [{ type: 'fly', id: 'e10' }, /unknown request type/i],
      [{ type: 'search', board: START, player: 'blue' }, /needs an id/i],
    ];
    for (const [req, pattern] of cases) {
      w.post(req);
      const id = req.id ?? null;
      const a = await w.next(
        (m) => m.id === id && m.type !== 'progress',
        10000,
        `answer to ${JSON.stringify(req).slice(0, 80)}`,
      );
      assert.equal(
        a.type,
        'error',
        `expected an error for ${JSON.stringify(req).slice(0, 120)}, got ${JSON.stringify(a)}`,
      );
      assert.match(a.message, pattern);
    }
    w.post(42);
    const bare = await w.next(
      (m) => m.type === 'error' && m.id === null,
      TIMEOUT.STEP,
      'error for a non-object',
    );
    assert.match(bare.message, /object/);

    // Still serving.
    w.post({ type: 'search', id: 'ok', board: START, player: 'blue', options: { exact: true, depth: 1 } });
    const ok = await w.answer('ok');
    assert.equal(ok.type, 'result');
    assertLegal(START, 'blue', ok.move);
  } finally {
    await w.stop();
  }
});

test('cancel: a search cancelled before it starts is never answered with a result', async () => {
  const w = startWorker();
  try {
    // Sent while the engine may still be loading: both land in the queue together.
    w.post({ type: 'search', id: 'c1', board: START, player: 'blue', options: { timeMs: 2000 } });
    w.post({ type: 'cancel', id: 'c1' });
    const a = await w.answer('c1');
    assert.deepEqual(a, { type: 'cancelled', id: 'c1' });
    // A later search is served, and c1 produced nothing else.
    w.post({ type: 'search', id: 'c2', board: START, player: 'blue', options: { exact: true, depth: 1 } });
    assert.equal((await w.answer('c2')).type, 'result');
    assert.deepEqual(
      w.messagesFor('c1').map((m) => m.type),
      ['cancelled'],
    );
  } finally {
    await w.stop();
  }
});

test('cancel: a running search stops at once (the engine thread is replaced)', async () => {
  const w = startWorker();
  try {
    await w.next((m) => m.type === 'ready', TIMEOUT.READY, 'ready');
    // Long enough that a cancel that waited for it shows, however late the answers (it is stopped).
    w.post({ type: 'search', id: 'long', board: START, player: 'blue', options: { timeMs: LONG_MS } });
    await w.next((m) => m.id === 'long' && m.type === 'progress', TIMEOUT.STEP, 'first progress');
    const t0 = performance.now();
    w.post({ type: 'cancel' }); // no id: whatever is running
    const a = await w.answer('long', TIMEOUT.AI_MOVE);
    const latency = performance.now() - t0;
    assert.equal(a.type, 'cancelled', JSON.stringify(a));
    assert.ok(latency < TIMEOUT.LATE_ANSWER, `cancel took ${latency} ms to take effect`);
    assert.ok(!w.messagesFor('long').some((m) => m.type === 'result'));
  } finally {
    await w.stop();
  }
});

test('a newer search overtakes an older one, queued or running', async () => {
  const w = startWorker();
  try {
    // Queued: both sent at once.
    w.post({ type: 'search', id: 'old1', board: START, player: 'blue', options: { timeMs: 3000 } });
    w.post({ type: 'search', id: 'new1', board: START, player: 'blue', options: { exact: true, depth: 1 } });
    assert.equal((await w.answer('old1')).type, 'cancelled');
    const n1 = await w.answer('new1');
    assert.equal(n1.type, 'result');

    // Running: the newer request arrives after the older one has started.
    const t0 = performance.now();
    w.post({ type: 'search', id: 'old2', board: START, player: 'blue', options: { timeMs: LONG_MS } });
    await w.next((m) => m.id === 'old2' && m.type === 'progress', TIMEOUT.STEP, 'progress of old2');
    const after = Rules.applyMove(START, Rules.parseMove('c2c3')).board;
    w.post({ type: 'search', id: 'new2', board: after, player: 'red', options: { exact: true, depth: 2 } });
    const o2 = await w.answer('old2', TIMEOUT.AI_MOVE);
    assert.equal(o2.type, 'cancelled', JSON.stringify(o2));
    const n2 = await w.answer('new2', TIMEOUT.AI_MOVE);
    assert.equal(n2.type, 'result', JSON.stringify(n2));
    assertLegal(after, 'red', n2.move);
    assert.ok(performance.now() - t0 < LONG_MS - TIMEOUT.LATE_ANSWER, 'the old search was cut short');
    // The cancellation came before the newer result.
    const order = w.all
      .map((a) => `${a.msg.type}:${a.msg.id}`)
      .filter((s) => /old2|new2/.test(s) && !s.startsWith('progress'));
    assert.deepEqual(order, ['cancelled:old2', 'result:new2']);
  } finally {
    await w.stop();
  }
});

test('a worker whose engine cannot load says so and answers searches with errors', async () => {
  // Load the worker from a copy of web/ that lacks polis.wasm.
  const fs = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const { fileURLToPath, pathToFileURL } = await import('node:url');
  const webDir = fileURLToPath(new URL('../../web/', import.meta.url));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'polis-noengine-'));
  try {
    // Every module of web/ (in its folders), without polis.wasm.
    await fs.cp(webDir, path.join(dir, 'web'), { recursive: true, filter: (f) => !f.endsWith('.wasm') });
    await fs.writeFile(path.join(dir, 'package.json'), '{"type":"module"}');
    const worker = new Worker(pathToFileURL(path.join(dir, 'web', 'ai-worker.js')));
    const msgs = [];
    const got = (pred) =>
      new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`timeout; got ${JSON.stringify(msgs)}`)), 15000);
        const check = () => {
          const m = msgs.find(pred);
          if (m) {
            clearTimeout(t);
            resolve(m);
          }
        };
        worker.on('message', (m) => {
          msgs.push(m);
          check();
        });
        check();
      });
    try {
      const fatal = await got((m) => m.type === 'error' && m.fatal);
      assert.match(fatal.message, /could not be loaded/);
      assert.ok(!msgs.some((m) => m.type === 'ready'));
      worker.postMessage({ type: 'search', id: 's', board: START, player: 'blue', options: 'easy' });
      const e = await got((m) => m.id === 's');
      assert.equal(e.type, 'error');
      assert.match(e.message, /not available/);
    } finally {
      await worker.terminate();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
