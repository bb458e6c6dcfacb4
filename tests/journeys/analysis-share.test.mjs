// The analysis board's Copy link, its move menu and its orientation (issue 30, item 6), with the
// page's real input: a variation promoted and one deleted from the move list's menu (right-click
// with a mouse, a press held on a phone, the menu key from the keyboard), the tree then read
// back from the address by web/analysis/link.js and every move of it checked by web/rules.js;
// Copy link puts the board's address on the clipboard, said in words; Flip is kept in the
// address over a reload; a puzzle analysed keeps the solver's side at the bottom. axe finds
// nothing at either size. POLIS_SHOTS=dir saves a screenshot of each size there.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { readAddress } from '../../web/lib/address.js';
import { decodeTree } from '../../web/analysis/link.js';
import { analysisWords as W } from '../../web/words/analysis.js';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { pressSquare, tabTo } from '../helpers/journey.mjs';
import { puzzles } from '../helpers/puzzles.mjs';
import { axeViolations } from '../helpers/axe.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const START = { board: Rules.initialBoard(), player: 'blue' };
const first = (p) => Rules.moveToString(Rules.legalMoves(p.board, p.player)[0]);
const after = (p, m) => ({
  board: Rules.applyMoveFor(p.board, p.player, Rules.parseMove(m)).board,
  player: p.player === 'blue' ? 'red' : 'blue',
});

// The tree the address holds, read as the page reads it (every move legal by the rules, or a
// problem), as its lines: each node's children's moves in order.
function addressTree(page) {
  const a = readAddress(new URL(page.url()).search);
  const read = decodeTree(START, a.tree);
  assert.equal(read.problem, null, `the address's tree reads: ${a.tree}`);
  const lines = (n) => n.children.map((c) => [c.moveText, lines(c)]);
  return { lines: lines(read.tree.root), orientation: a.orientation ?? 'blue', tree: a.tree };
}

async function play(page, move, input) {
  const ply = Number(await page.$eval(GAME, (g) => g.dataset.ply));
  await pressSquare(page, move.slice(0, 2), input);
  await page.waitForSelector(`${GAME} [data-square="${move.slice(2)}"][data-dest]`);
  await pressSquare(page, move.slice(2), input);
  await page.waitForSelector(`${GAME}[data-ply="${ply + 1}"]`);
}

// A main line m1 m2, and from the start a variation v1 (the second legal move): the tree
// [m1 [m2]], [v1].
async function makeTree(page, input) {
  const m1 = first(START);
  const m2 = first(after(START, m1));
  const v1 = Rules.moveToString(Rules.legalMoves(START.board, 'blue')[1]);
  await play(page, m1, input);
  await play(page, m2, input);
  const back = `${GAME} [data-action="an-first"]`;
  await (input === 'touch' ? page.tap(back) : page.click(back));
  await page.waitForSelector(`${GAME}[data-ply="0"]`);
  await play(page, v1, input);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tree')?.includes('-'));
  assert.deepEqual(addressTree(page).lines, [
    [m1, [[m2, []]]],
    [v1, []],
  ]);
  return { m1, m2, v1 };
}

const moveButton = (move) => `${GAME} .an-moves [data-move="${move}"]`;

