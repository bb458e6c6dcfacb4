// The result dialog at the end of a game: it stays clear of the row where the winning chariot
// stands (it used to cover rows 1-2 on a phone), and it can be dismissed by its close button,
// by Escape and by a press outside it (none of these worked), after which the finished game
// stays on the board. Each at 1280x800 with the mouse and at 390x844 and 844x390 by touch.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, GAME, VIEWPORTS, assertBoardMatchesRules } from '../helpers/page.mjs';

const env = useBrowser();

const CASES = [
  { name: 'Blue carries its chariot home', position: '8/8/8/8/8/8/2B5/7R b', move: 'c7c8', winner: 'blue' },
  { name: "Blue's move hops Red's chariot home", position: 'B1b5/8/2R5/8/8/8/8/7r b', move: 'c1c2', winner: 'red' },
];
const SIZES = [['laptop', VIEWPORTS.laptop, false], ['phone', VIEWPORTS.phone, true], ['landscape', VIEWPORTS.landscape, true]];
const WAYS = ['close button', 'Escape', 'outside'];

let k = 0;
for (const [size, viewport, touch] of SIZES) {
  for (const c of CASES) {
    const way = WAYS[k++ % WAYS.length];
    test(`${size}: ${c.name}: the dialog keeps clear of the winning chariot's row and is dismissed by ${way}`, async () => {
      const start = Rules.parsePosition(c.position);
      assert.equal(Rules.applyMoveFor(start.board, start.player, Rules.parseMove(c.move)).winner, c.winner, 'the case is what it says');
      const { page, errors, close } = await env.openPage(`?level=novice&position=${encodeURIComponent(c.position)}`, { viewport, hasTouch: touch, reducedMotion: 'reduce' });
      const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
      try {
        await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
        await press(`[data-square="${c.move.slice(0, 2)}"]`);
        await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
        if (touch) await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
        const dialog = await page.waitForSelector('dialog.polis-result[open]', { timeout: 5000 });
        assert.equal(await dialog.getAttribute('data-winner'), c.winner);
        await page.waitForTimeout(100);
        const geo = await page.evaluate((winner) => {
          const chariot = document.querySelector(`.polis-board [data-piece="${winner === 'blue' ? 'B' : 'R'}"]`).closest('[data-square]');
          const row = chariot.dataset.square[1];
          const squares = [...document.querySelectorAll(`.polis-board [data-square$="${row}"]`)].map((s) => s.getBoundingClientRect());
          const d = document.querySelector('dialog.polis-result').getBoundingClientRect();
          return {
            row,
            rowBox: { left: Math.min(...squares.map((s) => s.left)), right: Math.max(...squares.map((s) => s.right)), top: Math.min(...squares.map((s) => s.top)), bottom: Math.max(...squares.map((s) => s.bottom)) },
            dialog: d.toJSON(),
            view: { w: document.documentElement.clientWidth, h: document.documentElement.clientHeight },
          };
        }, c.winner);
        const { rowBox: r, dialog: d } = geo;
        const overlaps = d.left < r.right && d.right > r.left && d.top < r.bottom && d.bottom > r.top;
        assert.ok(!overlaps, `the dialog ${JSON.stringify(d)} covers row ${geo.row} at ${JSON.stringify(r)}`);
        assert.ok(d.left >= 0 && d.top >= 0 && d.right <= geo.view.w && d.bottom <= geo.view.h, `the dialog is on the screen: ${JSON.stringify(d)}`);

        if (way === 'close button') await press('dialog.polis-result [data-action="result-close"]');
        else if (way === 'Escape') await page.keyboard.press('Escape');
        else {
          // A point outside the dialog: the middle of the winning chariot's row.
          const x = (r.left + r.right) / 2;
          const y = (r.top + r.bottom) / 2;
          if (touch) await page.touchscreen.tap(x, y);
          else await page.mouse.click(x, y);
        }
        await page.waitForSelector('dialog.polis-result:not([open])', { state: 'attached', timeout: 3000 });
        assert.equal(await page.$eval(GAME, (g) => g.dataset.state), 'over');
        await assertBoardMatchesRules(page, start);
        assert.match(await page.$eval('.polis-status', (s) => s.textContent), new RegExp(`${c.winner === 'blue' ? 'Blue' : 'Red'} wins`));
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
}
