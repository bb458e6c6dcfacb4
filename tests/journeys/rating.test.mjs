// The player's rating after a game (web/play/rating-keeper.js over web/lib/rating.js), through the page's
// real input: a won game against Novice moves the rating by the Glicko update computed here,
// and it is kept, shown in the New game dialog and forgotten there on a confirmed press; a game
// with a move taken back and a game between two people are not rated.

import test from 'node:test';
import assert from 'node:assert/strict';
import { clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME } from '../helpers/page.mjs';
import { START, glickoUpdate, levelRating } from '../../web/lib/rating.js';

const env = useBrowser();
// Blue's chariot one step from home; Red's far away (Blue wins with c7c8).
const POSITION = encodeURIComponent('8/8/8/8/8/8/2B5/7R b');

async function finish(page) {
  await clickMove(page, 'c7c8');
  const dialog = await page.waitForSelector('[data-winner="blue"]', { state: 'visible', timeout: 10000 });
  return dialog.$eval('.result-text', (e) => e.textContent);
}

test('a won game against Novice is rated by Glicko, and the rating is kept for the next game', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: 20000 });
    const text = await finish(page);
    // Worked example: 1200 (RD 350) beats Novice, 800 (RD 0, the anchor).
    const after = glickoUpdate(START, levelRating('novice'), 1);
    const change = Math.round(after.rating - START.rating);
    assert.ok(
      text.includes(
        `Your rating: ${Math.round(after.rating)} (+${change}, give or take ${Math.round(2 * after.rd)}) against Novice, rated 800.`,
      ),
      text,
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('polis-rating-games')));
    assert.deepEqual(stored, after);
    // The next game (another position: the link of the same one resumes the finished game)
    // starts from the stored rating.
    await page.goto(
      page.url().replace(/\?.*/, `?level=easy&position=${encodeURIComponent('8/8/8/8/8/8/2B5/6R1 b')}`),
    );
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: 20000 });
    const second = glickoUpdate(after, levelRating('easy'), 1);
    assert.ok(
      (await finish(page)).includes(
        `Your rating: ${Math.round(second.rating)} (+${Math.round(second.rating - after.rating)},`,
      ),
    );
    // The New game dialog says the rating kept, and forgets it on a second press only.
    await page.click('dialog.polis-result [data-action="result-close"]');
    await page.click('[data-action="new"]');
    const row = 'dialog.polis-setup .setup-rating';
    await page.waitForSelector(row, { state: 'visible' });
    assert.equal(
      await page.textContent(`${row} .setup-rating-text`),
      `Your rating: ${Math.round(second.rating)}, give or take ${Math.round(2 * second.rd)}, after 2 rated games.`,
    );
    await page.click('[data-action="rating-reset"]');
    assert.deepEqual(
      await page.evaluate(() => JSON.parse(localStorage.getItem('polis-rating-games'))),
      second,
      'one press forgets nothing',
    );
    assert.equal(await page.textContent('[data-action="rating-reset"]'), 'Press again to forget it');
    await page.click('[data-action="rating-reset"]');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('polis-rating-games')),
      null,
      'the second press forgets it',
    );
    assert.match(await page.textContent(`${row} .setup-rating-text`), /forgotten/);
    assert.equal(
      await page.$eval('dialog.polis-setup', (d) => d.contains(document.activeElement)),
      true,
      'the focus stays in the dialog',
    );
    await page.keyboard.press('Escape');
    await page.click('[data-action="new"]');
    assert.match(await page.textContent(`${row} .setup-rating-text`), /^No rating yet/);
    assert.equal(await page.isVisible('[data-action="rating-reset"]'), false);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a game with a move taken back is not rated', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: 20000 });
    await clickMove(page, 'c7b6');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="2"]`, { timeout: 20000 });
    await page.click('[data-action="undo"]');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`, { timeout: 10000 });
    assert.match(await finish(page), /Not rated: a move was taken back\./);
    assert.equal(await page.evaluate(() => localStorage.getItem('polis-rating-games')), null);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a game between two people is not rated', async () => {
  const { page, errors, close } = await env.openPage(`?red=human&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
    assert.match(await finish(page), /Not rated: two players on one screen\./);
    assert.equal(await page.evaluate(() => localStorage.getItem('polis-rating-games')), null);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
