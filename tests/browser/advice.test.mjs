// Analysis on the page: the balance bar (off by default, remembered, follows the computer's
// thinking), Hint with the line it expects, and the review of a finished game.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { stepReason } from '../../web/explain/reasons.js';
import { createEngine } from '../../web/engine.js';
import { CHANCE_DROPS, winChance } from '../../web/engine/review.js';
import { waitFor, settled, clickMove } from '../helpers/browser.mjs';
import {
  useBrowser,
  GAME,
  VIEWPORTS,
  aiReady,
  readDomBoard,
  encode,
  BLUNDER_LINE,
  reviewBlunder,
} from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// The reviewed game: BLUNDER_LINE, then Blue's f1g2, the game's last move (PLIES in all, Blue's
// move number MOVE_NO).
const GAME_MOVES = [...BLUNDER_LINE.split(','), 'f1g2'];
const PLIES = GAME_MOVES.length;
const MOVE_NO = Math.ceil(PLIES / 2);

test("the reviewed game's last move is a blunder by the review's rule, whatever depth the review reaches", async () => {
  // By the rules: f1g2 hops Red's chariot onto Blue's home row, so Red wins at once.
  let board = Rules.initialBoard();
  let res;
  GAME_MOVES.forEach((m, i) => {
    res = Rules.applyMoveFor(board, i % 2 ? 'red' : 'blue', Rules.parseMove(m));
    board = res.board;
    assert.equal(res.winner, i === PLIES - 1 ? 'red' : null, `move ${i + 1} (${m})`);
  });
  // By the engine: Blue's chance of winning before it is well above the blunder's drop, at the
  // shallow and deep ends of what the page's timed review reaches, so the page must say blunder.
  const engine = await createEngine();
  for (const depth of [4, 5, 6, 7, 8, 9]) {
    const last = engine.reviewGame(GAME_MOVES, { depth }).plies[PLIES - 1];
    assert.equal(last.mateBefore, null, `depth ${depth}: Blue was not lost before it`);
    assert.ok(
      winChance(last.scoreBefore) - CHANCE_DROPS.blunder > 0.3,
      `depth ${depth}: Blue's chance before it, ${winChance(last.scoreBefore)}`,
    );
    assert.equal(last.classification, 'blunder', `depth ${depth}: drop ${last.drop}`);
  }
});

