// A rematch says the colours it gives and lets the player keep theirs; before the player's own
// first move the game can be aborted, unrated; and one game moves the rating by a bounded
// amount (issue 30: on a phone, a won game, Rematch (now Red, the computer first), Resign at
// move 1: "Your rating: 839 (-409)"). Every rating said is worked out again with
// web/lib/rating.js from the player's games, and every position checked against the rules.

import test from 'node:test';
import assert from 'node:assert/strict';
import { settled, waitFor } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS, assertBoardMatchesRules } from '../helpers/page.mjs';
import { rateGame, START, MAX_GAME_CHANGE } from '../../web/lib/rating.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const data = (page) => page.$eval(GAME, (g) => ({ ...g.dataset }));
const line = (page) => page.$eval('.polis-preview', (x) => x.textContent);
const stored = (page) => page.evaluate(() => localStorage.getItem('polis:rating:games'));

for (const [size, viewport, touch] of [
  ['phone', VIEWPORTS.phone, true],
  ['laptop', VIEWPORTS.laptop, false],
]) {
  test(`${size}: Abort before the first move, unrated; the rematch says and chooses the colours`, async () => {
    const { page, errors, close } = await env.openPage('?level=novice', {
      viewport,
      hasTouch: touch,
      reducedMotion: 'reduce',
    });
    const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
    try {
      await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
      // Before Blue's first move: Abort, not Resign; the same game starts again, nothing rated.
      const resign = '.polis [data-action="resign"]';
      assert.equal((await page.$eval(resign, (b) => b.textContent)).trim(), 'Abort');
      await press(resign);
      assert.equal(await page.$('dialog.polis-result[open]'), null, 'no result for an aborted game');
      assert.match(await line(page), /aborted.*not rated/i);
      assert.equal(await stored(page), null, 'no rating saved');
      assert.deepEqual([(await data(page)).plies, (await data(page)).blue], ['0', 'human']);

      // A move, then Resign (two presses): a loss, rated, the change bounded.
      await press('[data-square="d2"]');
      await press('[data-square="d3"][data-dest]');
      if (touch) await press('[data-square="d3"][data-dest]');
      await settled(page, 2);
      await assertBoardMatchesRules(page);
      assert.equal((await page.$eval(resign, (b) => b.textContent)).trim(), 'Resign');
      await press(resign);
      await press(resign);
      const dialog = await page.waitForSelector('dialog.polis-result[open]', { timeout: TIMEOUT.STEP });
      const lost = rateGame(
        { ...START },
        { blue: 'human', red: 'ai', level: 'novice', winner: 'red', undos: 0 },
      );
      assert.ok(Math.abs(lost.change) <= MAX_GAME_CHANGE);
      const said = (await dialog.textContent()).match(/Your rating: (\d+) \(([^)]+)\)/);
      assert.ok(said, 'the rating is said');
      assert.equal(Number(said[1]), Math.round(lost.after.rating));
      assert.equal(said[2].replace('\u2212', '-'), String(Math.round(lost.change)));
      // The rematch buttons say the colours.
      const texts = await page.$$eval('dialog.polis-result [data-action^="rematch"]', (bs) =>
        bs.filter((b) => !b.hidden).map((b) => [b.dataset.action, b.textContent]),
      );
      assert.deepEqual(texts, [
        ['rematch', 'Rematch as Red'],
        ['rematch-same', 'Play Blue again'],
      ]);
      await press('dialog.polis-result[data-armed] [data-action="rematch"]');
      await waitFor(page, () => document.querySelector('.polis').dataset.red === 'human');
      assert.match(await line(page), /You play Red; the computer moves first\./);
      assert.equal((await data(page)).orientation, 'red');
      // The computer moves first; before Red's first move, Abort again, and the rating stays.
      await settled(page, 1);
      await assertBoardMatchesRules(page);
      const before = await stored(page);
      assert.equal(JSON.parse(before).rating, lost.after.rating);
      assert.equal((await page.$eval(resign, (b) => b.textContent)).trim(), 'Abort');
      await press(resign);
      assert.equal(await page.$('dialog.polis-result[open]'), null);
      assert.equal(await stored(page), before, 'an aborted game is not rated');
      assert.equal((await data(page)).red, 'human', 'the same colours again');
      await settled(page, 1);
      await assertBoardMatchesRules(page);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test('laptop: "Play Blue again" keeps the colours, and says so', async () => {
  const { page, errors, close } = await env.openPage('?level=novice', { reducedMotion: 'reduce' });
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    await page.click('[data-square="d2"]');
    await page.click('[data-square="d3"][data-dest]');
    await settled(page, 2);
    await page.click('.polis [data-action="resign"]');
    await page.click('.polis [data-action="resign"]');
    await page.waitForSelector('dialog.polis-result[open]');
    await page.click('dialog.polis-result[data-armed] [data-action="rematch-same"]');
    await waitFor(page, () => document.querySelector('.polis').dataset.plies === '0');
    const d = await data(page);
    assert.deepEqual([d.blue, d.red, d.orientation], ['human', 'ai', 'blue']);
    assert.match(await line(page), /You play Blue; you move first\./);
    await assertBoardMatchesRules(page);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
