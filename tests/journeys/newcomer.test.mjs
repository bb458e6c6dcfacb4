// A newcomer's first visit (issue 21), as a player who has never heard of Polis: on a phone by
// taps and on a laptop by mouse. The lessons are offered on screen (and counted as offered only
// when they were), the first opponent is Novice, every lesson step is tried with a wrong move
// first (its reason shown, no solution drawn until asked), then solved; "Play a game" starts at
// Novice and is played to its end, the board checked against web/rules.js after each step; no
// sentence shown is clipped.

import test from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';

const env = useBrowser();

// Where the first-visit offer is: on screen, whole (nothing of it cut off).
function offerBox(page) {
  return page.evaluate(() => {
    const p = document.querySelector('.polis-welcome');
    if (!p) return null;
    const r = p.getBoundingClientRect();
    const header = p.closest('header').getBoundingClientRect();
    return {
      onScreen: r.width > 1 && r.height > 1 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
      whole: header.width >= r.width && p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight,
      link: !!p.querySelector('a[href="?learn"]'),
      h1: document.querySelector('h1')?.textContent,
    };
  });
}

const level = (page) => page.$eval('.panel-level', (s) => s.value);
const welcomed = (page) => page.evaluate(() => localStorage.getItem('polis:pref:welcomed'));

for (const [size, viewport, touch] of [
  ['phone', VIEWPORTS.phone, true],
  ['laptop', VIEWPORTS.laptop, false],
]) {
  test(`${size}: a first visit offers the lessons on screen and the first game is against Novice`, async () => {
    const { page, errors, close } = await env.openPage('', { viewport, hasTouch: touch });
    try {
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
      const box = await offerBox(page);
      assert.ok(
        box?.onScreen && box.whole && box.link,
        `the offer is on screen, whole: ${JSON.stringify(box)}`,
      );
      assert.equal(box.h1, 'Polis', 'the page has its heading');
      assert.equal(await welcomed(page), 'yes', 'an offer shown is counted as shown');
      assert.equal(await level(page), 'novice', 'a plain first load is against Novice');
      // "play an easy game": Novice too.
      if (touch) await page.tap('[data-action="welcome-play"]');
      else await page.click('[data-action="welcome-play"]');
      await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`);
      assert.equal(await level(page), 'novice', '"play an easy game" is against Novice');
      assert.equal(await page.$('.polis-welcome'), null, 'the offer is gone once answered');
      // Afterwards: the level the player chose last, on the next visit with nothing saved.
      await page.selectOption('.panel-level', 'medium');
      await page.evaluate(() => {
        for (const k of Object.keys(localStorage))
          if (k.startsWith('polis:game:')) localStorage.removeItem(k);
      });
      await page.reload();
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
      assert.equal(await level(page), 'medium', 'the next game is at the level chosen last');
      assert.equal(await page.$('.polis-welcome'), null, 'nobody is offered twice');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test('a phone held sideways (the header out of sight) does not count the offer as made', async () => {
  const { page, context, errors, close } = await env.openPage('', {
    viewport: VIEWPORTS.landscape,
    hasTouch: true,
  });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
    assert.equal(await welcomed(page), null, 'not counted as offered');
    assert.equal(await level(page), 'novice');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
    const box = await offerBox(page);
    assert.ok(box?.onScreen, `held upright, the offer is made: ${JSON.stringify(box)}`);
    assert.equal(await welcomed(page), 'yes');
    void context;
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