test('the balance bar: off by default, remembered, and it follows the game', async () => {
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    colorScheme: 'dark',
  });
  try {
    const { page, errors } = await env.openPage('?level=hard', { context });
    await aiReady(page);
    assert.equal(await page.$eval('.polis-balance', (b) => b.hidden), true, 'off at first');
    await page.click('[data-action="balance"]');
    assert.equal(await page.$eval('[data-action="balance"]', (b) => b.getAttribute('aria-pressed')), 'true');
    await waitFor(page, () => {
      const b = document.querySelector('.polis-balance');
      return !b.hidden && /even|better|win/.test(b.getAttribute('aria-label'));
    });
    const start = await page.$eval('.polis-balance', (b) => Number(b.dataset.share));
    assert.ok(start > 0.2 && start < 0.8, `the start is about even (${start})`);
    await clickMove(page, 'd2d3');
    await settled(page, 2);
    await page.reload();
    await page.waitForSelector('.polis[data-state]');
    await settled(page, 2);
    assert.equal(await page.$eval('.polis-balance', (b) => b.hidden), false, 'remembered after a reload');
    assert.doesNotMatch(
      await page.$eval('.polis-balance', (b) => b.getAttribute('aria-label')),
      /\d\.\d|score|depth/,
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('Hint shows the best move found and the line it expects', async () => {
  const { page, errors, close } = await env.openPage('?level=hard', { reducedMotion: 'reduce' });
  try {
    await aiReady(page);
    await page.click('[data-action="hint"]');
    await waitFor(
      page,
      () =>
        /^Hint: [a-h][1-8][a-h][1-8], expecting( [a-h][1-8][a-h][1-8])+/.test(
          document.querySelector('.polis-preview').textContent,
        ),
      null,
      { timeout: TIMEOUT.STEP },
    );
    const text = await page.$eval('.polis-preview', (x) => x.textContent);
    const [move, ...line] = text.split('.')[0].match(/[a-h][1-8][a-h][1-8]/g); // the reason after it may name moves too
    assert.ok(
      Rules.legalMoves(Rules.initialBoard(), 'blue').some((m) => Rules.moveToString(m) === move),
      `${move} is legal`,
    );
    // The line is playable from the position after the hint.
    let board = Rules.applyMove(Rules.initialBoard(), Rules.parseMove(move)).board;
    let player = 'red';
    for (const m of line) {
      board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
      player = player === 'blue' ? 'red' : 'blue';
    }
    const hinted = await page.$$eval('.sq-hint', (els) => els.map((e) => e.dataset.square).sort());
    assert.deepEqual(hinted, [move.slice(0, 2), move.slice(2)].sort());
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('Review marks every move of a finished game and shows the better move', async () => {
  const line = BLUNDER_LINE;
  const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${line}`, {
    reducedMotion: 'reduce',
  });
  try {
    await reviewBlunder(page);
    const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
      els.map((b) => b.dataset.review),
    );
    assert.equal(marks.length, PLIES);
    for (const m of marks) assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m), m);
    assert.equal(marks[PLIES - 1], 'blunder');
    // The blunder selected in the move list: the note is about it, and the arrow shows the
    // better move (the reasons come a moment later, between the two); the board shows the
    // position after it (the game's end).
    await page.click(`.polis-moves [data-ply="${PLIES}"]`);
    await waitFor(
      page,
      (no) =>
        new RegExp(`^${no}\\. f1g2 was a blunder\\..* Better: [a-h][1-8][a-h][1-8]`).test(
          document.querySelector('.polis-preview').textContent,
        ),
      MOVE_NO,
    );
    const better = (await page.$eval('.polis-preview', (x) => x.textContent)).match(
      /Better: ([a-h][1-8][a-h][1-8])/,
    )[1];
    const hinted = await page.$$eval('.sq-hint', (els) => els.map((e) => e.dataset.square).sort());
    assert.deepEqual(hinted, [better.slice(0, 2), better.slice(2)].sort());
    let board = Rules.initialBoard();
    line
      .split(',')
      .forEach(
        (m, i) => (board = Rules.applyMoveFor(board, i % 2 ? 'red' : 'blue', Rules.parseMove(m)).board),
      );
    assert.ok(
      Rules.legalMoves(board, 'blue').some((m) => Rules.moveToString(m) === better),
      'the better move was legal before the blunder',
    );
    // Better by the rules: it does not hand Red the game as f1g2 does.
    assert.equal(
      Rules.applyMoveFor(board, 'blue', Rules.parseMove(better)).winner,
      null,
      `${better} does not lose at once`,
    );
    board = Rules.applyMoveFor(board, 'blue', Rules.parseMove('f1g2')).board;
    assert.deepEqual(
      (await readDomBoard(page)).board,
      encode(board),
      'the board shows the position after the blunder',
    );
    // Every move selected in the list: the note names that move and its mark, or is absent
    // when the move was the best (it used to be about the move after the one selected).
    const all = [...line.split(','), 'f1g2'];
    for (let k = 1; k <= all.length; k++) {
      await page.click(`.polis-moves [data-ply="${k}"]`);
      const note = await page.$eval('.polis-preview', (x) => x.textContent);
      const label = `${Math.ceil(k / 2)}${k % 2 ? '.' : '\u2026'} ${all[k - 1]} was`;
      if (marks[k - 1] === 'best') assert.ok(!/ was /.test(note), `move ${k} was the best, yet: ${note}`);
      else
        assert.ok(
          note.startsWith(label) && note.includes(marks[k - 1] === 'good' ? 'good' : marks[k - 1]),
          `move ${k} (${marks[k - 1]}): ${note}`,
        );
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// A finished game (Blue's last move a blunder), reviewed, with the better line of that move
// offered: the page, the boards along the line by rules.js (boards[0] is the position before
// the blunder), and the game's ply count.
async function reviewedLine(opts) {
  const line = BLUNDER_LINE;
  const opened = await env.openPage(`?blue=human&red=human&moves=${line}`, {
    reducedMotion: 'reduce',
    ...opts,
  });
  const { page } = opened;
  await reviewBlunder(page);
  let before = Rules.initialBoard();
  line
    .split(',')
    .forEach(
      (m, i) => (before = Rules.applyMoveFor(before, i % 2 ? 'red' : 'blue', Rules.parseMove(m)).board),
    );
  const record = await page.$eval(GAME, (g) => g.dataset.plies);
  const after = Rules.applyMoveFor(before, 'blue', Rules.parseMove('f1g2')).board;
  await page.click(`.polis-moves [data-ply="${PLIES}"]`);
  await page.waitForSelector('.polis-line:not([hidden]) [data-action="line-show"]:not([hidden])');
  const moves = (await page.$eval('.polis-line', (x) => x.dataset.moves)).split(',');
  const boards = [before];
  let player = 'blue';
  for (const m of moves) {
    boards.push(Rules.applyMoveFor(boards[boards.length - 1], player, Rules.parseMove(m)).board);
    player = player === 'blue' ? 'red' : 'blue';
  }
  return {
    ...opened,
    before,
    after,
    record,
    moves,
    boards,
    step: () => page.$eval('.polis-line', (x) => x.dataset.step),
  };
}

test('after a review, the better line can be stepped through on the board and left again', async () => {
  const { page, errors, close, after, record, moves, boards, step } = await reviewedLine();
  try {
    assert.equal(await page.$eval('[data-action="line-show"]', (b) => b.textContent), 'Show better line');
    assert.ok(moves.length >= 1, 'a line of at least one move');
    const better = (await page.$eval('.polis-preview', (x) => x.textContent)).match(
      /Better: ([a-h][1-8][a-h][1-8])/,
    )[1];
    assert.equal(moves[0], better, 'the line starts with the better move');
    // With the mouse: show it, step forward.
    await page.click('[data-action="line-show"]');
    assert.equal(await step(), '0');
    assert.deepEqual((await readDomBoard(page)).board, encode(boards[0]));
    await page.click('[data-action="line-next"]');
    assert.equal(await step(), '1');
    assert.deepEqual(
      (await readDomBoard(page)).board,
      encode(boards[1]),
      'the better move played on the board',
    );
    // Counted as the move list counts: the better move is Blue's move MOVE_NO, as f1g2 was; then
    // what the move does when the explainer has something to say (the engine's line varies).
    const why = stepReason(boards[0], 'blue', Rules.parseMove(moves[0]));
    assert.equal(
      await page.$eval('.polis-line-step', (x) => x.textContent),
      `${MOVE_NO}. ${moves[0]} (1/${moves.length})${why ? `: ${why}` : ''}`,
    );
    // With the keys (focus on the line's buttons): through the whole line and back.
    await page.focus('[data-action="line-leave"]');
    for (let k = 2; k < boards.length; k++) {
      await page.keyboard.press('ArrowRight');
      assert.equal(await step(), String(k));
      assert.deepEqual((await readDomBoard(page)).board, encode(boards[k]), `step ${k} of the line`);
    }
    await page.keyboard.press('ArrowLeft');
    assert.equal(await step(), String(boards.length - 2));
    assert.deepEqual((await readDomBoard(page)).board, encode(boards[boards.length - 2]), 'a step back');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), record, 'the game record is untouched');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.view), 'live');
    // Escape returns to the game's position; so does the button.
    await page.keyboard.press('Escape');
    assert.equal(await step(), '');
    assert.deepEqual((await readDomBoard(page)).board, encode(after), 'back at the game');
    await page.click('[data-action="line-show"]');
    await page.click('[data-action="line-next"]');
    await page.click('[data-action="line-leave"]');
    assert.equal(await step(), '');
    assert.deepEqual((await readDomBoard(page)).board, encode(after));
    for (const a of ['line-show', 'line-next', 'line-back', 'line-leave']) {
      assert.match(
        await page.$eval(`[data-action="${a}"]`, (b) => b.getAttribute('aria-label')),
        /line|game/,
        `${a} has a name`,
      );
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('on a touch screen the better line is stepped through with taps', async () => {
  const { page, errors, close, after, boards, step } = await reviewedLine({
    viewport: VIEWPORTS.phone,
    hasTouch: true,
  });
  try {
    await page.tap('[data-action="line-show"]');
    assert.equal(await step(), '0');
    for (let k = 1; k < boards.length; k++) {
      await page.tap('[data-action="line-next"]');
      assert.equal(await step(), String(k), `tap ${k} steps forward`);
      assert.deepEqual((await readDomBoard(page)).board, encode(boards[k]), `step ${k} of the line`);
    }
    if (boards.length > 2) {
      await page.tap('[data-action="line-back"]');
      assert.equal(await step(), String(boards.length - 2), 'a tap steps back');
    }
    await page.tap('[data-action="line-leave"]');
    assert.equal(await step(), '');
    assert.deepEqual((await readDomBoard(page)).board, encode(after), 'back at the game');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
