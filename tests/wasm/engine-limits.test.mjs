// The direct engine API (web/engine.js) under hostile use: memory that a table size change or
// many calls leave behind, options read from a polluted prototype, and calls that would run
// for good without a bound. (The worker's own limits are in tests/worker/worker-limits.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../web/engine.js';
import * as R from '../../web/rules.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

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
    assert.throws(
      () => polluted({ stunned: value }, () => engine.search(board, 'blue', { depth: 1 })),
      /stunned/,
    );
    assert.throws(() => polluted({ stunned: value }, () => R.legalMoves(board, 'blue')), /stunned/);
  }
});

test(
  'direct calls without a time are bounded by the engine limit, which a caller can raise',
  { timeout: TIMEOUT.TEST },
  async () => {
    const { DEFAULT_MAX_TIME_MS } = await import('../../web/engine.js');
    assert.equal(DEFAULT_MAX_TIME_MS, 60000);
    assert.equal((await createEngine()).maxTimeMs, DEFAULT_MAX_TIME_MS);
    const engine = await createEngine({ maxTimeMs: 300 });
    // Both ran for good before (still running at 45 s); generous bounds for a loaded machine.
    let t0 = performance.now();
    assert.throws(() => engine.perft(START, 'blue', 12), /perft 12 stopped at its time limit of 300 ms/);
    assert.ok(performance.now() - t0 < 20000, `perft 12 took ${performance.now() - t0} ms`);
    for (const options of [{ depth: 64 }, { depth: 64, exact: true }, { level: 'hard', depth: 64 }]) {
      t0 = performance.now();
      const r = engine.search(START, 'blue', options);
      assert.ok(
        performance.now() - t0 < 20000,
        `${JSON.stringify(options)} took ${performance.now() - t0} ms`,
      );
      assert.ok(r.depth >= 1 && r.depth < 64, `${JSON.stringify(options)}: depth ${r.depth}`);
      assert.ok(R.legalMoves(START, 'blue').some((m) => R.moveToString(m) === R.moveToString(r.move)));
    }
    // A time of the caller's own is the limit instead: longer than the engine's here.
    assert.equal(engine.perft(START, 'blue', 4, { timeMs: 1e6 }), 686308);
    t0 = performance.now();
    const r = engine.search(START, 'blue', { timeMs: 600 });
    assert.ok(r.timeMs > 300, `a 600 ms search stopped after ${r.timeMs} ms`);
    // Bad limits are refused, naming them.
    await assert.rejects(createEngine({ maxTimeMs: 0 }), /maxTimeMs/);
    await assert.rejects(createEngine({ maxTimeMs: '5' }), /maxTimeMs/);
    assert.throws(() => engine.perft(START, 'blue', 2, { timeMs: -1 }), /perft option timeMs/);
    assert.throws(() => engine.perft(START, 'blue', 2, 5), /perft options must be an object/);
  },
);

test(
  'many calls leave memory near where it started (JS heap and wasm memory)',
  { timeout: TIMEOUT.TEST },
  async () => {
    const engine = await createEngine();
    const positions = [];
    let board = START;
    let player = 'blue';
    for (let ply = 0; ply < 30; ply++) {
      positions.push({ board, player });
      board = R.applyMoveFor(board, player, R.legalMoves(board, player)[ply % 3]).board;
      player = player === 'blue' ? 'red' : 'blue';
    }
    const calls = (n) => {
      for (let i = 0; i < n; i++) {
        const { board: b, player: p } = positions[i % positions.length];
        if (i % 4 === 3) engine.analyse(b, p, { depth: 2 });
        else engine.search(b, p, { depth: 2 + (i % 2) });
      }
    };
    calls(1000); // warm: the table, the compiled code, the heap's first growth
    const heapBefore = process.memoryUsage().heapTotal / 2 ** 20;
    const rssBefore = process.memoryUsage().rss / 2 ** 20;
    calls(15000);
    const heapAfter = process.memoryUsage().heapTotal / 2 ** 20;
    const rssAfter = process.memoryUsage().rss / 2 ** 20;
    console.log(
      `15,000 calls: JS heap ${heapBefore.toFixed(1)} -> ${heapAfter.toFixed(1)} MB, RSS ${rssBefore.toFixed(1)} -> ${rssAfter.toFixed(1)} MB, wasm ${wasmMb(engine)} MB`,
    );
    // Each search once built a result for every iteration it ran: the garbage made V8 grow its
    // young generation, so the JS heap rose by 18 MB here (and RSS from 64 to 115 MB over 50,000
    // mixed calls), for good.
    assert.ok(
      heapAfter - heapBefore < 6,
      `the JS heap grew from ${heapBefore.toFixed(1)} to ${heapAfter.toFixed(1)} MB`,
    );
    // The default table (8 MB) fits in the engine's first 16 MB: the memory never grows.
    assert.equal(wasmMb(engine), 16);
  },
);
