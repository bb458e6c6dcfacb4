// The Learn mode, played as a newcomer would: every lesson, every step, first a wrong move (the
// answer must give the reason web/learn/check.js gives for it, checked true in
// tests/wasm/lessons.test.mjs), then the intended solution, Red answering in between; here by
// keyboard (arrows and Enter), in newcomer.test.mjs by taps and by mouse. The board is
// compared with rules.js after every move. POLIS_SHOTS=1 in newcomer.test.mjs writes the docs/
// screenshots of a step and a wrong-move answer.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { exactProver } from '../../web/explain/facts.js';
import { checkStep } from '../../web/learn/check.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { pressButton } from '../helpers/journey.mjs';
import { playAllLessons, lessonMove } from '../helpers/lessons.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

async function boardIs(page, board, what) {
  const shown = await readDomBoard(page);
  assert.deepEqual(shown.board, encode(board), what);
}

// Every lesson, every step, a wrong move first, by keyboard (tests/helpers/lessons.mjs says what
// is checked at each step). The same lessons by taps on a phone and by mouse on a laptop are
// the newcomer's journeys (newcomer.test.mjs), with the same checks.
test(
  'every lesson is played to its end, a wrong move first (keyboard)',
  { timeout: TIMEOUT.TEST },
  async () => {
    const engine = await createEngine();
    const { page, errors, close } = await env.openPage('?learn', { viewport: VIEWPORTS.laptop });
    try {
      await playAllLessons(page, engine, 'keyboard');
      // The last lesson's "Play a game" leaves a clean address (issue 30).
      await pressButton(page, 'lesson-next', 'keyboard');
      await page.waitForSelector(`${GAME}:not([data-lesson])[data-state]`, { timeout: TIMEOUT.READY });
      assert.equal(new URL(page.url()).search, '', 'no bare "?" left in the address');
      assert.ok(!page.url().endsWith('?'), page.url());
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);

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
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
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
      await page.waitForSelector(`${GAME}[data-lesson][data-state="task"]`, { timeout: TIMEOUT.STEP });
      assert.equal(
        await page.getAttribute(GAME, 'data-theme'),
        theme,
        'the lessons show the theme chosen in the game',
      );
      assert.equal(await page.getAttribute('body', 'data-theme'), theme, 'and so does the page around them');
      if (touch) await page.tap('[data-action="lesson-exit"]');
      else await page.click('[data-action="lesson-exit"]');
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
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
      timeout: TIMEOUT.STEP,
    });
    assert.equal((await page.textContent('.lesson-title')).trim(), lesson.title);
    assert.equal((await page.textContent('.lesson-task')).trim(), step.task);
    const { board } = Rules.parsePosition(step.position);
    await boardIs(page, board, `${lesson.id}: its first position`);
    // The intended move reaches this lesson's goal, as the rules and the exact search say.
    const m = step.solution[0];
    const verdict = await checkStep(step.goal, board, 'blue', m, prove);
    assert.equal(verdict.ok, true, `${m} reaches ${lesson.id}'s first goal`);
    await lessonMove(page, m, 'mouse');
    await page.waitForSelector(
      `${GAME}[data-lesson="${lesson.id}"]:is([data-state="right"], [data-state="done"])`,
      {
        timeout: TIMEOUT.STEP,
      },
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
