// Crafted requests to the AI worker (web/ai-worker.js): fields that name the worker's own job
// fields, and ids no answer could be matched to. Each is answered, and the worker keeps serving.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startWorker } from '../helpers/worker.mjs';
import * as Rules from '../../web/rules.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const START = Rules.initialBoard();

// The watchdog's grace a minute (not its second): the test below tells the search's own stop
// from the watchdog's answer, and a loaded machine could hold the search's thread back a second.
async function ready(w, maxTimeMs) {
  await w.next((m) => m.type === 'ready', TIMEOUT.READY, 'ready');
  w.post({ type: 'configure', maxTimeMs, graceMs: 60_000 });
  await w.next((m) => m.type === 'configured', TIMEOUT.STEP, 'configured');
}

test("a request's own kind, id or maxTimeMs fields do not override the worker's", async () => {
  const w = startWorker();
  try {
    await ready(w, 300);
    // maxTimeMs in the request once lifted the configured limit: the search then ran until the
    // outer watchdog (a second later) answered its last iteration without lines.
    w.post({
      type: 'search',
      id: 'long',
      board: START,
      player: 'blue',
      options: { depth: 64 },
      maxTimeMs: 1e9,
    });
    const long = await w.answer('long', 20000);
    assert.equal(long.type, 'result', JSON.stringify(long));
    assert.equal(long.stoppedEarly, true);
    assert.ok(
      long.timeMs < 300 + TIMEOUT.LATE_ANSWER,
      `the search ran ${long.timeMs} ms under a 300 ms limit`,
    );
    assert.equal(long.lines.length, 1, 'answered by the search itself, not by the watchdog');
    for (const kind of ['toString', 'constructor', 'perft']) {
      const id = `kind-${kind}`;
      w.post({ type: 'search', id, kind, board: START, player: 'blue', options: { depth: 2 } });
      const r = await w.answer(id, 20000);
      assert.equal(r.type, 'result', `kind ${kind}: ${JSON.stringify(r)}`);
      assert.equal(r.kind, 'search');
      assert.ok(
        Rules.legalMoves(START, 'blue').some((m) => Rules.moveToString(m) === Rules.moveToString(r.move)),
      );
    }
  } finally {
    await w.stop();
  }
});

test('a request with an id that equals nothing (NaN, Infinity) is answered with an error', async () => {
  const w = startWorker();
  try {
    await ready(w, 5000);
    for (const id of [NaN, Infinity]) {
      w.post({ type: 'search', id, board: START, player: 'blue', options: { depth: 2 } });
      const r = await w.next(
        (m) => m.type !== 'progress' && Object.is(m.id, id),
        10000,
        `the answer to ${id}`,
      );
      assert.equal(r.type, 'error');
      assert.match(r.message, /finite number/);
    }
    // Still serving.
    w.post({ type: 'search', id: 'after', board: START, player: 'blue', options: { depth: 2 } });
    assert.equal((await w.answer('after', 20000)).type, 'result');
  } finally {
    await w.stop();
  }
});
