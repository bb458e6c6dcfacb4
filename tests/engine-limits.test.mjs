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
