// web/ai-client.js in Node: the page's glue driving the real worker (web/ai-worker.js), with
// worker_threads behind a small stand-in for the browser's Worker class.
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import { Worker as ThreadWorker } from 'node:worker_threads';
import * as Rules from '../web/rules.js';

// The browser Worker interface ai-client.js uses: addEventListener, postMessage, terminate.
globalThis.Worker = class {
  constructor(url) {
    this.thread = new ThreadWorker(url);
  }
  addEventListener(type, fn) {
    if (type === 'message') this.thread.on('message', (data) => fn({ data }));
    else if (type === 'error') this.thread.on('error', (e) => fn({ message: e.message, preventDefault() {} }));
  }
  postMessage(msg) {
    this.thread.postMessage(msg);
  }
  terminate() {
    this.thread.terminate();
  }
};
const { createAiClient } = await import('../web/ai-client.js');

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
  assert.ok(h.timeMs < 500 + 1000, `a hint took ${h.timeMs} ms`);

  const seen = [];
  const review = await client.reviewGame(['a2a3', 'h7h6'], { depth: 2, onProgress: (p) => seen.push([p.ply, p.of]) });
  assert.deepEqual(review.plies.map((p) => p.moveText), ['a2a3', 'h7h6']);
  assert.deepEqual(seen, [[1, 2], [2, 2]]);
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
  const long = client.reviewGame(['a2a3', 'h7h6', 'a3a4'], { timeMs: 3000 });
  setTimeout(() => client.cancel(), 200);
  await assert.rejects(long, (e) => e.name === 'AbortError');
  assert.ok(performance.now() - t0 < 1000);
  // Still serving after the cancel.
  assert.ok(legal(START, 'blue', (await client.chooseMove(START, 'blue', { depth: 2 })).move));
});
