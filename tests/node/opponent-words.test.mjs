// The opponent's strength in words (web/words/opponent.js, issue 30 item 10), for every level:
// its name, rating and place read back from the sentence match the rating scale's data.

import test from 'node:test';
import assert from 'node:assert/strict';
import { opponentStrength } from '../../web/words/opponent.js';
import { LEVEL_RATINGS } from '../../web/lib/rating.js';

test("every level's sentence says its own rating and place among the levels", () => {
  const n = LEVEL_RATINGS.length;
  for (const [rank, level] of LEVEL_RATINGS.entries()) {
    const text = opponentStrength(level, rank, n);
    const m = text.match(
      /^Your opponent, (\w+), is (?:the (gentlest|strongest) of (\d+) levels|level (\d+) of (\d+), the weakest first) \(rated (\d+)\)\.$/,
    );
    assert.ok(m, text);
    const place = m[2] === 'gentlest' ? 1 : m[2] === 'strongest' ? Number(m[3]) : Number(m[4]);
    assert.equal(m[1], level.label);
    assert.equal(Number(m[6]), level.rating);
    assert.equal(Number(m[3] ?? m[5]), n);
    assert.equal(place, LEVEL_RATINGS.filter((l) => l.rating < level.rating).length + 1, text);
  }
});
