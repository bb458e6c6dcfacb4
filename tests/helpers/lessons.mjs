// Playing the lessons on the page (tests/journeys/learn-mode.test.mjs and newcomer.test.mjs):
// a step's intended solution, each move by the caller's input, Red answering by the engine's
// exact search as the page does, and the board compared with the rules after every move; and
// every lesson in turn, each step with a wrong move first, checked as below (playAllLessons).
//
//   await playSolution(page, engine, step, (m) => lessonMove(page, m, 'touch'), name);
//   await playAllLessons(page, engine, 'keyboard');

import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { lessonReply, checkStep } from '../../web/learn/check.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { exactProver } from '../../web/explain/facts.js';
import { lessonReason, lessonWords } from '../../web/words/lessons.js';
import { waitFor } from './browser.mjs';
import { readDomBoard, encode, GAME } from './page.mjs';
import { pressSquare, pressButton } from './journey.mjs';
import { TIMEOUT } from './timeouts.mjs';

export async function playSolution(page, engine, step, play, name) {
  let { board } = Rules.parsePosition(step.position);
  let goal = step.goal;
  for (const m of step.solution) {
    await play(m);
    const res = Rules.applyMoveFor(board, 'blue', Rules.parseMove(m));
    board = res.board;
    if (goal.kind === 'win' && !res.winner) {
      const reply = lessonReply(engine, board, 'red', 2 * goal.moves - 2);
      board = Rules.applyMoveFor(board, 'red', reply).board;
      goal = { kind: 'win', moves: goal.moves - 1 };
      await waitFor(
        page,
        (t) => document.querySelector('.lesson-answer').textContent.includes(t),
        `Red answered ${Rules.moveToString(reply)}`,
      );
    }
    assert.deepEqual((await readDomBoard(page)).board, encode(board), `${name}: after ${m}`);
  }
  return board;
}

// A move in a lesson by `input`: 'mouse' and 'touch' press the squares, 'keyboard' walks the
// focus to each with the arrows and presses Enter. A tap on a destination previews the move, as
// in the game (the lesson says to tap again); the second tap plays it. `board`: the position, to
// check that the destination is marked as the game marks it (a move that hands Red the game as
// a loss, one that wins as a win).
export async function lessonMove(page, text, input, board = null) {
  await pressSquare(page, text.slice(0, 2), input);
  await page.waitForSelector(`[data-square="${text.slice(2, 4)}"].sq-dest`, { timeout: TIMEOUT.STEP });
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

// What the board shows of the solution: its arrow (the overlay), its squares and the legend.
const solutionShown = (page) =>
  page.evaluate(() => ({
    arrows: document.querySelectorAll('.polis-overlay .ov-arrow:not(.ov-last-hop)').length,
    hint: document.querySelectorAll('.sq-hint').length,
    legend: !document.querySelector('.lesson-legend').hidden,
  }));

async function boardIs(page, board, what) {
  assert.deepEqual((await readDomBoard(page)).board, encode(board), what);
}

// Every lesson, every step, from the one shown (the first lesson's first step), going on with
// Next as a player does: a wrong move first (its reason, as web/learn/check.js gives it, shown;
// the board back; the move tried marked but not its jumps; no solution drawn until asked), then
// Show me (the solution drawn, with a legend), then the intended solution with Red's answers; a
// lesson's end marked done, Next naming what comes; the progress kept; at the end one "Play a
// game". Stops before pressing it. `clipped(what)`: checks that nothing is cut off, at each
// stage. `shots(name)`: a screenshot's path for that moment, or null (POLIS_SHOTS).
export async function playAllLessons(
  page,
  engine,
  input,
  { clipped = async () => {}, shots = () => null } = {},
) {
  const prove = exactProver(engine);
  const shot = async (name) => {
    const file = shots(name);
    if (file) await page.screenshot({ path: file });
  };
  for (const [li, lesson] of LESSONS.entries()) {
    for (const [si, step] of lesson.steps.entries()) {
      const name = `${lesson.id} step ${si + 1}`;
      await page.waitForSelector(`${GAME}[data-lesson="${lesson.id}"][data-step="${si}"][data-state="task"]`);
      const { board } = Rules.parsePosition(step.position);
      await boardIs(page, board, `${name}: its position`);
      // A wrong move: answered with its reason, and the board is back as it was.
      const w = step.wrong[0];
      const expected = await checkStep(step.goal, board, 'blue', w.move, prove);
      await lessonMove(page, w.move, input, board);
      await page.waitForSelector(`${GAME}[data-state="wrong"]`, { timeout: TIMEOUT.STEP });
      const answer = await page.textContent('.lesson-answer');
      assert.ok(answer.includes(lessonReason(expected.reason)), `${name}: "${answer}" gives the reason`);
      await shot(`wrong ${lesson.id} ${si}`);
      await boardIs(page, board, `${name}: back after the wrong move`);
      // Explained, not solved: the move tried is marked, no solution is drawn until asked...
      assert.ok((await page.$$('.sq[data-last~="from"]')).length > 0, `${name}: the move tried is marked`);
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
        `${name}: the wrong move explained, no solution yet`,
      );
      await clipped(`${name}, its wrong move`);
      await pressButton(page, 'lesson-show', input);
      await waitFor(
        page,
        () =>
          document.querySelectorAll('.polis-overlay .ov-arrow:not(.ov-last-hop)').length > 0 &&
          !document.querySelector('.lesson-legend').hidden,
      );
      const asked = await solutionShown(page);
      assert.ok(
        asked.hint > 0 && asked.legend,
        `${name}: Show me draws it, with a legend: ${JSON.stringify(asked)}`,
      );
      await clipped(`${name}, the solution shown with its legend`);
      // The intended solution, Red answering by the exact search as in the lesson test.
      await playSolution(page, engine, step, (m) => lessonMove(page, m, input), name);
      await page.waitForSelector(`${GAME}:is([data-state="right"], [data-state="done"])`, {
        timeout: TIMEOUT.STEP,
      });
      await clipped(`${name}, passed`);
      if (si === lesson.steps.length - 1) {
        assert.equal(await page.getAttribute(GAME, 'data-state'), 'done', `${name}: the lesson is done`);
        // Its own moment: a mark in place of the task, and Next names what comes.
        assert.equal(await page.isVisible('.lesson-done'), true, `${name}: marked done`);
        assert.equal(await page.isVisible('.lesson-task'), false);
        const nextText = (await page.textContent('[data-action="lesson-next"]')).trim();
        const following = LESSONS[li + 1];
        assert.equal(nextText, following ? lessonWords.nextLesson(following.title) : lessonWords.exit);
      }
      if (step.after)
        assert.ok((await page.textContent('.lesson-answer')).includes(step.after), `${name}: says more`);
      if (si === 0) await shot(`step ${lesson.id}`);
      // The last lesson's Next goes to a game: the progress is checked first.
      if (li < LESSONS.length - 1 || si < lesson.steps.length - 1)
        await pressButton(page, 'lesson-next', input);
    }
  }
  const done = await page.evaluate(() => localStorage.getItem('polis:pref:learn-done'));
  assert.deepEqual(done.split(',').sort(), LESSONS.map((l) => l.id).sort(), 'progress is kept');
  // After the last lesson one "Play a game", not two (issue 30).
  const plays = await page.$$eval('.polis button:not([hidden])', (bs) =>
    bs.filter((b) => b.offsetParent !== null).map((b) => b.textContent.trim()),
  );
  assert.equal(plays.filter((t) => t === lessonWords.exit).length, 1, plays.join(' | '));
}
