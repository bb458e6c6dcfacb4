// Journeys through the puzzles' new ways in (index.html?puzzle), with the page's real input:
// links whose id is no puzzle (said, with the next one offered; before, another puzzle opened
// without a word and ?puzzle=0x10 opened 16); no keyboard ring on a1 when the page is reached
// by mouse or touch; a theme chosen by taps on a phone, a puzzle of it solved and the next of
// the same theme, the choice kept over a reload; a difficulty band; the solution shown move by
// move (then missed); "Set up a position" opening the puzzle's own position. Every board shown
// is checked against web/rules.js replaying the puzzle's line. POLIS_SCREENSHOT=1 renews
// docs/puzzle-choice-*.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { puzzles, puzzleById as byId, boardAfter as after } from '../helpers/puzzles.mjs';
import {
  useBrowser,
  GAME,
  VIEWPORTS,
  readDomBoard,
  encode,
  watchBoards,
  boardsSeen,
} from '../helpers/page.mjs';
import { other } from '../../web/rules/util.js';
import { levelRating } from '../../web/lib/rating.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// Waits (the moves animate) until the board shown is `board`, then checks it.
async function boardIs(page, board, what, timeout = 15000) {
  const want = encode(board);
  const end = Date.now() + timeout;
  let shown;
  do {
    shown = await readDomBoard(page);
    if (JSON.stringify(shown.board) === JSON.stringify(want)) return;
    await page.waitForTimeout(100);
  } while (Date.now() < end);
  assert.deepEqual(shown.board, want, what);
}

