// The page counts moves one way: Blue's move and Red's reply are one move, as in the move list.
// The computer's thinking line used to count single turns ("11 moves ahead" at depth 11), and
// so did the level descriptions and the better line's steps.

import test from 'node:test';
import assert from 'node:assert/strict';
import { LEVELS } from '../../web/levels.js';
import { settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
// "4½ moves ahead" -> 4.5
const moves = (text) =>
  [...text.matchAll(/(\d*)(\u00bd?) moves? ahead/g)].map((m) => Number(m[1] || 0) + (m[2] ? 0.5 : 0));

test("the thinking line counts a move as Blue's and Red's turns together", async () => {
  const level = LEVELS.find((l) => l.options.depth >= 3);
  const { page, errors, close } = await env.openPage(`?level=${level.name}`, { reducedMotion: 'reduce' });
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    await page.evaluate(() => {
      window.seen = [];
      const info = document.querySelector('.polis-info');
      new MutationObserver(() => window.seen.push(info.textContent)).observe(info, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await clickMove(page, 'd2d3');
    await settled(page, 2, { timeout: TIMEOUT.STEP });
    const seen = (await page.evaluate(() => window.seen)).filter((t) => /ahead/.test(t));
    // The level searches to a fixed depth in turns: no line can see more than half as many moves.
    const depth = level.options.depth;
    assert.ok(seen.length >= 1, 'the thinking line was seen');
    for (const t of seen) {
      for (const n of moves(t)) assert.ok(n * 2 <= depth && n > 0, `"${t}" at a search of ${depth} turns`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the level descriptions count moves as the move list does', async () => {
  const { page, errors, close } = await env.openPage('', { reducedMotion: 'reduce' });
  try {
    await page.click('[data-action="new"]');
    await page.waitForSelector('dialog.polis-setup[open]');
    let checked = 0;
    for (const l of LEVELS) {
      await page.selectOption('dialog.polis-setup select[name="level"]', l.name);
      const text = await page.$eval('dialog.polis-setup .setup-desc', (p) => p.textContent);
      const n = moves(text);
      if (l.options.depth === undefined || !n.length) continue;
      assert.deepEqual(n, [l.options.depth / 2], `${l.name} (depth ${l.options.depth}): ${text}`);
      checked++;
    }
    assert.ok(checked >= 4, `${checked} descriptions with a count`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
