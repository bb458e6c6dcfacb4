// A puzzle's solution gone through move by move on the puzzle board (issue 30, item 8): Show
// the solution plays it, then Previous move / Next move (mouse, touch, keyboard: the buttons and
// the arrows) step back and forth through it, each position on the board the one web/rules.js
// gives after that many moves of the line, every move of which the rules allow, with the move
// that led there marked. axe finds nothing at either size. POLIS_SHOTS=dir saves a screenshot
// of each size there.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';
import { puzzleWords as W } from '../../web/words/puzzles.js';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { puzzles } from '../helpers/puzzles.mjs';
import { tabTo } from '../helpers/journey.mjs';
import { axeViolations } from '../helpers/axe.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// The positions along the line by the rules: each move must be legal where it is played.
function positions(p) {
  let { board, player } = Rules.parsePosition(p.position);
  const out = [board];
  for (const m of p.line) {
    const legal = Rules.legalMoves(board, player).map(Rules.moveToString);
    assert.ok(legal.includes(m), `${m} is legal in puzzle ${p.id}`);
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = other(player);
    out.push(board);
  }
  return out;
}

async function expectAt(page, p, boards, k, what) {
  await page.waitForSelector(`${GAME}[data-solution-at="${k}"]`);
  // A move forward is animated: the board is read until the move has landed.
  const want = encode(boards[k]);
  let shown = (await readDomBoard(page)).board;
  for (let i = 0; i < 50 && JSON.stringify(shown) !== JSON.stringify(want); i++) {
    await page.waitForTimeout(100);
    shown = (await readDomBoard(page)).board;
  }
  assert.deepEqual(shown, want, `${what}: the board after ${k} moves`);
  assert.equal(await page.textContent(`${GAME} .puzzle-step-at`), W.solutionAt(k, p.line.length), what);
  if (k > 0) {
    const m = p.line[k - 1];
    const last = await page.$$eval(`${GAME} [data-last]`, (els) =>
      Object.fromEntries(els.map((e) => [e.dataset.square, e.dataset.last])),
    );
    assert.match(last[m.slice(0, 2)] ?? '', /from/, `${what}: ${m}'s start marked`);
    assert.match(last[m.slice(2)] ?? '', /to/, `${what}: ${m}'s end marked`);
  }
}

const CASES = [
  { input: 'mouse', viewport: VIEWPORTS.laptop, size: 'laptop' },
  { input: 'touch', viewport: VIEWPORTS.phone, size: 'phone' },
  { input: 'keyboard', viewport: VIEWPORTS.laptop, size: 'laptop' },
];

for (const { input, viewport, size } of CASES) {
  test(`the solution shown, then gone through by ${input} (${size})`, { timeout: TIMEOUT.TEST }, async () => {
    const p = puzzles.find((x) => x.line.length >= 3);
    const boards = positions(p);
    const { page, errors, close } = await env.openPage(`?puzzle=${p.id}`, {
      viewport,
      hasTouch: input === 'touch',
    });
    const press = async (action) => {
      const sel = `${GAME} [data-action="${action}"]`;
      if (input === 'keyboard') {
        assert.ok(await tabTo(page, sel, 80), `Tab reaches ${action}`);
        await page.keyboard.press('Enter');
      } else if (input === 'touch') await page.tap(sel);
      else await page.click(sel);
    };
    try {
      await page.waitForSelector(`${GAME}[data-state="solving"]`);
      assert.equal(await page.isHidden(`${GAME} .puzzle-steps`), true, 'no stepping before the solution');
      await press('puzzle-solution');
      await page.waitForSelector(`${GAME}[data-state="shown"]`, { timeout: TIMEOUT.STEP });
      const last = p.line.length;
      await expectAt(page, p, boards, last, 'played to its end');
      assert.equal(
        await page.getAttribute(`${GAME} [data-action="puzzle-solution-forward"]`, 'aria-disabled'),
        'true',
      );
      // Back to the start, one move at a time.
      for (let k = last - 1; k >= 0; k--) {
        await press('puzzle-solution-back');
        await expectAt(page, p, boards, k, `back to ${k}`);
      }
      assert.equal(
        await page.getAttribute(`${GAME} [data-action="puzzle-solution-back"]`, 'aria-disabled'),
        'true',
      );
      // Forward again.
      await press('puzzle-solution-forward');
      await expectAt(page, p, boards, 1, 'forward to 1');
      if (input === 'keyboard') {
        // The arrows, End and Home too.
        await page.keyboard.press('ArrowRight');
        await expectAt(page, p, boards, 2, 'ArrowRight');
        await page.keyboard.press('ArrowLeft');
        await expectAt(page, p, boards, 1, 'ArrowLeft');
        await page.keyboard.press('End');
        await expectAt(page, p, boards, last, 'End');
        await page.keyboard.press('Home');
        await expectAt(page, p, boards, 0, 'Home');
      }
      if (process.env.POLIS_SHOTS && input !== 'keyboard')
        await page.screenshot({ path: `${process.env.POLIS_SHOTS}/puzzle-solution-${size}.png` });
      assert.deepEqual(await axeViolations(page), [], 'axe');
      // The next puzzle drops it.
      await press('puzzle-next');
      await page.waitForSelector(`${GAME}[data-state="solving"]`);
      assert.equal(await page.isHidden(`${GAME} .puzzle-steps`), true, 'no stepping in the next puzzle');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
