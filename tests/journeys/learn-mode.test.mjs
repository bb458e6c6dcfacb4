// The Learn mode, played as a newcomer would: every lesson, every step, first a wrong move (the
// answer must give the reason web/learn/check.js gives for it, checked true in
// tests/wasm/lessons.test.mjs), then the intended solution, Red answering in between; with the
// mouse, with touch and by keyboard (arrows and Enter). The board is compared with rules.js
// after every move. POLIS_SHOTS=1 also writes the docs/ screenshots of a step, a wrong-move
// answer and a review note.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { exactProver } from '../../web/explain/facts.js';
import { checkStep } from '../../web/learn/check.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { lessonReason, lessonWords } from '../../web/words/lessons.js';
import { waitFor } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { pressSquare, pressButton } from '../helpers/journey.mjs';
import { playSolution } from '../helpers/lessons.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const SHOTS = process.env.POLIS_SHOTS === '1';

// A move by the input: 'mouse' and 'touch' press the squares, 'keyboard' walks the focus to
// each with the arrows and presses Enter (as in the game's journeys). A tap on a destination
// previews the move, as in the game (the lesson says to tap again); the second tap plays it.
// `board`: the position, to check that the destination is marked as the game marks it (a move
// that hands Red the game as a loss, one that wins as a win).
async function move(page, text, input, board = null) {
  await pressSquare(page, text.slice(0, 2), input);
  await page.waitForSelector(`[data-square="${text.slice(2, 4)}"].sq-dest`, { timeout: 5000 });
  if (board) {
    const { winner } = Rules.applyMoveFor(board, 'blue', Rules.parseMove(text));
    const kind = await page.getAttribute(`[data-square="${text.slice(2, 4)}"]`, 'data-dest');
    const expected = winner === 'red' ? 'loss' : winner === 'blue' ? 'win' : 'move';
    assert.equal(kind ?? 'move', expected, `${text} is marked as the game marks it`);
  }
  await pressSquare(page, text.slice(2, 4), input);
  if (input !== 'touch') return;
  await waitFor(page, () => !!document.querySelector('.polis-overlay .ov-arrow:not(.ov-last-hop)'));
  const state = await page.getAttribute(GAME, 'data-state');
  assert.ok(['task', 'wrong'].includes(state), `a first tap only previews (${state})`);
  assert.equal(await page.textContent('.lesson-answer'), lessonWords.tapAgain, 'and says so');
  await pressSquare(page, text.slice(2, 4), input);
}

// What the board shows of the solution: its arrow (the overlay) and its squares.
const solutionShown = (page) =>
  page.evaluate(() => ({
    arrows: document.querySelectorAll('.polis-overlay .ov-arrow:not(.ov-last-hop)').length,
    hint: document.querySelectorAll('.sq-hint').length,
    legend: !document.querySelector('.lesson-legend').hidden,
  }));

async function boardIs(page, board, what) {
  const shown = await readDomBoard(page);
  assert.deepEqual(shown.board, encode(board), what);
}

