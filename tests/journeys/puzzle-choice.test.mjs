// The choice of what to train, by each input (a click on a laptop, taps on a phone, the keys):
// a theme chosen closes the choice and shows a puzzle of that theme (true by web/rules.js), the
// focus on its board; the choice opened again, Escape closes it and gives the focus back to its
// button (Escape did nothing: the list stayed open over the panel).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';
import { puzzleById as byId, boardAfter as after } from '../helpers/puzzles.mjs';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const TOGGLE = '[data-action="puzzle-choose"]';

const seen = (page) =>
  page.evaluate(() => ({
    open: !document.querySelector('.puzzle-choice').hidden,
    expanded: document.querySelector('[data-action="puzzle-choose"]').getAttribute('aria-expanded'),
    focus: document.activeElement.dataset.square
      ? 'board'
      : document.activeElement.dataset.action || document.activeElement.dataset.theme || '',
  }));

for (const input of ['mouse', 'touch', 'keyboard']) {
  test(`${input}: a theme chosen closes the choice and shows its puzzle; Escape closes it`, async () => {
    const touch = input === 'touch';
    const { page, errors, close } = await env.openPage('?puzzle=1', {
      viewport: touch ? VIEWPORTS.phone : VIEWPORTS.laptop,
      hasTouch: touch,
      reducedMotion: 'reduce',
    });
    const press = async (sel) => {
      if (input === 'mouse') return page.click(sel);
      if (touch) return page.tap(sel);
      // The keys: Tab until the control has the focus, then Enter.
      for (let i = 0; i < 30 && !(await page.$eval(sel, (e) => e === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      assert.ok(await page.$eval(sel, (e) => e === document.activeElement), `${sel} reached by Tab`);
      await page.keyboard.press('Enter');
    };
    try {
      await page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="solving"][data-puzzle="1"]`);
      await press(TOGGLE);
      await page.waitForSelector('.puzzle-choice:not([hidden])');
      assert.equal((await seen(page)).expanded, 'true');
      await press('[data-theme="capture"]');
      await page.waitForFunction(() => document.querySelector('.polis').dataset.puzzle !== '1');
      await page.waitForSelector(`${GAME}[data-state="solving"]`);
      assert.deepEqual(await seen(page), { open: false, expanded: 'false', focus: 'board' }, 'closed');
      assert.equal(await page.textContent(TOGGLE), 'Training: Captures, any difficulty');
      const p = byId(await page.$eval(GAME, (g) => g.dataset.puzzle));
      assert.equal(p.theme, 'capture');
      // A capture by the rules: the first move of its line takes some of the other side's pieces.
      const solver = Rules.parsePosition(p.position).player;
      const first = Rules.applyMoveFor(after(p, []), solver, Rules.parseMove(p.line[0]));
      assert.ok(
        first.captured.some((c) => c.team === other(solver)),
        `puzzle ${p.id} captures`,
      );

      await press(TOGGLE);
      await page.waitForSelector('.puzzle-choice:not([hidden])');
      await page.keyboard.press('Escape');
      await page.waitForSelector('.puzzle-choice[hidden]', { state: 'attached', timeout: TIMEOUT.STEP });
      assert.deepEqual(await seen(page), { open: false, expanded: 'false', focus: 'puzzle-choose' });
      assert.equal(await page.$eval(GAME, (g) => g.dataset.puzzle), String(p.id), 'the same puzzle');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
