// A first visit says how strong the computer is before the first game (issue 30, item 10): the
// sentence beside the offer of the lessons names the level the game on the board is played at,
// its rating on the page's scale (web/lib/rating.js, from the measured ladder) and its place
// among the levels, each read back from the page and checked against the levels' data; the
// sentence is on screen and whole at a phone's size and a laptop's, and the empty move list
// still says so.

import test from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';
import { LEVEL_RATINGS } from '../../web/lib/rating.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// What the sentence claims, read from its words: the level's name, rating and place.
function readStrength(text) {
  const m = text.match(
    /Your opponent, (\w+), is (?:the (gentlest|strongest) of (\d+) levels|level (\d+) of (\d+), the weakest first) \(rated (\d+)\)\./,
  );
  assert.ok(m, `the sentence says who and how strong: "${text}"`);
  const count = Number(m[3] ?? m[5]);
  const place = m[2] === 'gentlest' ? 1 : m[2] === 'strongest' ? count : Number(m[4]);
  return { label: m[1], place, count, rating: Number(m[6]) };
}

// The claims against the levels' data: the rating, and the place among the levels by rating.
function checkStrength(claim, name) {
  const level = LEVEL_RATINGS.find((l) => l.name === name);
  assert.equal(claim.label, level.label, 'the level of the game');
  assert.equal(claim.rating, level.rating, `${level.label}'s rating`);
  assert.equal(claim.count, LEVEL_RATINGS.length, 'how many levels there are');
  const below = LEVEL_RATINGS.filter((l) => l.rating < level.rating).length;
  assert.equal(claim.place, below + 1, `${level.label}'s place, weakest first`);
}

for (const [size, viewport, touch] of [
  ['phone', VIEWPORTS.phone, true],
  ['laptop', VIEWPORTS.laptop, false],
  // A small tablet upright: the sentence takes three lines there, and the board came over them.
  ['tablet', { width: 500, height: 700 }, true],
]) {
  test(`${size}: the first visit says how strong the opponent is, true to its level`, async () => {
    const { page, errors, close } = await env.openPage('', { viewport, hasTouch: touch });
    try {
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
      const said = await page.evaluate(() => {
        const s = document.querySelector('.polis-welcome');
        const r = s?.getBoundingClientRect();
        const moves = document.querySelector('.polis-moves-wrap');
        const f = document.querySelector('.polis-frame').getBoundingClientRect();
        return (
          s && {
            text: s.textContent,
            level: document.querySelector('.panel-level').value,
            ai: document.querySelector('.polis').dataset.red,
            onScreen: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
            whole: s.scrollHeight <= s.clientHeight + 1 && s.scrollWidth <= s.clientWidth + 1,
            // Nothing stands over it: the board begins under its last line.
            clear: f.top >= r.bottom - 1 || f.bottom <= r.top + 1,
            moves: moves.scrollHeight <= moves.clientHeight + 1,
            movesSeen: moves.getBoundingClientRect().bottom <= innerHeight,
          }
        );
      });
      assert.ok(said, 'the first visit has its offer');
      assert.equal(said.ai, 'ai', 'the computer plays Red');
      checkStrength(readStrength(said.text), said.level);
      assert.ok(
        said.onScreen && said.whole && said.clear,
        `the sentence is on screen, whole: ${JSON.stringify(said)}`,
      );
      assert.ok(said.moves, 'the move list still shows its line');
      // On a phone and a laptop the whole game is on the screen; the tablet's page scrolls to its panel.
      if (size !== 'tablet') assert.ok(said.movesSeen, 'the move list is on the screen');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// Two players at one board: the offer says nothing of a computer's strength, and writes no
// stray word where that sentence would be.
test('a first visit with two players at the board offers the lessons and no strength', async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human');
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    const text = await page.$eval('.polis-welcome', (s) => s.textContent);
    assert.match(text, /^New to Polis\? .* or .*\.$/);
    assert.doesNotMatch(text, /null|undefined|Your opponent/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
