// The benchmark's own search path (bench/compare.mjs, part of make bench, which make test does
// not run): a search started through the wasm exports with raw flags must count the nodes that
// engine.search counts for the same search. It broke unseen once when the engine's result
// reader moved to web/engine/search.js (make bench stopped with a TypeError).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { rawSearch } from '../../bench/compare.mjs';

test('bench/compare.mjs rawSearch counts the nodes of engine.search at the same depth', async () => {
  const engine = await createEngine();
  let board = R.initialBoard();
  let player = 'blue';
  // The start, and the positions after a few moves of the engine itself.
  for (let ply = 0; ply < 4; ply++) {
    const raw = rawSearch(engine, { board, player }, 5, 0);
    const js = engine.search(board, player, { depth: 5, clearHash: true });
    assert.ok(raw.nodes > 0 && raw.ms >= 0);
    assert.equal(raw.nodes, js.nodes, `ply ${ply}`);
    const r = R.applyMoveFor(board, player, js.move);
    board = r.board;
    player = player === 'blue' ? 'red' : 'blue';
  }
});
