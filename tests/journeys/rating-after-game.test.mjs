// The player's rating after a game (web/play/rating.js over web/lib/rating.js), through the page's
// real input: a won game against Novice moves the rating by the Glicko update computed here,
// and it is kept, shown in the New game dialog (with the rule: a hint or a takeback makes a game
// unrated) and forgotten there on a confirmed press; its margin is explained while it is wide;
// a game with a hint or a move taken back is not rated, said once when it happens and in the
// result; a rated game undone and won again says why it is not rated twice; a game between two
// people is not rated.

import test from 'node:test';
import assert from 'node:assert/strict';
import { clickMove, waitFor } from '../helpers/browser.mjs';
import { useBrowser, GAME, assertBoardMatchesRules } from '../helpers/page.mjs';
import * as Rules from '../../web/rules.js';
import { START, glickoUpdate, levelRating } from '../../web/lib/rating.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
// Blue's chariot one step from home; Red's far away (Blue wins with c7c8).
const POSITION = encodeURIComponent('8/8/8/8/8/8/2B5/7R b');
const RULE =
  'A game against the computer is rated unless you take a hint, take a move back or change the level after your first move.';

async function finish(page) {
  await clickMove(page, 'c7c8');
  const dialog = await page.waitForSelector('[data-winner="blue"]', {
    state: 'visible',
    timeout: TIMEOUT.STEP,
  });
  return dialog.$eval('.result-text', (e) => e.textContent);
}

test('a won game against Novice is rated by Glicko, and the rating is kept for the next game', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    const text = await finish(page);
    // Worked example: 1200 (RD 350) beats Novice, 800 (RD 0, the anchor).
    const after = glickoUpdate(START, levelRating('novice'), 1);
    const change = Math.round(after.rating - START.rating);
    assert.ok(
      text.includes(
        `Your rating: ${Math.round(after.rating)} (+${change}) against Novice, rated 800. Give or take ${Math.round(2 * after.rd)}: your rating is still uncertain; after a few more games it settles.`,
      ),
      text,
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('polis:rating:games')));
    assert.deepEqual(stored, after);
    // The next game (another position: the link of the same one resumes the finished game)
    // starts from the stored rating. (The page took the first link out of its address.)
    await page.goto(
      page.url().replace(/(\?.*)?$/, `?level=easy&position=${encodeURIComponent('8/8/8/8/8/8/2B5/6R1 b')}`),
    );
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    const second = glickoUpdate(after, levelRating('easy'), 1);
    assert.ok(
      (await finish(page)).includes(
        `Your rating: ${Math.round(second.rating)} (+${Math.round(second.rating - after.rating)})`,
      ),
    );
    // The New game dialog says the rating kept, and forgets it on a second press only.
    await page.click('dialog.polis-result[data-armed] [data-action="result-close"]');
    await page.click('[data-action="new"]');
    const row = 'dialog.polis-setup .setup-rating';
    await page.waitForSelector(row, { state: 'visible' });
    assert.equal(
      await page.textContent(`${row} .setup-rating-text`),
      `Your rating: ${Math.round(second.rating)}, give or take ${Math.round(2 * second.rd)}, after 2 rated games. ${RULE}`,
    );
    await page.click('[data-action="rating-reset"]');
    assert.deepEqual(
      await page.evaluate(() => JSON.parse(localStorage.getItem('polis:rating:games'))),
      second,
      'one press forgets nothing',
    );
    assert.equal(await page.textContent('[data-action="rating-reset"]'), 'Press again to forget it');
    await page.click('[data-action="rating-reset"]');
    assert.equal(
      await page.evaluate(() => localStorage.getItem('polis:rating:games')),
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
    assert.equal(
      await page.textContent(`${row} .setup-rating-text`),
      `No rating yet: each finished game against the computer rates you. ${RULE}`,
    );
    assert.equal(await page.isVisible('[data-action="rating-reset"]'), false);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a game with a move taken back is not rated', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    await clickMove(page, 'c7b6');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="2"]`, { timeout: TIMEOUT.STEP });
    await page.click('[data-action="undo"]');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`, { timeout: TIMEOUT.STEP });
    assert.equal(await page.textContent('.polis-preview'), 'Taking a move back makes this game unrated.');
    assert.match(await finish(page), /Not rated: a move was taken back\./);
    assert.equal(await page.evaluate(() => localStorage.getItem('polis:rating:games')), null);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a game between two people is not rated', async () => {
  const { page, errors, close } = await env.openPage(`?red=human&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    assert.match(await finish(page), /Not rated: two players on one screen\./);
    assert.equal(await page.evaluate(() => localStorage.getItem('polis:rating:games')), null);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a hint makes the game unrated: said with the first hint only, and in the result', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    await page.click('[data-action="hint"]');
    await waitFor(page, () => /^Hint: /.test(document.querySelector('.polis-preview').textContent), null, {
      timeout: TIMEOUT.STEP,
    });
    assert.match(await page.textContent('.polis-preview'), / Hints make this game unrated\.$/);
    await page.click('[data-action="hint"]');
    await waitFor(page, () => /^Hint: /.test(document.querySelector('.polis-preview').textContent), null, {
      timeout: TIMEOUT.STEP,
    });
    assert.doesNotMatch(await page.textContent('.polis-preview'), /unrated/, 'said once');
    assert.match(await finish(page), /Not rated: a hint was taken\./);
    assert.equal(await page.evaluate(() => localStorage.getItem('polis:rating:games')), null);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a rated game taken back from its result and won again says why it is not rated again', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    assert.match(await finish(page), /Your rating: /);
    const rated = await page.evaluate(() => localStorage.getItem('polis:rating:games'));
    await page.click('dialog.polis-result[data-armed] [data-action="result-undo"]');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`, { timeout: TIMEOUT.STEP });
    assert.match(await finish(page), /Not rated again: this game was rated when it first ended\./);
    assert.equal(await page.evaluate(() => localStorage.getItem('polis:rating:games')), rated);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// Issue 30: the level could be changed in the middle of a rated game, silently. Before the
// player's first move a change is free; once the player has moved, it makes the game unrated
// and the line under the board says so at once; the result says why it is not rated.
test('the level: free before the first move, and after it a change makes the game unrated, said at once', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&position=${POSITION}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    await page.selectOption('[data-action="level"]', 'beginner');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.level), 'beginner');
    assert.doesNotMatch(await page.textContent('.polis-preview'), /unrated/, 'before the first move: free');
    // A first move that does not win, the computer's answer, then the level again.
    await clickMove(page, 'c7b7');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="2"]`, { timeout: TIMEOUT.STEP });
    await page.selectOption('[data-action="level"]', 'novice');
    assert.equal(
      await page.textContent('.polis-preview'),
      'Changing the level after your first move makes this game unrated.',
    );
    const { board } = await assertBoardMatchesRules(page, Rules.parsePosition(decodeURIComponent(POSITION)));
    const win = Rules.legalMoves(board, 'blue').find(
      (m) => Rules.applyMoveFor(board, 'blue', m).winner === 'blue',
    );
    assert.ok(win, 'Blue can still win at once');
    await clickMove(page, Rules.moveToString(win));
    const dialog = await page.waitForSelector('[data-winner="blue"]', {
      state: 'visible',
      timeout: TIMEOUT.STEP,
    });
    assert.match(
      await dialog.$eval('.result-text', (e) => e.textContent),
      /Not rated: the level changed during the game\./,
    );
    assert.equal(await page.evaluate(() => localStorage.getItem('polis:rating:games')), null);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
