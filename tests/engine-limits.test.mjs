// The direct engine API (web/engine.js) under hostile use: memory that a table size change or
// many calls leave behind, options read from a polluted prototype, and calls that would run
// for good without a bound. (The worker's own limits are in worker-limits.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../web/engine.js';
import * as R from '../web/rules.js';

const START = R.initialBoard();
const wasmMb = (engine) => engine.exports.memory.buffer.byteLength / 2 ** 20;

test('hashMb: changing the table size reuses the memory of the old table', async () => {
  const engine = await createEngine();
  // Sizes down and up again: each table fits in the space the previous one left, so the
  // memory stays near the largest table plus the engine's own 16 MB. (The new table was once
  // allocated before the old one was freed and wasm memory never shrinks: 64 then 60 MB held
  // 140 MB, and 1024 then 1000 MB made 1023 MB fail.)
  for (const hashMb of [64, 60, 64, 63, 1, 64]) {
    const r = engine.search(START, 'blue', { depth: 2, hashMb });
    assert.ok(r.move, `a move with hashMb ${hashMb}`);
    assert.ok(wasmMb(engine) <= 16 + 64 + 8, `wasm memory after hashMb ${hashMb}: ${wasmMb(engine)} MB`);
  }
});

// Runs fn with Object.prototype[name] = value, restoring it after (fn is synchronous, so no
// other test runs while the prototype is polluted).
function polluted(pollution, fn) {
  for (const [name, value] of Object.entries(pollution)) {
    Object.defineProperty(Object.prototype, name, { value, configurable: true, writable: true });
  }
  try {
    return fn();
  } finally {
    for (const name of Object.keys(pollution)) delete Object.prototype[name];
  }
}

test('options and boards are read from their own properties, not from a polluted Object.prototype', async () => {
  const engine = await createEngine();
  let calls = 0;
  const r = polluted({ onProgress: () => calls++, hashMb: 1024, start: 'nonsense' }, () => {
    const found = engine.search(START, 'blue', { depth: 3 });
    const review = engine.reviewGame(['b2b3'], { depth: 2 });
    return { found, review };
  });
  assert.equal(calls, 0, 'an inherited onProgress was called');
  assert.ok(wasmMb(engine) <= 24, `an inherited hashMb grew the table: ${wasmMb(engine)} MB`);
  assert.equal(r.found.depth, 3);
  assert.equal(r.review.plies.length, 1, 'the review starts from the start, not from an inherited start');

  // A cell without `stunned` is invalid, whatever the prototype says.
  const board = R.initialBoard().map((row) => row.map((cell) => cell && { ...cell }));
  delete board[0][0].stunned;
  for (const value of [false, undefined]) {
    assert.throws(() => polluted({ stunned: value }, () => engine.search(board, 'blue', { depth: 1 })), /stunned/);
    assert.throws(() => polluted({ stunned: value }, () => R.legalMoves(board, 'blue')), /stunned/);
  }
});
