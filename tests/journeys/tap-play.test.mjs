// Play on first tap: a remembered setting with which a tap on a destination plays the move at
// once (a move took three taps: select, preview, confirm); a long press on a destination still
// previews it. The switch is offered on touch screens only.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { settled, contextOptions, stopClock } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS, assertBoardMatchesRules, squareCenter } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const pressed = (page) => page.$eval('[data-action="tap"]', (b) => b.getAttribute('aria-pressed'));

// A finger held on a point for `ms` (Chromium's touch events through the DevTools protocol).
async function longPress(page, { x, y }, ms = 700) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('phone: with Play on first tap a move takes two taps, a long press previews, and the setting is remembered', async () => {
  const { page, context, errors, close } = await env.openPage('?blue=human&red=human', {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`);
    assert.ok(await page.isVisible('[data-action="tap"]'), 'the switch is offered on a touch screen');
    assert.equal(await pressed(page), 'false', 'off at first');
    await page.tap('[data-action="tap"]');
    assert.equal(await pressed(page), 'true');

    // Two taps: the piece, then its destination.
    await page.tap('[data-square="d2"]');
    await page.tap('[data-square="d3"][data-dest]');
    await settled(page, 1);
    assert.deepEqual((await assertBoardMatchesRules(page)).moves, ['d2d3']);

    // A long press on a destination previews the move and plays nothing.
    await page.tap('[data-square="e7"]');
    await page.waitForSelector('[data-square="e6"][data-dest]');
    await longPress(page, await squareCenter(page, 'e6'));
    await page.waitForFunction(
      () => /e7e6/.test(document.querySelector('.polis-preview').textContent),
      null,
      { timeout: TIMEOUT.STEP },
    );
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '1', 'the long press played nothing');
    const res = Rules.applyMoveFor(
      (await assertBoardMatchesRules(page)).board,
      'red',
      Rules.parseMove('e7e6'),
    );
    assert.ok(res.board, 'e7e6 is legal');
    await page.tap('[data-square="e6"][data-dest]');
    await settled(page, 2);
    assert.deepEqual((await assertBoardMatchesRules(page)).moves, ['d2d3', 'e7e6']);

    // Remembered: a new page in the same browser has it on.
    const again = await env.openPage('?blue=human&red=human', {
      context,
      viewport: VIEWPORTS.phone,
      hasTouch: true,
    });
    assert.equal(await pressed(again.page), 'true', 'the setting is remembered');
    assert.deepEqual([...errors, ...again.errors], []);
  } finally {
    await close();
  }
});

test('phone: with the setting off, the first tap on a destination previews and the second plays', async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human', {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`);
    await page.tap('[data-square="d2"]');
    await page.tap('[data-square="d3"][data-dest]');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '0', 'the first tap previews');
    await page.tap('[data-square="d3"][data-dest]');
    await settled(page, 1);
    assert.deepEqual((await assertBoardMatchesRules(page)).moves, ['d2d3']);
    // The second tap held long is still the second tap: it plays the move previewed (it used to
    // preview it again and play nothing).
    await page.tap('[data-square="e7"]');
    await page.tap('[data-square="e6"][data-dest]');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '1', 'the first tap previews');
    await longPress(page, await squareCenter(page, 'e6'));
    await settled(page, 2);
    assert.deepEqual((await assertBoardMatchesRules(page)).moves, ['d2d3', 'e7e6']);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// A busy phone: the finger lifted 0.7 s after it came down, and the long press (due after 0.45 s)
// not yet run when the tap is handled (the page's clock stands still, its performance.now()
// moved on). The tap's focus then came "long after the press" and previewed the move, so the
// tap played it at once; the confirming tap then fell on the result. Now it only previews.
test('phone: a tap on a destination handled late on a busy device previews, the second plays', async () => {
  const context = await env.browser.newContext(
    contextOptions({ viewport: VIEWPORTS.phone, hasTouch: true, reducedMotion: 'reduce' }),
  );
  try {
    await context.clock.install();
    const { page, errors } = await env.openPage('?blue=human&red=human', {
      context,
      ready: `${GAME}[data-state="human"]`,
    });
    await stopClock(page);
    await page.tap('[data-square="d2"]');
    await page.waitForSelector('[data-square="d3"][data-dest]');
    const at = await squareCenter(page, 'd3');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await page.evaluate(() => {
      const now = performance.now.bind(performance);
      performance.now = () => now() + 700;
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForFunction(
      () => /d2d3/.test(document.querySelector('.polis-preview').textContent),
      null,
      { timeout: TIMEOUT.STEP },
    );
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '0', 'the late tap previews');
    await page.tap('[data-square="d3"][data-dest]');
    await settled(page, 1);
    assert.deepEqual((await assertBoardMatchesRules(page)).moves, ['d2d3']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('desktop with a mouse: the switch is not offered', async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human');
  try {
    assert.equal(await page.isVisible('[data-action="tap"]'), false);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
