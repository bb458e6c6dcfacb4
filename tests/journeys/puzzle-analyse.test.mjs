// "Analyse" from a puzzle (issue 22, item 2): hidden while the puzzle is being solved; once it is
// solved (by taps on a phone) or missed (a wrong move, by mouse), it opens the analysis board at
// the puzzle's position with the solution as the main line; stepping to its end shows the
// rules' position after the line, won by the solver. The link stays in sight at each size.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';
import { analysisWords } from '../../web/words/analysis.js';
import { useBrowser, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const { puzzles } = JSON.parse(
  fs.readFileSync(new URL('../../web/puzzle/puzzles.json', import.meta.url), 'utf8'),
);
const ANALYSE = '.polis [data-action="puzzle-analyse"]';

function after(p, moves) {
  let { board, player } = Rules.parsePosition(p.position);
  for (const m of moves) {
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = other(player);
  }
  return { board, player };
}

const state = (page, s) =>
  page.waitForSelector(`.polis[data-mode="puzzle"][data-state="${s}"]`, { timeout: TIMEOUT.STEP });

async function move(page, m, tap) {
  const go = (sq) => (tap ? page.tap(`[data-square="${sq}"]`) : page.click(`[data-square="${sq}"]`));
  await go(m.slice(0, 2));
  await page.waitForSelector(`[data-square="${m.slice(2, 4)}"].sq-dest`, { timeout: TIMEOUT.STEP });
  await go(m.slice(2, 4));
}

// Fully in the window and not covered: the link a player has to see.
async function inSight(page, selector, what) {
  const r = await page.$eval(selector, (e) => {
    const b = e.getBoundingClientRect();
    const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {
      ...b.toJSON(),
      w: innerWidth,
      h: innerHeight,
      clipped: e.scrollWidth > e.clientWidth + 1,
      covered: !e.contains(top),
    };
  });
  assert.ok(
    r.left >= 0 && r.right <= r.w && r.top >= 0 && r.bottom <= r.h,
    `${what}: in the window ${JSON.stringify(r)}`,
  );
  assert.ok(!r.clipped && !r.covered, `${what}: not clipped or covered ${JSON.stringify(r)}`);
}

// The analysis board opened from the puzzle: its position, the solution as the main line, its end.
async function expectPuzzleAnalysis(page, p, tap, what) {
  await page.waitForSelector('.polis[data-mode="analysis"]', { timeout: TIMEOUT.STEP });
  const start = after(p, []);
  assert.deepEqual((await readDomBoard(page)).board, encode(start.board), `${what}: the puzzle's position`);
  assert.equal(await page.$eval('.polis', (g) => g.dataset.position), p.position, `${what}: data-position`);
  const main = await page.$$eval('.an-moves > .an-move', (els) => els.map((b) => b.dataset.move));
  assert.deepEqual(main, p.line, `${what}: the solution is the main line`);
  const end = after(p, p.line);
  await (tap ? page.tap('.polis [data-action="an-last"]') : page.click('.polis [data-action="an-last"]'));
  await page.waitForSelector(`.polis[data-ply="${p.line.length}"]`);
  assert.deepEqual((await readDomBoard(page)).board, encode(end.board), `${what}: the end of the solution`);
  if (p.goal === 'win') {
    assert.equal(Rules.winner(end.board), start.player, `${what}: the solver wins by the rules`);
    const status = await page.$eval('.an-status', (e) => ({ side: e.dataset.side, text: e.textContent }));
    assert.equal(status.side, start.player, `${what}: the board says who won`);
    assert.equal(status.text, analysisWords.over({ winner: start.player, reason: 'chariot' }), what);
  }
}

test(
  'a puzzle solved by taps on a phone, then analysed: its position, its solution as the main line',
  { timeout: TIMEOUT.TEST },
  async () => {
    const p = puzzles.find((x) => x.plies === 3);
    const { page, errors, close } = await env.openPage(`?puzzle=${p.id}`, {
      viewport: VIEWPORTS.phone,
      hasTouch: true,
    });
    try {
      await state(page, 'solving');
      assert.equal(await page.isHidden(ANALYSE), true, 'no Analyse while the puzzle is being solved');
      for (let i = 0; i < p.line.length; i += 2) {
        await state(page, 'solving');
        await page.waitForSelector(`.polis[data-step="${i}"]`);
        await move(page, p.line[i], true);
      }
      await state(page, 'solved');
      await inSight(page, ANALYSE, 'Analyse after the solve, on a phone');
      await page.tap(ANALYSE);
      await expectPuzzleAnalysis(page, p, true, `puzzle ${p.id} solved`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);

test('a puzzle missed (a wrong move, by mouse), then analysed', { timeout: TIMEOUT.TEST }, async () => {
  const p = puzzles.find((x) => x.refutations.split(',').some(Boolean) && x.plies >= 3);
  const { board, player } = Rules.parsePosition(p.position);
  const others = Rules.legalMoves(board, player)
    .map(Rules.moveToString)
    .filter((m) => m !== p.line[0]);
  const wrong = others[p.refutations.split(',').findIndex(Boolean)];
  for (const viewport of [VIEWPORTS.laptop, VIEWPORTS.landscape]) {
    const { page, errors, close } = await env.openPage(`?puzzle=${p.id}`, { viewport });
    try {
      await state(page, 'solving');
      await move(page, wrong, false);
      await state(page, 'wrong');
      await inSight(page, ANALYSE, `Analyse after a wrong move, ${viewport.width}x${viewport.height}`);
      await page.click(ANALYSE);
      await expectPuzzleAnalysis(page, p, false, `puzzle ${p.id} missed`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});