const state = (page, s) =>
  page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="${s}"]`, { timeout: TIMEOUT.STEP });
const shownId = (page) => page.$eval(GAME, (g) => g.dataset.puzzle);

async function move(page, m, tap) {
  const go = (sq) => (tap ? page.tap(`[data-square="${sq}"]`) : page.click(`[data-square="${sq}"]`));
  await go(m.slice(0, 2));
  await page.waitForSelector(`[data-square="${m.slice(2, 4)}"].sq-dest`, { timeout: TIMEOUT.STEP });
  await go(m.slice(2, 4));
}

// Solves the puzzle shown from its line, the board checked before each move and at the end.
async function solve(page, tap) {
  const p = byId(await shownId(page));
  for (let i = 0; i < p.line.length; i += 2) {
    await state(page, 'solving');
    await page.waitForSelector(`${GAME}[data-step="${i}"]`);
    await boardIs(page, after(p, p.line.slice(0, i)), `puzzle ${p.id} before move ${i + 1}`);
    await move(page, p.line[i], tap);
  }
  await state(page, 'solved');
  await boardIs(page, after(p, p.line), `puzzle ${p.id} solved`);
  return p;
}

// Each element fully inside the viewport and not cut by its own box (its text fits).
async function fullyVisible(page, selector) {
  const bad = await page.$$eval(selector, (els) =>
    els
      .filter((e) => e.offsetParent !== null)
      .filter((e) => {
        e.scrollIntoView({ block: 'nearest' });
        const r = e.getBoundingClientRect();
        return (
          r.left < 0 ||
          r.right > innerWidth + 0.5 ||
          e.scrollWidth > e.clientWidth + 1 ||
          e.scrollHeight > e.clientHeight + 1
        );
      })
      .map((e) => e.textContent),
  );
  assert.deepEqual(bad, [], `${selector} clipped`);
}

// Opens the choice of what to train (by a tap or a click): every theme and band shown whole.
async function openChoice(page, tap) {
  if (tap) await page.tap('[data-action="puzzle-choose"]');
  else await page.click('[data-action="puzzle-choose"]');
  await page.waitForSelector('.puzzle-choice:not([hidden])');
  await fullyVisible(page, '.puzzle-theme, .puzzle-band, .puzzle-choose');
}

test('a link id that is no puzzle is said, the next puzzle offered by a button; only plain decimal ids open one', async () => {
  const { page, errors, close } = await env.openPage('?puzzle=16', { viewport: VIEWPORTS.laptop });
  try {
    await state(page, 'solving');
    assert.equal(await shownId(page), '16');
    for (const id of ['99999', '0', '-1', 'abc', '1.5', '', '0x10', '%2016', '1e1']) {
      await page.goto(page.url().replace(/\?.*$/, `?puzzle=${id}`));
      await state(page, 'missing');
      assert.equal(await shownId(page), '', `?puzzle=${id} opens no puzzle`);
      assert.equal(
        await page.textContent('.puzzle-feedback'),
        `This puzzle does not exist. The puzzles are numbered 1 to ${puzzles.length}.`,
        `?puzzle=${id}`,
      );
      assert.equal(await page.$$eval('[data-piece]', (els) => els.length), 0, 'no position shown');
      assert.equal(await page.textContent('.puzzle-title'), 'No such puzzle');
      assert.equal(await page.isVisible('.puzzle-goal'), false, 'no goal');
      assert.equal(await page.isEnabled('[data-action="puzzle-next"]'), true);
    }
    await page.click('[data-action="puzzle-next"]');
    await state(page, 'solving');
    const p = byId(await shownId(page));
    assert.ok(p, 'a puzzle of the set');
    await boardIs(page, after(p, []), 'its position');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

for (const input of ['mouse', 'touch']) {
  test(`no keyboard ring on the board when the puzzles are reached by ${input}; Tab still shows one`, async () => {
    const phone = input === 'touch';
    const { page, errors, close } = await env.openPage('?level=novice', {
      viewport: phone ? VIEWPORTS.phone : VIEWPORTS.laptop,
      hasTouch: phone,
    });
    try {
      await page.waitForSelector('a.puzzle-entry');
      if (phone) await page.tap('a.puzzle-entry');
      else await page.click('a.puzzle-entry');
      await state(page, 'solving');
      await page.waitForTimeout(300);
      const ring = () =>
        page.evaluate(() => {
          const f = document.querySelector(':focus-visible');
          const a1 = getComputedStyle(document.querySelector('[data-square="a1"]')).boxShadow;
          return { focusVisible: f ? f.dataset.square || f.className : null, a1 };
        });
      assert.deepEqual(await ring(), { focusVisible: null, a1: 'none' });
      await page.keyboard.press('Tab');
      assert.notEqual((await ring()).focusVisible, null, 'a keyboard user sees where the focus is');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test('a theme chosen by taps on a phone: a puzzle of it solved, the next of the same theme, the choice kept', async () => {
  const { page, errors, close } = await env.openPage('?puzzle', {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
  });
  try {
    await state(page, 'solving');
    await openChoice(page, true);
    // Each theme's count is what the set and the stored progress say (none solved yet).
    for (const theme of ['race', 'defence', 'capture', 'trap', 'stun', 'zugzwang']) {
      const total = puzzles.filter((p) => p.theme === theme).length;
      assert.equal(
        await page.textContent(`[data-theme="${theme}"] .puzzle-theme-count`),
        `0 of ${total} solved`,
      );
    }
    if (process.env.POLIS_SCREENSHOT)
      await page.screenshot({ path: 'docs/puzzle-choice-phone.png', fullPage: true });
    await page.tap('[data-theme="capture"]');
    await page.waitForSelector('.puzzle-choice[hidden]', { state: 'attached' });
    await state(page, 'solving');
    assert.equal(await page.textContent('.puzzle-choose'), 'Training: Captures, any difficulty');
    const p = byId(await shownId(page));
    assert.equal(p.theme, 'capture');
    // The theme is true by the rules: the first move takes some of the other side's pieces.
    const solver = Rules.parsePosition(p.position).player;
    const first = Rules.applyMoveFor(after(p, []), solver, Rules.parseMove(p.line[0]));
    assert.ok(
      first.captured.some((c) => c.team === other(solver)),
      `puzzle ${p.id} captures`,
    );
    await solve(page, true);
    assert.equal(Rules.winner(after(p, p.line)), solver, 'the line wins by the rules');
    assert.match(await page.textContent('.puzzle-feedback'), /^Solved! The idea: a capture\. \+\d+$/);
    await page.tap('[data-action="puzzle-next"]');
    await page.waitForFunction((id) => document.querySelector('.polis').dataset.puzzle !== id, String(p.id));
    assert.equal(byId(await shownId(page)).theme, 'capture', 'the next puzzle is a capture too');
    await page.reload();
    await state(page, 'solving');
    assert.equal(await page.textContent('.puzzle-choose'), 'Training: Captures, any difficulty', 'kept');
    assert.equal(byId(await shownId(page)).theme, 'capture');
    await page.tap('[data-action="puzzle-choose"]');
    assert.equal(
      await page.textContent('[data-theme="capture"] .puzzle-theme-count'),
      `1 of ${puzzles.filter((q) => q.theme === 'capture').length} solved`,
    );
    await page.tap('[data-band="harder"]');
    await state(page, 'solving');
    const h = byId(await shownId(page));
    assert.equal(h.theme, 'capture');
    assert.ok(levelRating(h.level).rating >= 1800, `puzzle ${h.id} is among the harder`);
    assert.equal(await page.textContent('.puzzle-choose'), 'Training: Captures, harder');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the solution shown move by move, then counted as missed; the editor opens on the puzzle', async () => {
  const p = puzzles.find((q) => q.goal === 'win' && q.line.length === 3);
  const { page, errors, close } = await env.openPage(`?puzzle=${p.id}`, { viewport: VIEWPORTS.laptop });
  try {
    await state(page, 'solving');
    // The choice at a laptop's size: every theme's words shown whole.
    await openChoice(page, false);
    if (process.env.POLIS_SCREENSHOT) await page.screenshot({ path: 'docs/puzzle-choice-desktop.png' });
    await page.click('[data-action="puzzle-choose"]');
    await page.waitForSelector('.puzzle-choice[hidden]', { state: 'attached' });
    // Each move's position as the page drew it (kept in the page: a move stays 0.7 s, which a
    // loaded machine's round trips can miss).
    await watchBoards(page, { by: 'step' });
    await page.click('[data-action="puzzle-solution"]');
    await state(page, 'shown');
    const seen = await boardsSeen(page);
    for (let i = 1; i <= p.line.length; i++)
      assert.deepEqual(seen[i], encode(after(p, p.line.slice(0, i))), `the solution's move ${i}`);
    assert.equal(Rules.winner(after(p, p.line)), Rules.parsePosition(p.position).player, 'it wins');
    assert.match(
      await page.textContent('.puzzle-feedback'),
      new RegExp(`^The solution: ${p.line.join(' ')}\\. Seen, so it counts as missed\\. \u2212\\d+$`),
    );
    assert.match(await page.textContent('.puzzle-stats'), /Streak 0 · best 0 · 0 of \d+ solved/);
    await page.click('a.editor-entry');
    await page.waitForSelector(`${GAME}[data-mode="editor"][data-valid="true"]`, { timeout: TIMEOUT.STEP });
    const pos = await page.$eval(GAME, (g) => g.dataset.position);
    assert.deepEqual(Rules.parsePosition(pos), Rules.parsePosition(p.position), "the puzzle's position");
    await boardIs(page, after(p, []), 'the editor shows it');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('on a phone held sideways: the choice shown whole; after a wrong move, the solution tapped plays from before it', async () => {
  const p = byId(175);
  const { board, player } = Rules.parsePosition(p.position);
  const wrong = Rules.legalMoves(board, player)
    .map(Rules.moveToString)
    .find((m) => m !== p.line[0]);
  const { page, errors, close } = await env.openPage(`?puzzle=${p.id}`, {
    viewport: VIEWPORTS.landscape,
    hasTouch: true,
  });
  try {
    await state(page, 'solving');
    await openChoice(page, true);
    await page.tap('[data-action="puzzle-choose"]');
    await move(page, wrong, true);
    await state(page, 'wrong');
    await page.tap('[data-action="puzzle-solution"]');
    await state(page, 'shown');
    await boardIs(page, after(p, p.line), 'the solution from the position before the wrong move');
    const said = await page.textContent('.puzzle-feedback');
    assert.match(
      said,
      new RegExp(`^The solution: ${p.line.join(' ')}\\. Seen, so it counts as missed\\. \u2212\\d+$`),
    );
    await fullyVisible(page, '.puzzle-feedback');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
