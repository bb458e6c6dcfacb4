// The board's one input (web/board/input.js, issue 20 item 3) in every mode that moves pieces:
// moves played with the mouse, by touch, by keyboard (arrows and Enter) and by dragging, in the
// game (two players on one screen), a puzzle, a lesson and the analysis board. After every move
// the board shown is checked against web/rules.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as Rules from '../../web/rules.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { openJourney, inputMove, pressSquare } from '../helpers/journey.mjs';
import { other } from '../../web/rules/util.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const INPUTS = ['mouse', 'touch', 'keyboard', 'drag'];
const { puzzles } = JSON.parse(
  fs.readFileSync(new URL('../../web/puzzle/puzzles.json', import.meta.url), 'utf8'),
);

// One context and one tab per input, shared by that input's four tests (the game, a puzzle, a
// lesson, the analysis board, in that order): a page loaded in a new tab costs about 2.4 s more of
// CPU than one loaded in a tab already open (bench/RESULTS.md, "make test: where the time goes").
// Each test still starts as a first visit: the storage emptied, then its own address loaded, which
// replaces the page before it (openJourney does the same for the game's test).
const shared = new Map();
async function contextFor(input) {
  if (!shared.has(input)) {
    const context = await env.browser.newContext({
      viewport: input === 'touch' ? VIEWPORTS.phone : VIEWPORTS.laptop,
      hasTouch: input === 'touch',
      isMobile: input === 'touch',
      reducedMotion: 'reduce',
    });
    shared.set(input, context);
  }
  return shared.get(input);
}

// The input's tab at `query` (index.html), at a first visit (tests/helpers/browser.mjs openPage's
// `tab`), once the mode has drawn itself.
async function openMode(input, query) {
  const context = await contextFor(input);
  return env.openPage(query, { tab: context.pages()[0] || (await context.newPage()) });
}

async function boardIs(page, board, what) {
  const shown = await readDomBoard(page);
  assert.deepEqual(shown.board, encode(board), what);
}

// A move of `player` on `board` that does not end the game (the k-th such in a fixed order).
function quietMove(board, player, k) {
  const moves = Rules.legalMoves(board, player).filter((m) => !Rules.applyMoveFor(board, player, m).winner);
  return moves[(k * 5) % moves.length];
}

// Presses a move on a mode's board: the first tap on a destination plays it (no preview there).
async function modeMove(page, text, input) {
  await inputMove(page, text, input, { waitDest: input !== 'drag', confirm: false });
}

for (const input of INPUTS) {
  test(`the game: both sides move by ${input}, the board follows the rules`, async () => {
    const context = await contextFor(input);
    const j = await openJourney(env, { context, link: { blue: 'human', red: 'human' }, input });
    for (let k = 0; k < 4; k++) {
      const pos = j.position();
      await j.move(Rules.moveToString(quietMove(pos.board, pos.player, k))); // checks the page
      await boardIs(j.page, j.position().board, `game after ${j.moves.join(' ')}`);
    }
    assert.deepEqual(j.errors, []);
  });

  test(`a puzzle: its line played by ${input}, the replies shown, the board follows the rules`, async () => {
    const p = puzzles[0];
    const { page, errors, close } = await openMode(input, `?puzzle=${p.id}`);
    try {
      let { board, player } = Rules.parsePosition(p.position);
      for (let i = 0; i < p.line.length; i += 2) {
        await page.waitForSelector(`${GAME}[data-state="solving"][data-step="${i}"]`, {
          timeout: TIMEOUT.STEP,
        });
        await boardIs(page, board, `puzzle ${p.id} before move ${i + 1}`);
        await modeMove(page, p.line[i], input);
        for (const m of p.line.slice(i, i + 2)) {
          board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
          player = other(player);
        }
      }
      await page.waitForSelector(`${GAME}[data-state="solved"]`, { timeout: TIMEOUT.STEP });
      await boardIs(page, board, `puzzle ${p.id} solved`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test(`a lesson: its steps played by ${input}, the board follows the rules`, async () => {
    const lesson = LESSONS[0];
    const { page, errors, close } = await openMode(input, '?learn');
    try {
      await page.selectOption('.lesson-list', '0');
      for (const [si, step] of lesson.steps.entries()) {
        if (si > 0) await page.click('[data-action="lesson-next"]');
        await page.waitForSelector(`${GAME}[data-step="${si}"][data-state="task"]`);
        let { board } = Rules.parsePosition(step.position);
        await boardIs(page, board, `${lesson.id} step ${si + 1}`);
        const m = step.solution[0];
        await modeMove(page, m, input);
        // A lesson's first tap on a destination previews the move, as in a game; the second plays it.
        if (input === 'touch') await pressSquare(page, m.slice(2, 4), input);
        await page.waitForSelector(`${GAME}[data-state="right"], ${GAME}[data-state="done"]`, {
          timeout: TIMEOUT.STEP,
        });
        board = Rules.applyMoveFor(board, 'blue', Rules.parseMove(m)).board;
        await boardIs(page, board, `${lesson.id} step ${si + 1} after ${m}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test(`the analysis board: both sides move by ${input}, the board follows the rules`, async () => {
    const start = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';
    const { page, errors, close } = await openMode(input, `?analysis=${encodeURIComponent(start)}`);
    try {
      let { board, player } = Rules.parsePosition(start);
      for (let k = 0; k < 4; k++) {
        await page.waitForSelector(`${GAME}[data-ply="${k}"]`);
        const m = quietMove(board, player, k);
        await modeMove(page, Rules.moveToString(m), input);
        board = Rules.applyMoveFor(board, player, m).board;
        player = other(player);
        await page.waitForSelector(`${GAME}[data-ply="${k + 1}"]`);
        await page.waitForFunction(() => !document.querySelector('.pc-moving'));
        await boardIs(page, board, `analysis after move ${k + 1}`);
        const shown = await page.$eval(GAME, (g) => g.dataset.position);
        assert.equal(shown, Rules.formatPosition(board, player));
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
