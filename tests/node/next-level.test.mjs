// The game page's level for the next game (web/play/next-level.js): Novice for a newcomer, then
// the level chosen last, or the one nearest a rated player's rating.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelForNextGame, FIRST_LEVEL } from '../../web/play/next-level.js';
import { LEVELS } from '../../web/levels.js';
import { LEVEL_RATINGS, START } from '../../web/lib/rating.js';

test("a newcomer's first game is against Novice, a beginner's level", () => {
  assert.equal(FIRST_LEVEL, 'novice');
  assert.match(LEVELS.find((l) => l.name === FIRST_LEVEL).description, /first game/);
  for (const prefs of [{}, { level: '' }, { level: 'nonsense' }, null])
    for (const rating of [null, { ...START }])
      assert.equal(levelForNextGame(prefs, rating), 'novice', JSON.stringify({ prefs, rating }));
});

test('afterwards the level chosen last wins over the rating', () => {
  for (const { name } of LEVELS)
    assert.equal(levelForNextGame({ level: name }, { rating: 2500, rd: 60, games: 9 }), name);
});

test("without a chosen level, a rated player's next game is at the level nearest the rating", () => {
  for (const level of LEVEL_RATINGS) {
    const rating = { rating: level.rating + 30, rd: 120, games: 3 };
    assert.equal(levelForNextGame({}, rating), level.name);
  }
  assert.equal(levelForNextGame({}, { rating: 100, rd: 300, games: 1 }), 'novice');
});
