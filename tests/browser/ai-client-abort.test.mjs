// The AI client's protocol in the page (web/ai-client.js): a newer request or cancel() rejects the
// older promise with an AbortError, at once (never after the search it replaces), and the busy
// worker is replaced; the module's older chooseMoveRed signature still answers.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import { workerPath } from '../helpers/browser.mjs';

const env = useBrowser();
// The searches overtaken and cancelled: long, so that an answer that waited for them (instead of
// rejecting at once) shows whatever the machine's load; they are stopped, so they cost nothing.
const SLOW_MS = 30000;
const openPage = (...a) => env.openPage(...a);

test('ai-client: a newer request or cancel() rejects the old promise with AbortError and replaces the busy worker', async () => {
  const { page, errors, close } = await openPage('?blue=human&red=human');
  try {
    const after = Rules.applyMove(Rules.initialBoard(), Rules.parseMove('d2d3')).board;
    const out = await page.evaluate(
      async ([redBoard, SLOW_MS]) => {
        const client = await import('./web/ai-client.js');
        const { initialBoard } = await import('./web/rules.js');
        const c = client.createAiClient();
        const engine = await c.ready();
        const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
        const outcome = (p) =>
          p.then(
            (r) => `resolved ${r.engine}`,
            (e) => e.name,
          );

        // A long search, overtaken by a quick one.
        const slow = outcome(c.chooseMove(initialBoard(), 'blue', { timeMs: SLOW_MS }));
        await sleep(300);
        const t0 = performance.now();
        const fast = await c.chooseMove(initialBoard(), 'blue', { level: 'beginner', onProgress: () => {} });
        const fastMs = performance.now() - t0;
        const slowOutcome = await slow;

        // A long search, cancelled once it has told its first depth (the worker that replaced
        // the busy one may still be loading its engine: on a loaded machine the first depth came
        // later than a fixed 300 ms; a search that tells nothing fails below).
        const progress = [];
        let told;
        const firstDepth = new Promise((resolve) => (told = resolve));
        const long = outcome(
          c.chooseMove(initialBoard(), 'blue', {
            timeMs: SLOW_MS,
            onProgress: (p) => {
              progress.push(p.depth);
              told();
            },
          }),
        );
        await Promise.race([firstDepth, sleep(SLOW_MS / 2)]);
        const t1 = performance.now();
        c.cancel();
        const cancelOutcome = await long;
        const cancelMs = performance.now() - t1;

        // The old signature, through the module's shared client.
        const redMove = await client.chooseMoveRed(redBoard);
        c.terminate();
        return { engine, fast, fastMs, slowOutcome, cancelOutcome, cancelMs, progress, redMove };
      },
      [after, SLOW_MS],
    );
    assert.equal(out.engine, 'wasm');
    assert.equal(out.slowOutcome, 'AbortError');
    assert.equal(out.fast.engine, 'wasm');
    assert.ok(
      Rules.legalMoves(Rules.initialBoard(), 'blue').some(
        (m) => Rules.moveToString(m) === Rules.moveToString(out.fast.move),
      ),
    );
    assert.ok(out.fastMs < SLOW_MS / 2, `the newer request waited ${out.fastMs} ms`);
    assert.equal(out.cancelOutcome, 'AbortError');
    assert.ok(out.cancelMs < SLOW_MS / 2, `cancel took ${out.cancelMs} ms`);
    assert.ok(out.progress.length >= 1, 'progress was reported before the cancel');
    assert.deepEqual(Object.keys(out.redMove).sort(), ['fromC', 'fromR', 'toC', 'toR']);
    assert.ok(
      Rules.legalMoves(after, 'red').some((m) => Rules.moveToString(m) === Rules.moveToString(out.redMove)),
    );
    // Terminated workers are gone: the page's own client and the shared one remain at most.
    const aiWorkers = () => page.workers().filter((w) => workerPath(w) === '/web/ai-worker.bundle.js').length;
    const until = Date.now() + TIMEOUT.TEARDOWN;
    while (aiWorkers() > 2 && Date.now() < until) await page.waitForTimeout(50);
    assert.ok(aiWorkers() <= 2, `${aiWorkers()} AI workers still running`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
