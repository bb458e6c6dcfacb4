// Fair review labels (web/engine/review.js): a move is an inaccuracy, a mistake or a blunder by
// how much it lowered the mover's chance of winning, a logistic of the engine's score with the
// constant measured by scripts/fit-win-chance.mjs, not by the raw score it gave up. So a dog
// traded when the game is long won is not a blunder, and the same dog lost in an even game is.
// Randomized: prints its seed (POLIS_SEED=n replays it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classify, winChance, WIN_CHANCE_K, CHANCE_DROPS } from '../../web/engine/review.js';
import { seededRandom } from '../helpers/vectors.mjs';

const SEED = Number(process.env.POLIS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RANK = { best: 0, good: 1, inaccuracy: 2, mistake: 3, blunder: 4 };

test('the chance of winning is the documented logistic, sure for forced results', () => {
  assert.equal(winChance(0), 0.5);
  assert.ok(Math.abs(winChance(10) - 1 / (1 + Math.exp(-10 * WIN_CHANCE_K))) < 1e-12);
  assert.ok(Math.abs(winChance(-25) + winChance(25) - 1) < 1e-12, 'the same for either side');
  assert.equal(winChance(-300, 3), 1);
  assert.equal(winChance(300, -2), 0);
});

test(`labels follow the drop in the chance of winning (seed ${SEED})`, () => {
  console.log(`fair labels seed: ${SEED} (POLIS_SEED=${SEED} to replay)`);
  const rand = seededRandom(SEED);
  for (let i = 0; i < 2000; i++) {
    const before = Math.round((rand() - 0.5) * 200);
    const after = before - 1 - Math.floor(rand() * 60);
    const { classification, drop } = classify({ isBest: false, before, after });
    const expected = winChance(before) - winChance(after);
    assert.ok(Math.abs(drop - expected) < 1e-12);
    const band =
      expected >= CHANCE_DROPS.blunder
        ? 'blunder'
        : expected >= CHANCE_DROPS.mistake
          ? 'mistake'
          : expected >= CHANCE_DROPS.inaccuracy
            ? 'inaccuracy'
            : 'good';
    assert.equal(classification, band, `${before} -> ${after}: drop ${expected}`);
    // More chance given up never gives a kinder label.
    const worse = classify({ isBest: false, before, after: after - 5 }).classification;
    assert.ok(RANK[worse] >= RANK[classification], `${before} -> ${after - 5}: ${worse}`);
  }
});

test("a won game's late dog trades are not blunders; the same dog lost in an even game is", () => {
  // Eight dogs ahead (80 tenths), then a dog given for nothing, and again: the win stays sure.
  for (const [before, after] of [
    [80, 70],
    [70, 50],
    [120, 90],
  ]) {
    const c = classify({ isBest: false, before, after }).classification;
    assert.ok(RANK[c] <= RANK.good, `${before} -> ${after} is ${c}`);
  }
  assert.equal(classify({ isBest: false, before: 0, after: -10 }).classification, 'blunder');
  assert.equal(classify({ isBest: false, before: 5, after: 0 }).classification, 'inaccuracy');
  // A forced win let go is a blunder when the game is open again, not when it stays won.
  const letGo = (after) => classify({ isBest: false, before: 29997, mateBefore: 3, after }).classification;
  assert.equal(letGo(0), 'blunder');
  assert.equal(letGo(90), 'good');
});
