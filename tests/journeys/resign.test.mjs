// Resigning: the confirmation is asked by the Resign button itself (it used to be a line under
// the board, far from the button), any other input disarms it, and a resignation as the first
// thing done after a reload ends with the result dialog (it used to show only a status line).

import test from 'node:test';
import assert from 'node:assert/strict';
import { settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS, assertBoardMatchesRules } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

const resignBox = (page) =>
  page.$eval('[data-action="resign"]', (b) => ({
    text: b.textContent,
    armed: b.classList.contains('btn-armed'),
    box: b.getBoundingClientRect().toJSON(),
  }));

for (const [size, viewport] of [
  ['laptop', VIEWPORTS.laptop],
  ['phone', VIEWPORTS.phone],
]) {
  test(`${size}: resign as the first action after a reload shows the result dialog; the button asks for the confirmation`, async () => {
    const touch = size === 'phone';
    const { page, errors, close } = await env.openPage('?level=novice', {
      viewport,
      hasTouch: touch,
      reducedMotion: 'reduce',
    });
    const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
    try {
      await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
      await press('[data-square="d2"]');
      await press('[data-square="d3"][data-dest]');
      if (touch) await press('[data-square="d3"][data-dest]');
      await settled(page, 2);
      const played = await assertBoardMatchesRules(page);
      await page.reload();
      await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"][data-plies="2"]`);
      assert.deepEqual(
        (await assertBoardMatchesRules(page)).moves,
        played.moves,
        'the reload resumed the game',
      );

      const idle = await resignBox(page);
      assert.equal(idle.armed, false);
      await press('[data-action="resign"]');
      const armed = await resignBox(page);
      assert.equal(armed.armed, true, 'the first press arms the button');
      assert.notEqual(armed.text, idle.text, 'the armed button says so');
      assert.deepEqual(armed.box, idle.box, 'the button keeps its box');
      assert.ok(
        !/resign/i.test(await page.$eval('.polis-preview', (x) => x.textContent)),
        'no confirmation under the board',
      );
      // Any other input disarms it.
      await press('[data-square="e2"]');
      assert.equal((await resignBox(page)).armed, false, 'a press on the board disarms Resign');
      await press('[data-action="resign"]');
      await press('[data-action="resign"]');
      const dialog = await page.waitForSelector('dialog.polis-result[open]', { timeout: TIMEOUT.STEP });
      assert.equal(await dialog.getAttribute('data-winner'), 'red');
      assert.equal(await dialog.getAttribute('data-reason'), 'resign');
      assert.match(await dialog.textContent(), /Blue resigned/);
      assert.equal(await page.$eval(GAME, (g) => g.dataset.state), 'over');
      await assertBoardMatchesRules(page);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test('resign in a game of two humans: the side to move gives up', async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human', { reducedMotion: 'reduce' });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`);
    await clickMove(page, 'd2d3');
    await settled(page, 1);
    await page.click('[data-action="resign"]');
    await page.click('[data-action="resign"]');
    const dialog = await page.waitForSelector('dialog.polis-result[open]', { timeout: TIMEOUT.STEP });
    assert.equal(await dialog.getAttribute('data-winner'), 'blue', 'Red was to move and resigned');
    assert.equal(await dialog.getAttribute('data-reason'), 'resign');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
