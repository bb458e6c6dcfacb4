// One search at a time per engine (issue 9): a search started from inside another's
// onProgress throws and leaves the outer search undisturbed; a newer searchSteps generator
// invalidates an older one, which then throws instead of answering for the wrong position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { seededRandom, randomPosition } from '../helpers/vectors.mjs';

const engine = await createEngine();

// Positions from seeded random playouts of 8-40 plies, undecided, with the side to move.
function positions(count, seed) {
  const random = seededRandom(seed);
  const out = [];
  while (out.length < count) {
    const p = randomPosition(random, 8 + Math.floor(random() * 33));
    if (p) out.push(p);
  }
  return out;
}

const isLegal = ({ board, player }, move) =>
  R.legalMoves(board, player).some((m) => R.moveToString(m) === R.moveToString(move));

test('a search started from onProgress throws; the outer search answers as if alone (100 positions)', () => {
  const list = positions(101, 9);
  let innerErrors = 0;
  for (let i = 0; i < 100; i++) {
    const outer = list[i];
    const inner = list[i + 1];
    const options = { depth: 3, clearHash: true };
    const alone = engine.search(outer.board, outer.player, options);
    const disturbed = engine.search(outer.board, outer.player, {
      ...options,
      onProgress() {
        try {
          engine.search(inner.board, inner.player, { depth: 2 });
        } catch (e) {
          assert.match(e.message, /a search is already running in this engine/);
          innerErrors++;
          return;
        }
        assert.fail('the inner search ran');
      },
    });
    assert.ok(
      isLegal(outer, disturbed.move),
      `position ${i}: ${R.moveToString(disturbed.move)} is not legal`,
    );
    assert.deepEqual(
      [disturbed.move, disturbed.score, disturbed.pv],
      [alone.move, alone.score, alone.pv],
      `position ${i}`,
    );
  }
  assert.ok(innerErrors >= 300, `${innerErrors} inner searches refused`);
});

test('the rules calls stay usable from onProgress and do not disturb the search', () => {
  const [p, q] = positions(2, 3);
  const alone = engine.search(p.board, p.player, { depth: 3, clearHash: true });
  const r = engine.search(p.board, p.player, {
    depth: 3,
    clearHash: true,
    onProgress() {
      assert.ok(engine.legalMoves(q.board, q.player).length > 0);
      engine.play(q.board, engine.legalMoves(q.board, q.player)[0]);
      engine.perft(q.board, q.player, 2);
    },
  });
  assert.deepEqual([r.move, r.score, r.pv], [alone.move, alone.score, alone.pv]);
});

test('a newer generator invalidates an older one, which throws instead of answering', () => {
  const [p, q] = positions(2, 5);
  const first = engine.searchSteps(p.board, p.player, { depth: 4 });
  assert.equal(first.next().done, false);
  const second = engine.searchSteps(q.board, q.player, { depth: 4 });
  assert.equal(second.next().done, false); // the newer search has started
  assert.throws(() => first.next(), /overtaken: a newer search started in the same engine/);
  let last = null;
  for (let s = second.next(); !s.done; s = second.next()) last = s.value;
  assert.ok(isLegal(q, last.move));
  // A plain search() is a newer search too.
  const third = engine.searchSteps(p.board, p.player, { depth: 4 });
  third.next();
  assert.ok(isLegal(q, engine.search(q.board, q.player, { depth: 2 }).move));
  assert.throws(() => third.next(), /overtaken/);
  // And the engine is not left refusing searches.
  assert.ok(isLegal(p, engine.search(p.board, p.player, { depth: 2 }).move));
});
