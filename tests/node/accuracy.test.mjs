// The review's accuracy figure (web/engine/review.js): 100 for a game without loss, lower with any
// loss, lower still with more (monotone in every move's loss), and the mapping as documented.
// Randomized: prints its seed (POLIS_SEED=n replays it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accuracy, moveAccuracy, ACCURACY_HALF_LOSS, REVIEW_CAP } from '../../web/engine/review.js';
import { seededRandom } from '../helpers/vectors.mjs';

const SEED = Number(process.env.POLIS_SEED ?? Math.floor(Math.random() * 2 ** 31));

test('a game without loss is 100; one blunder brings it down; no moves, no figure', () => {
  assert.equal(accuracy(Array(40).fill(0)), 100);
  assert.equal(accuracy([0]), 100);
  assert.equal(accuracy([]), null);
  const blunder = 31; // a loss of three pieces and more
  const one = accuracy([...Array(39).fill(0), blunder]);
  assert.ok(one < 100, `a blunder among 40 moves: ${one}`);
  assert.ok(accuracy([...Array(39).fill(0), REVIEW_CAP]) < one, 'a lost win costs more than a blunder');
  assert.ok(accuracy([1]) < 100, 'any loss is below 100');
  assert.equal(accuracy([REVIEW_CAP]), 0);
});

test('the mapping as the comment says: half at two pieces, a quarter at four', () => {
  assert.equal(moveAccuracy(0), 100);
  assert.equal(moveAccuracy(ACCURACY_HALF_LOSS), 50);
  assert.equal(moveAccuracy(2 * ACCURACY_HALF_LOSS), 25);
  assert.equal(ACCURACY_HALF_LOSS, 20);
  assert.equal(accuracy([0, 20]), 75);
  assert.equal(moveAccuracy(-5), 100, 'a gain counts as no loss');
});

test(`accuracy is monotone: more loss on any move never raises it (seed ${SEED})`, () => {
  console.log(`accuracy seed: ${SEED} (POLIS_SEED=${SEED} to replay)`);
  const rand = seededRandom(SEED);
  for (let i = 0; i < 2000; i++) {
    const n = 1 + Math.floor(rand() * 60);
    const losses = Array.from({ length: n }, () =>
      rand() < 0.6 ? 0 : Math.floor(rand() * (rand() < 0.1 ? REVIEW_CAP : 40)),
    );
    const a = accuracy(losses);
    assert.ok(a >= 0 && a <= 100 && Number.isInteger(a), `${a} for ${losses}`);
    const worse = [...losses];
    const k = Math.floor(rand() * n);
    worse[k] += 1 + Math.floor(rand() * 50);
    assert.ok(accuracy(worse) <= a, `more loss on move ${k + 1}: ${accuracy(worse)} > ${a} (${losses})`);
    if (losses.every((x) => x === 0)) assert.equal(a, 100);
    else assert.ok(a < 100, `${a} with some loss`);
  }
});
