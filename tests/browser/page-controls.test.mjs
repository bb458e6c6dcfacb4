// The game page's controls in headless Chromium: keyboard play, the move preview, the hint,
// browsing the history and undo; the page when the engine cannot load (two humans play); bad
// URL parameters reported on a phone-sized screen; the setup dialog starting a game from a
// position. Boards are checked against web/rules.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { waitFor, settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, readDomBoard, encode, assertBoardMatchesRules } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const openPage = (...a) => env.openPage(...a);

test('keyboard play, move preview, hint, history browsing and undo', async () => {
  const { page, errors, close } = await openPage('?level=hard', { reducedMotion: 'reduce' });
  try {
    await waitFor(page, () => document.querySelector('.polis').dataset.ai === 'ready');
    // Preview: selecting b2 and hovering b3 shows the two hops the rules predict.
    const start = Rules.initialBoard();
    const preview = Rules.applyMove(start, Rules.parseMove('b2b3'));
    await page.click('[data-square="b2"]');
    const dests = await page.$$eval('.sq-dest', (els) => els.map((e) => e.dataset.square).sort());
    const expectedDests = Rules.legalMoves(start, 'blue')
      .filter((m) => m.fromR === 1 && m.fromC === 1)
      .map((m) => Rules.moveToString(m).slice(2))
      .sort();
    assert.deepEqual(dests, expectedDests);
    await page.hover('[data-square="b3"]');
    await page.waitForSelector('.polis-overlay .ov-hop-blue');
    assert.equal(await page.$$eval('.polis-overlay .ov-hop-blue', (a) => a.length), preview.hops.length);
    assert.match(
      await page.$eval('.polis-info', (x) => x.textContent), // beside the board: in the panel
      new RegExp(`${preview.hops.length} hops`),
    );
    await page.click('[data-square="b2"]'); // deselect
    assert.equal(await page.$$eval('.sq-dest', (a) => a.length), 0);

    // Keyboard (Blue at the bottom, so a1 is the bottom-left corner, as on a chess board): from a1
    // go right and up to b2, Enter, up to b3, Enter.
    await page.focus('[data-square="a1"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'b2');
    assert.equal(
      await page.$eval('[data-square="b2"]', (e) => e.tabIndex),
      0,
      'roving tabindex follows focus',
    );
    assert.equal(await page.$$eval('[data-square][tabindex="0"]', (a) => a.length), 1);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await settled(page, 2);
    const { moves } = await assertBoardMatchesRules(page);
    assert.equal(moves[0], 'b2b3');

    // Hint: the engine suggests a legal Blue move.
    const { board } = await assertBoardMatchesRules(page);
    await page.click('[data-action="hint"]');
    await page.waitForSelector('.sq-hint', { timeout: TIMEOUT.AI_MOVE });
    const hinted = await page.$$eval('.sq-hint', (els) => els.map((e) => e.dataset.square));
    assert.equal(hinted.length, 2);
    const legal = Rules.legalMoves(board, 'blue').map(Rules.moveToString);
    assert.ok(
      legal.includes(hinted.join('')) || legal.includes(hinted.reverse().join('')),
      `hint ${hinted} is legal`,
    );

    // History: back to the start, then forward again.
    await page.click('[data-action="history-first"]');
    assert.equal(await page.$eval(GAME, (x) => x.dataset.view), '0');
    assert.deepEqual((await readDomBoard(page)).board, encode(start));
    await page.click('[data-action="history-next"]');
    assert.deepEqual((await readDomBoard(page)).board, encode(preview.board));
    await page.click('[data-action="history-last"]');
    assert.equal(await page.$eval(GAME, (x) => x.dataset.view), 'live');
    await assertBoardMatchesRules(page);

    // Undo goes back to Blue's turn before b2b3 (Red's reply is undone too).
    await page.click('[data-action="undo"]');
    await settled(page, 0);
    assert.equal(await page.$eval(GAME, (x) => x.dataset.plies), '0');
    assert.deepEqual((await readDomBoard(page)).board, encode(start));
    assert.equal(await page.$eval(GAME, (x) => x.dataset.turn), 'blue');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('if the engine cannot load, the page says so and two humans can play', async () => {
  const { page, errors, close } = await openPage('', {
    reducedMotion: 'reduce',
    route: (p) => p.context().route('**/polis.wasm', (r) => r.fulfill({ status: 404, body: 'gone' })),
  });
  try {
    await waitFor(page, () => document.querySelector('.polis').dataset.ai === 'failed');
    const notice = await page.$eval('.polis-notice', (x) => (x.hidden ? '' : x.textContent));
    assert.match(notice, /could not be loaded/);
    assert.match(notice, /humans/);
    const g = await page.$eval(GAME, (x) => ({ ...x.dataset }));
    assert.equal(g.blue, 'human');
    assert.equal(g.red, 'human');
    await clickMove(page, Rules.parseMove('c2c3'));
    await settled(page, 1);
    const { board } = await assertBoardMatchesRules(page);
    await clickMove(page, Rules.legalMoves(board, 'red')[0]);
    await settled(page, 2);
    await assertBoardMatchesRules(page);
    assert.equal(await page.$eval(GAME, (x) => x.dataset.turn), 'blue');
    // The only errors are the failed wasm request and its report.
    assert.ok(
      errors.every((e) => /polis\.wasm|404|engine|could not be loaded/i.test(e)),
      JSON.stringify(errors),
    );
  } finally {
    await close();
  }
});

test('URL parameters: bad values are reported; the board fits a phone screen', async () => {
  const { page, errors, close } = await openPage('?blue=robot&level=grandmaster&position=nonsense', {
    viewport: { width: 390, height: 844 },
  });
  try {
    const notice = await page.$eval('.polis-notice', (x) => (x.hidden ? '' : x.textContent));
    assert.match(notice, /blue="robot"/);
    assert.match(notice, /grandmaster/);
    assert.match(notice, /bad position/);
    await assertBoardMatchesRules(page); // fell back to the standard start
    const box = await page.$eval('.polis-board', (b) => b.getBoundingClientRect().toJSON());
    assert.ok(box.left >= 0 && box.right <= 390, `board spans ${box.left}..${box.right} on a 390 px screen`);
    assert.ok(box.width >= 300, `board is ${box.width} px wide`);
    const scrollW = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(scrollW <= 390, `the page scrolls sideways (${scrollW} px)`);
    // Tapping works on the small board too.
    await clickMove(page, Rules.parseMove('d2d3'));
    await waitFor(page, () => Number(document.querySelector('.polis').dataset.plies) >= 1);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the setup panel starts a human-vs-human game from a position', async () => {
  const { page, errors, close } = await openPage('?level=hard', { reducedMotion: 'reduce' });
  try {
    await page.click('[data-action="new"]');
    await page.waitForSelector('dialog.polis-setup[open]');
    await page.check('dialog.polis-setup input[name="red"][value="human"]');
    await page.selectOption('dialog.polis-setup select[name="level"]', 'easy');
    await page.click('dialog.polis-setup summary');
    const position = 'B7/8/8/3bb3/3rr3/8/8/7R r';
    await page.fill('dialog.polis-setup input[name="position"]', position);
    await page.click('dialog.polis-setup button[type="submit"]');
    await waitFor(page, () => !document.querySelector('dialog.polis-setup').open);
    const g = await page.$eval(GAME, (x) => ({ ...x.dataset }));
    assert.equal(g.red, 'human');
    assert.equal(g.blue, 'human');
    assert.equal(g.level, 'easy');
    assert.equal(g.turn, 'red');
    assert.equal(await page.evaluate(() => window.polis.position), position);
    await assertBoardMatchesRules(page, Rules.parsePosition(position));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
