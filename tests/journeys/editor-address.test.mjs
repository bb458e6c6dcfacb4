// The position editor keeps its work in the address (issue 30, item 9): reached from the game
// page's own link row (by mouse, touch and keyboard), a position edited there is written into the
// address at every change, without adding a step to the browser's history, and a reload (or the
// address opened elsewhere) shows the same position, checked against web/rules.js; a board the
// rules refuse leaves the last position written there. axe finds nothing at either size.
// POLIS_SHOTS=dir saves a screenshot of each size there.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { readAddress } from '../../web/lib/address.js';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { pressSquare, pressButton } from '../helpers/journey.mjs';
import { axeViolations } from '../helpers/axe.mjs';

const env = useBrowser();

const address = (page) => readAddress(new URL(page.url()).search);

// The board shown and the address, both the position `p` ({ board, player }) by the rules.
async function showsAndKeeps(page, p, what) {
  const position = Rules.formatPosition(p.board, p.player);
  await page.waitForFunction((want) => document.querySelector('.polis').dataset.position === want, position);
  assert.deepEqual((await readDomBoard(page)).board, encode(p.board), `${what}: the board shown`);
  await page.waitForFunction((want) => location.search.includes(want.slice(0, 8)), position.split(' ')[0]);
  assert.equal(address(page).mode, 'editor', `${what}: the editor's address`);
  assert.equal(address(page).editor, position, `${what}: the address holds the position`);
}

const CASES = [
  { input: 'mouse', viewport: VIEWPORTS.laptop, size: 'laptop' },
  { input: 'touch', viewport: VIEWPORTS.phone, size: 'phone' },
  { input: 'keyboard', viewport: VIEWPORTS.laptop, size: 'laptop' },
];

for (const { input, viewport, size } of CASES) {
  test(`the editor from the game's links by ${input} (${size}): each edit in the address, a reload finds it`, async () => {
    const { page, errors, close } = await env.openPage('?', { viewport, hasTouch: input === 'touch' });
    try {
      await page.waitForSelector(`${GAME}[data-state]`);
      await page.waitForSelector('.polis [data-action="new"]');
      const before = await page.evaluate(() => history.length);
      await pressButton(page, 'editor-entry', input);
      await page.waitForSelector(`${GAME}[data-mode="editor"]`);
      // It opens on the game's position: here the start.
      let p = Rules.parsePosition(Rules.formatPosition(Rules.initialBoard(), 'blue'));
      await showsAndKeeps(page, p, 'opened from the game');
      const opened = await page.evaluate(() => history.length);
      assert.equal(opened, before + 1, 'the editor is one step in the history: Back returns to the game');
      // Remove a Blue dog and a Red dog, then put Red's chariot elsewhere.
      await tool(page, 'erase', input);
      for (const sq of ['c2', 'f7']) {
        await pressSquare(page, sq, input);
        const { r, c } = at(sq);
        p = { ...p, board: p.board.map((row) => row.slice()) };
        p.board[r][c] = null;
        await showsAndKeeps(page, p, `${sq} removed`);
      }
      await tool(page, 'R', input);
      await pressSquare(page, 'e5', input);
      p = {
        ...p,
        board: p.board.map((row) => row.map((x) => (x?.type === 'chariot' && x.team === 'red' ? null : x))),
      };
      p.board[4][4] = { team: 'red', type: 'chariot', stunned: false };
      await showsAndKeeps(page, p, "Red's chariot moved to e5");
      // Red to move.
      await page.selectOption('.polis select.editor-side[aria-label]', 'red');
      p = { ...p, player: 'red' };
      await showsAndKeeps(page, p, 'Red to move');
      // A board the rules refuse (no Red chariot): the address keeps the last position.
      await tool(page, 'erase', input);
      await pressSquare(page, 'e5', input);
      await page.waitForSelector(`${GAME}[data-valid="false"]`);
      assert.equal(address(page).editor, Rules.formatPosition(p.board, p.player), 'the last position kept');
      await tool(page, 'R', input);
      await pressSquare(page, 'e5', input);
      await page.waitForSelector(`${GAME}[data-valid="true"]`);
      assert.equal(
        await page.evaluate(() => history.length),
        opened,
        'no step added to the history by editing',
      );
      if (process.env.POLIS_SHOTS && input !== 'keyboard')
        await page.screenshot({ path: `${process.env.POLIS_SHOTS}/editor-address-${size}.png` });
      assert.deepEqual(await axeViolations(page), [], 'axe');
      // A reload, and the address opened in a new page: the same position.
      await page.reload();
      await page.waitForSelector(`${GAME}[data-mode="editor"][data-valid="true"]`);
      await showsAndKeeps(page, p, 'after a reload');
      const other = await env.openPage(new URL(page.url()).search, { viewport });
      try {
        await other.page.waitForSelector(`${GAME}[data-mode="editor"]`);
        await showsAndKeeps(other.page, p, 'the address opened elsewhere');
      } finally {
        await other.close();
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

const at = (sq) => ({ r: Number(sq[1]) - 1, c: sq.charCodeAt(0) - 97 });

// The editor's tool chosen by `input`.
async function tool(page, name, input) {
  const sel = `.polis [data-tool="${name}"]`;
  if (input === 'keyboard') {
    await page.focus(sel);
    await page.keyboard.press('Enter');
  } else if (input === 'touch') await page.tap(sel);
  else await page.click(sel);
  await page.waitForSelector(`${GAME}[data-tool="${name}"]`);
}