for (const input of ['mouse', 'touch', 'keyboard']) {
  const touch = input === 'touch';
  test(
    `every lesson is played to its end, a wrong move first (${input})`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const engine = await createEngine();
      const prove = exactProver(engine);
      const { page, errors, close } = await env.openPage('?learn', {
        hasTouch: touch,
        viewport: touch ? VIEWPORTS.phone : VIEWPORTS.laptop,
      });
      try {
        for (const [li, lesson] of LESSONS.entries()) {
          await page.selectOption('.lesson-list', String(li));
          for (const [si, step] of lesson.steps.entries()) {
            const name = `${lesson.id} step ${si + 1}`;
            await page.waitForSelector(
              `${GAME}[data-lesson="${lesson.id}"][data-step="${si}"][data-state="task"]`,
            );
            const { board } = Rules.parsePosition(step.position);
            await boardIs(page, board, `${name}: its position`);
            // A wrong move: answered with its reason, and the board is back as it was.
            const w = step.wrong[0];
            const expected = await checkStep(step.goal, board, 'blue', w.move, prove);
            await move(page, w.move, input, board);
            await page.waitForSelector(`${GAME}[data-state="wrong"]`, { timeout: 15000 });
            const answer = await page.textContent('.lesson-answer');
            assert.ok(
              answer.includes(lessonReason(expected.reason)),
              `${name}: "${answer}" gives the reason`,
            );
            if (SHOTS && input === 'mouse' && lesson.id === 'defender')
              await page.screenshot({ path: 'docs/learn-wrong-desktop.png' });
            if (SHOTS && touch && lesson.id === 'defender')
              await page.screenshot({ path: 'docs/learn-wrong-phone.png' });
            await boardIs(page, board, `${name}: back after the wrong move`);
            // Explained, not solved: the move tried is marked, no solution is drawn until asked.
            assert.ok(
              (await page.$$('.sq[data-last~="from"]')).length > 0,
              `${name}: the move tried is marked`,
            );
            // ...but not its jumps: the pieces are back, arrows would point at nothing (issue 30;
            // capture, stun and trap steps' wrong moves make pieces jump).
            assert.deepEqual(
              await page.evaluate(() => [
                document.querySelectorAll('.polis-overlay .ov-last-hop').length,
                document.querySelectorAll('.sq[data-last~="hop-from"], .sq[data-last~="hop-to"]').length,
              ]),
              [0, 0],
              `${name}: no jump of the move taken back is drawn`,
            );
            assert.deepEqual(
              await solutionShown(page),
              { arrows: 0, hint: 0, legend: false },
              `${name}: no solution yet`,
            );
            await pressButton(page, 'lesson-show', input);
            await waitFor(
              page,
              () => document.querySelectorAll('.polis-overlay .ov-arrow:not(.ov-last-hop)').length > 0,
            );
            const asked = await solutionShown(page);
            assert.ok(
              asked.hint > 0 && asked.legend,
              `${name}: Show me draws it, with a legend: ${JSON.stringify(asked)}`,
            );
            // The intended solution, Red answering by the exact search as in the lesson test.
            await playSolution(page, engine, step, (m) => move(page, m, input), name);
            await page.waitForSelector(`${GAME}[data-state="right"], ${GAME}[data-state="done"]`, {
              timeout: 15000,
            });
            if (si === lesson.steps.length - 1) {
              assert.equal(
                await page.getAttribute(GAME, 'data-state'),
                'done',
                `${name}: the lesson is done`,
              );
              // Its own moment: a mark in place of the task, and Next names what comes.
              assert.equal(await page.isVisible('.lesson-done'), true, `${name}: marked done`);
              assert.equal(await page.isVisible('.lesson-task'), false);
              const nextText = (await page.textContent('[data-action="lesson-next"]')).trim();
              const following = LESSONS[li + 1];
              assert.equal(nextText, following ? lessonWords.nextLesson(following.title) : lessonWords.exit);
            }
            if (step.after)
              assert.ok(
                (await page.textContent('.lesson-answer')).includes(step.after),
                `${name}: says more`,
              );
            if (SHOTS && input !== 'keyboard' && si === 0 && lesson.id === 'hops')
              await page.screenshot({ path: `docs/learn-step-${touch ? 'phone' : 'desktop'}.png` });
            // The last lesson's Next goes to a game: the progress is checked first.
            if (li < LESSONS.length - 1 || si < lesson.steps.length - 1)
              await pressButton(page, 'lesson-next', input);
          }
        }
        const done = await page.evaluate(() => localStorage.getItem('polis:pref:learn-done'));
        assert.deepEqual(done.split(',').sort(), LESSONS.map((l) => l.id).sort(), 'progress is kept');
        // After the last lesson one "Play a game", not two (issue 30), and it leaves a clean address.
        const plays = await page.$$eval('.polis button:not([hidden])', (bs) =>
          bs.filter((b) => b.offsetParent !== null).map((b) => b.textContent.trim()),
        );
        assert.equal(plays.filter((t) => t === lessonWords.exit).length, 1, plays.join(' | '));
        await pressButton(page, 'lesson-next', input);
        await page.waitForSelector(`${GAME}:not([data-lesson])[data-state]`, { timeout: 20000 });
        assert.equal(new URL(page.url()).search, '', 'no bare "?" left in the address');
        assert.ok(!page.url().endsWith('?'), page.url());
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}

// On a phone the header (with its first-visit offer of the lessons) is hidden: the panel's link
// row is the way in. It must stay one line (a second line squeezed the move list) and lead to
// the lessons and, by their "Play a game", back to the game.
for (const [size, viewport] of [
  ['phone', VIEWPORTS.phone],
  ['laptop', VIEWPORTS.laptop],
]) {
  test(`${size}: the game's panel links to the lessons, and they back to the game`, async () => {
    const touch = size === 'phone';
    const { page, errors, close } = await env.openPage('?level=novice', { viewport, hasTouch: touch });
    try {
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
      const row = await page.$$eval('.polis-extra > *', (items) =>
        items.map((e) => ({
          text: e.textContent.trim(),
          top: Math.round(e.getBoundingClientRect().top),
          visible: e.getBoundingClientRect().width > 0,
        })),
      );
      assert.ok(
        row.some((r) => r.text === 'Learn' && r.visible),
        `a Learn entry: ${JSON.stringify(row)}`,
      );
      // The row may take two lines: the copy buttons say their words (issue 30, item 20; its
      // geometry is tests/journeys/where-the-eye-is.test.mjs's).
      assert.ok(
        new Set(row.map((r) => r.top)).size <= 2,
        `the link row is two lines at most: ${JSON.stringify(row)}`,
      );
      const copy = await page.$eval('[data-action="copy-link"]', (b) => b.title);
      assert.equal(copy, 'Copy link', 'an icon-only button keeps its name as a tooltip');
      // The theme the player switches to in the game is the lessons' too.
      if (touch) await page.tap('[data-action="theme"]');
      else await page.click('[data-action="theme"]');
      const theme = await page.getAttribute(GAME, 'data-theme');
      if (touch) await page.tap('a.learn-entry');
      else await page.click('a.learn-entry');
      await page.waitForSelector(`${GAME}[data-lesson][data-state="task"]`, { timeout: 20000 });
      assert.equal(
        await page.getAttribute(GAME, 'data-theme'),
        theme,
        'the lessons show the theme chosen in the game',
      );
      assert.equal(await page.getAttribute('body', 'data-theme'), theme, 'and so does the page around them');
      if (touch) await page.tap('[data-action="lesson-exit"]');
      else await page.click('[data-action="lesson-exit"]');
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: 20000 });
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// Choosing a lesson in the list shows it at once: its title, its first task and its position, and
// the next move is judged against its goal. (Choosing a later lesson first left the page on lesson 1's
// board and task, while moves were judged against the chosen lesson's goal.)
test('a lesson chosen in the list is shown at once and played (mouse)', async () => {
  const engine = await createEngine();
  const prove = exactProver(engine);
  const { page, errors, close } = await env.openPage('?learn', { viewport: VIEWPORTS.laptop });
  try {
    await page.waitForSelector(`${GAME}[data-lesson="${LESSONS[0].id}"][data-state="task"]`);
    // A lesson past the first few whose first step is one move.
    const li = LESSONS.findIndex((l, i) => i >= 3 && l.steps[0].solution.length === 1);
    assert.ok(li > 0, 'such a lesson exists');
    const lesson = LESSONS[li];
    const step = lesson.steps[0];
    await page.selectOption('.lesson-list', String(li));
    await page.waitForSelector(`${GAME}[data-lesson="${lesson.id}"][data-step="0"][data-state="task"]`, {
      timeout: 5000,
    });
    assert.equal((await page.textContent('.lesson-title')).trim(), lesson.title);
    assert.equal((await page.textContent('.lesson-task')).trim(), step.task);
    const { board } = Rules.parsePosition(step.position);
    await boardIs(page, board, `${lesson.id}: its first position`);
    // The intended move reaches this lesson's goal, as the rules and the exact search say.
    const m = step.solution[0];
    const verdict = await checkStep(step.goal, board, 'blue', m, prove);
    assert.equal(verdict.ok, true, `${m} reaches ${lesson.id}'s first goal`);
    await move(page, m, 'mouse');
    await page.waitForSelector(
      `${GAME}[data-lesson="${lesson.id}"]:is([data-state="right"], [data-state="done"])`,
      {
        timeout: 15000,
      },
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
