// The board's marks and the rules that explain them: the rules' legend shows each mark drawn by
// the board's own styles (the rules spoke of "a red ring" where the board draws a striped
// square, and the jump marks had no legend), and after a four-hop move the jumps are thin
// arrows, not frames on eight squares.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, assertBoardMatchesRules } from '../helpers/page.mjs';

const env = useBrowser();

// The computed look of an element's ::after and ::before (what the marks are drawn with).
const look = (page, sel) =>
  page.$eval(sel, (e) => {
    const pick = (cs) => ({
      border: cs.borderTopColor + ' ' + cs.borderTopStyle,
      bg: cs.backgroundColor,
      image: cs.backgroundImage,
      radius: cs.borderTopLeftRadius,
    });
    return {
      after: pick(getComputedStyle(e, '::after')),
      before: pick(getComputedStyle(e, '::before')),
      self: pick(getComputedStyle(e)),
    };
  });

async function openRules(page) {
  await page.click('[data-action="rules"]');
  await page.waitForSelector('dialog.polis-rules[open]');
}

test("the rules' legend draws each destination mark as the board does", async () => {
  const cases = [
    { key: 'win', position: '8/8/8/8/8/8/2B5/7R b', from: 'c7', to: 'c8', kind: 'win' },
    { key: 'loss', position: 'B1b5/8/2R5/8/8/8/8/7r b', from: 'c1', to: 'c2', kind: 'loss' },
  ];
  for (const c of cases) {
    const start = Rules.parsePosition(c.position);
    const res = Rules.applyMoveFor(start.board, start.player, Rules.parseMove(c.from + c.to));
    assert.equal(res.winner === start.player ? 'win' : 'loss', c.kind, 'the case is what it says');
    const { page, errors, close } = await env.openPage(
      `?blue=human&red=human&position=${encodeURIComponent(c.position)}`,
      { reducedMotion: 'reduce' },
    );
    try {
      await page.click(`[data-square="${c.from}"]`);
      await page.waitForSelector(`[data-square="${c.to}"][data-dest="${c.kind}"]`);
      await page.mouse.move(0, 0);
      const board = await look(page, `[data-square="${c.to}"]`);
      await openRules(page);
      const swatch = await look(page, `[data-legend="${c.key}"] .sq`);
      assert.deepEqual(swatch.after, board.after, `the legend's ${c.key} mark is the board's`);
      assert.notEqual(board.after.border, 'rgba(0, 0, 0, 0) none', 'the mark is drawn');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('after a four-hop move: from and to as the legend shows them, jumps as thin arrows, no square framed', async () => {
  const line = 'h2g3,g7h6,b2c3,f8g7';
  let board = Rules.initialBoard();
  line
    .split(',')
    .forEach((m, i) => (board = Rules.applyMoveFor(board, i % 2 ? 'red' : 'blue', Rules.parseMove(m)).board));
  const res = Rules.applyMoveFor(board, 'blue', Rules.parseMove('a1b2'));
  assert.equal(res.hops.length, 4, 'a1b2 makes four hops here (rules.js)');
  const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${line}`, {
    reducedMotion: 'reduce',
  });
  try {
    await page.waitForSelector(`${GAME}[data-plies="4"][data-state="human"]`);
    await clickMove(page, 'a1b2');
    await page.waitForSelector(`${GAME}[data-plies="5"]`);
    await assertBoardMatchesRules(page);
    await page.mouse.move(0, 0);
    const framed = await page.$$eval('[data-last]', (els) =>
      els
        .filter((e) => {
          const cs = getComputedStyle(e);
          return cs.outlineStyle !== 'none' || cs.boxShadow !== 'none';
        })
        .map((e) => e.dataset.square),
    );
    assert.deepEqual(framed, [], 'no square is framed');
    const arrows = await page.$$eval('.polis-board .ov-last-hop', (ls) => ls.length);
    assert.equal(arrows, res.hops.length, 'one thin arrow a jump');
    const from = await look(page, '[data-last~="from"]');
    const to = await look(page, '[data-square="b2"]');
    const hopStroke = await page.$eval('.polis-board .ov-last-hop', (l) => getComputedStyle(l).stroke);
    await openRules(page);
    assert.deepEqual((await look(page, '[data-legend="from"] .sq')).before, from.before);
    assert.deepEqual((await look(page, '[data-legend="to"] .sq')).before, to.before);
    assert.equal(
      await page.$eval('[data-legend="hop"] .ov-last-hop', (l) => getComputedStyle(l).stroke),
      hopStroke,
      "the legend's jump arrow is the board's",
    );
    const text = await page.$eval('dialog.polis-rules', (d) => d.textContent);
    assert.ok(!/red ring/.test(text), 'the rules no longer speak of a red ring');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