// The menu of `move` opened by `input`.
async function openMenu(page, move, input) {
  const b = page.locator(moveButton(move));
  if (input === 'mouse') await b.click({ button: 'right' });
  else if (input === 'keyboard') {
    assert.ok(await tabTo(page, moveButton(move), 80), 'Tab reaches the move');
    await page.keyboard.press('Shift+F10');
  } else {
    // A finger held on the move.
    const box = await b.boundingBox();
    const cdp = await page.context().newCDPSession(page);
    const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
    await page.waitForTimeout(900);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  await page.waitForSelector(`${GAME} .an-move-menu:not([hidden])`);
  assert.match(await page.textContent(`${GAME} .an-menu-title`), new RegExp(move));
}

async function pick(page, action, input) {
  const sel = `${GAME} [data-action="${action}"]`;
  if (input === 'keyboard') {
    for (let i = 0; i < 4 && !(await page.evaluate((s) => document.activeElement?.matches(s), sel)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  } else if (input === 'touch') await page.tap(sel);
  else await page.click(sel);
  await page.waitForSelector(`${GAME} .an-move-menu[hidden]`, { state: 'attached' });
}

const CASES = [
  { input: 'mouse', viewport: VIEWPORTS.laptop, size: 'laptop' },
  { input: 'touch', viewport: VIEWPORTS.phone, size: 'phone' },
  { input: 'keyboard', viewport: VIEWPORTS.laptop, size: 'laptop' },
];

for (const { input, viewport, size } of CASES) {
  test(
    `analysis by ${input} (${size}): promote, delete, Copy link, Flip, all in the address`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const { page, context, errors, close } = await env.openPage('?analysis=', {
        viewport,
        hasTouch: input === 'touch',
      });
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
        await page.waitForSelector(`${GAME}[data-mode="analysis"]`);
        const { m1, m2, v1 } = await makeTree(page, input);
        // Promote the variation: it becomes the main line, the old line its variation.
        await openMenu(page, v1, input);
        await pick(page, 'an-promote', input);
        await page.waitForFunction(
          (v) => new URLSearchParams(location.search).get('tree')?.includes(`_${v}`),
          v1,
        );
        assert.deepEqual(addressTree(page).lines, [
          [v1, []],
          [m1, [[m2, []]]],
        ]);
        const shownFirst = await page.$eval(`${GAME} .an-moves > .an-move`, (b) => b.dataset.move);
        assert.equal(shownFirst, v1, 'the move list shows the promoted line first');
        // Delete the old line from its first move: the moves after it go too.
        await openMenu(page, m1, input);
        assert.equal(await page.isHidden(`${GAME} [data-action="an-promote"]`), false);
        await pick(page, 'an-delete', input);
        await page.waitForFunction((m) => !document.querySelector(`.an-moves [data-move="${m}"]`), m1);
        assert.deepEqual(addressTree(page).lines, [[v1, []]]);
        assert.equal(await page.$(moveButton(m2)), null, 'the moves after the deleted one are gone');
        // The main line's move has no Promote.
        await openMenu(page, v1, input);
        assert.equal(
          await page.isHidden(`${GAME} [data-action="an-promote"]`),
          true,
          'no Promote on the main line',
        );
        // Closed: Escape from the keyboard, Close by hand.
        if (input === 'keyboard') {
          await page.keyboard.press('Escape');
          await page.waitForSelector(`${GAME} .an-move-menu[hidden]`, { state: 'attached' });
        } else await pick(page, 'an-menu-close', input);
        // Flip: the address keeps it.
        await (input === 'touch'
          ? page.tap(`${GAME} [data-action="an-flip"]`)
          : page.click(`${GAME} [data-action="an-flip"]`));
        await page.waitForSelector(`${GAME}[data-orientation="red"]`);
        await page.waitForFunction(() => location.search.includes('orientation=red'));
        // Copy link: the board's address, said in words.
        const share = `${GAME} [data-action="an-share"]`;
        if (input === 'keyboard') {
          assert.ok(await tabTo(page, share, 80));
          await page.keyboard.press('Enter');
        } else if (input === 'touch') await page.tap(share);
        else await page.click(share);
        await page.waitForFunction(
          (w) => document.querySelector('.an-share-note')?.textContent === w,
          W.shared,
        );
        assert.equal(
          await page.textContent(`${GAME} [data-action="an-share"]`),
          W.share,
          'the button says what it does',
        );
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.equal(copied, page.url(), 'the link copied is the board as shown');
        if (process.env.POLIS_SHOTS && input !== 'keyboard')
          await page.screenshot({ path: `${process.env.POLIS_SHOTS}/analysis-share-${size}.png` });
        assert.deepEqual(await axeViolations(page), [], 'axe');
        // The link opened again: the same tree, the same side at the bottom.
        const before = addressTree(page);
        await page.goto(copied);
        await page.waitForSelector(`${GAME}[data-mode="analysis"][data-orientation="red"]`);
        assert.deepEqual(addressTree(page).lines, before.lines);
        assert.equal(await page.$eval(`${GAME} .an-moves > .an-move`, (b) => b.dataset.move), v1);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}

test(
  "a puzzle of Red's, analysed: the board keeps Red at the bottom",
  { timeout: TIMEOUT.TEST },
  async () => {
    const p = puzzles.find((x) => x.position.endsWith(' r'));
    assert.ok(p, 'a puzzle where Red moves');
    const { page, errors, close } = await env.openPage(`?puzzle=${p.id}`, { viewport: VIEWPORTS.laptop });
    try {
      await page.waitForSelector(`${GAME}[data-state="solving"]`);
      await page.click(`${GAME} [data-action="puzzle-solution"]`);
      await page.waitForSelector(`${GAME}[data-state="shown"]`, { timeout: TIMEOUT.STEP });
      await page.click(`${GAME} [data-action="puzzle-analyse"]`);
      await page.waitForSelector(`${GAME}[data-mode="analysis"]`);
      assert.equal(await page.$eval(GAME, (g) => g.dataset.orientation), 'red');
      // Red at the bottom: row 8, Red's first row, is drawn below row 1.
      const y = (sq) => page.$eval(`${GAME} [data-square="${sq}"]`, (e) => e.getBoundingClientRect().top);
      assert.ok((await y('a8')) > (await y('a1')), 'row 8 is at the bottom');
      assert.deepEqual((await readDomBoard(page)).board, encode(Rules.parsePosition(p.position).board));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);
