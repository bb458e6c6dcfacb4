// web/ai-client.js in Node: the same promise API as in browsers, the engine in a worker_threads
// worker (web/ai-worker.js).
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createAiClient } from '../../web/ai-client.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const client = createAiClient();
after(() => client.terminate());
const START = Rules.initialBoard();
const legal = (board, player, move) =>
  Rules.legalMoves(board, player).some((m) => Rules.moveToString(m) === Rules.moveToString(move));

test('chooseMove and chooseMoveRed answer legal moves', async () => {
  assert.equal(await client.ready(), 'wasm');
  const r = await client.chooseMove(START, 'blue', { exact: true, depth: 2 });
  assert.ok(legal(START, 'blue', r.move));
  assert.deepEqual([r.engine, r.stoppedEarly, r.depth], ['wasm', false, 2]);
  const after1 = Rules.applyMove(START, r.move).board;
  assert.ok(legal(after1, 'red', await client.chooseMoveRed(after1, 'red', 'beginner')));
});

test('analyse, hint and reviewGame through the client', async () => {
  const a = await client.analyse(START, 'blue', { timeMs: 200 });
  assert.ok(legal(START, 'blue', a.bestMove));
  assert.match(a.text, /^([+-]\d+\.\d|0\.0)$/);
  assert.equal(a.lineText[0], a.bestMoveText);
  assert.equal(a.type, undefined, 'no protocol envelope');
  const h = await client.hint(START, 'blue');
  assert.ok(legal(START, 'blue', h.bestMove));
  assert.ok(h.timeMs < 500 + TIMEOUT.LATE_ANSWER, `a hint took ${h.timeMs} ms`);

  const seen = [];
  const review = await client.reviewGame(['a2a3', 'h7h6'], {
    depth: 2,
    onProgress: (p) => seen.push([p.ply, p.of]),
  });
  assert.deepEqual(
    review.plies.map((p) => p.moveText),
    ['a2a3', 'h7h6'],
  );
  assert.deepEqual(seen, [
    [1, 2],
    [2, 2],
  ]);
  assert.equal(review.stoppedEarly, false);
  await assert.rejects(client.reviewGame(['a2a3', 'a2a3']), /move 2 \(red\)/);
  await assert.rejects(client.analyse(START, 'green'), /player/);
  await assert.rejects(client.reviewGame('a2a3'), /moves must be an array/);
});

test('a newer request or cancel() rejects the older one at once with an AbortError', async () => {
  const slow = client.chooseMove(START, 'blue', { timeMs: 5000 });
  const quick = client.analyse(START, 'blue', { depth: 2 });
  await assert.rejects(slow, (e) => e.name === 'AbortError');
  assert.ok(legal(START, 'blue', (await quick).bestMove));
  const t0 = performance.now();
  // A review long enough that a cancel which waited for it shows, however late the answers.
  const long = client.reviewGame(['a2a3', 'h7h6', 'a3a4'], { timeMs: 3 * TIMEOUT.LATE_ANSWER });
  setTimeout(() => client.cancel(), 200);
  await assert.rejects(long, (e) => e.name === 'AbortError');
  assert.ok(performance.now() - t0 < TIMEOUT.LATE_ANSWER);
  // Still serving after the cancel.
  assert.ok(legal(START, 'blue', (await client.chooseMove(START, 'blue', { depth: 2 })).move));
});

test('Node: the event loop keeps turning during a 2 s search (the engine is in a worker thread)', async () => {
  let ticks = 0;
  const interval = setInterval(() => ticks++, 50);
  try {
    const started = performance.now();
    const r = await client.chooseMove(START, 'blue', { timeMs: 2000 });
    const elapsed = performance.now() - started;
    assert.ok(legal(START, 'blue', r.move));
    assert.equal(r.engine, 'wasm');
    assert.ok(r.timeMs >= 1900, `the search took ${r.timeMs} ms`);
    // A blocked loop would fire the timer once, after the search; a free one every 50 ms.
    assert.ok(ticks >= elapsed / 50 / 4, `${ticks} timer ticks in ${Math.round(elapsed)} ms`);
  } finally {
    clearInterval(interval);
  }
});

test('with no worker to start, the engine runs in the page (here: the main thread) and says so', async () => {
  const inPage = createAiClient({ workerUrl: new URL('./no-such-worker.js', import.meta.url) });
  try {
    assert.equal(await inPage.ready(), 'wasm-page');
    const r = await inPage.chooseMove(START, 'blue', 'medium');
    assert.ok(legal(START, 'blue', r.move));
    assert.equal(r.engine, 'wasm-page');
    // A newer request overtakes the older one there too.
    const older = inPage.chooseMove(START, 'blue', { timeMs: 300 });
    const newer = inPage.analyse(START, 'blue', { depth: 2 });
    await assert.rejects(older, { name: 'AbortError' });
    assert.ok(legal(START, 'blue', (await newer).bestMove));
  } finally {
    inPage.terminate();
  }
});
