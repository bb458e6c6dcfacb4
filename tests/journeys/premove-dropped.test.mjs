// A planned move (premove) that the computer's reply makes impossible is dropped and said in the
// line under the board; the board stays free for the player's next press. Before, the message
// was a notice floating over the top of the game: at 844x390 it covered rows 1 and 2, and the
// random journey's next move, a drag begun on h1, went to the notice and was lost (seed
// 2905713951, game 21).
//
// The position is made so that every reply of Blue (the computer, to move after Red's e4e5)
// throws Red's dog off f5, so the premove f5f4 is dropped whatever the computer plays (checked
// by rules.js below).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, VIEWPORTS } from '../helpers/page.mjs';
import { openJourney, inputMove, quiet } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const POSITION = '3r4/8/8/4R2r/3r2B1/7r/8/8 r';
const FIRST = 'e4e5';
const PLAN = 'f5f4';

test('the case: after e4e5, f5f4 is legal for Red and no reply of Blue leaves it legal', () => {
  const start = Rules.parsePosition(POSITION);
  const mid = Rules.applyMoveFor(start.board, 'red', Rules.parseMove(FIRST));
  assert.ok(Rules.legalMoves(mid.board, 'red').map(Rules.moveToString).includes(PLAN));
  const replies = Rules.legalMoves(mid.board, 'blue');
  assert.ok(replies.length > 0);
  for (const r of replies) {
    const after = Rules.applyMoveFor(mid.board, 'blue', r);
    assert.equal(after.winner, null);
    assert.ok(
      !Rules.legalMoves(after.board, 'red').map(Rules.moveToString).includes(PLAN),
      Rules.moveToString(r),
    );
  }
});

for (const [size, input, next] of [
  [VIEWPORTS.landscape, 'drag', 'mouse'],
  [VIEWPORTS.phone, 'touch', 'touch'],
  [VIEWPORTS.laptop, 'keyboard', 'keyboard'],
]) {
  test(`a dropped premove is said under the board, and the next move by ${next} lands (${size.width}x${size.height})`, async () => {
    const context = await env.browser.newContext({
      viewport: size,
      hasTouch: input === 'touch',
      reducedMotion: 'reduce',
    });
    try {
      const j = await openJourney(env, {
        context,
        input,
        link: { position: POSITION, blue: 'ai', red: 'human', level: 'novice' },
      });
      const { page } = j;
      await page.waitForSelector('.polis[data-state="human"]');
      // Red's move, then the plan, in one task of the page: the computer's answer (a message
      // from its worker) cannot come between them, so the plan is made while Blue is to move.
      const planned = await page.evaluate(
        ([first, plan]) => {
          const sq = (n) => document.querySelector(`.polis [data-square="${n}"]`);
          for (const n of [first.slice(0, 2), first.slice(2), plan.slice(0, 2), plan.slice(2)]) sq(n).click();
          return {
            plies: document.querySelector('.polis').dataset.plies,
            marked: sq(plan.slice(2)).classList.contains('sq-premove'),
          };
        },
        [FIRST, PLAN],
      );
      assert.deepEqual(planned, { plies: '1', marked: true }, 'the plan was made while Blue was to move');
      await page.waitForSelector('.polis[data-state="human"][data-plies="2"]', { timeout: TIMEOUT.STEP });
      await j.check('after the reply', { expectHuman: [FIRST] });
      assert.equal(j.moves.length, 2, 'the plan was not played');
      await quiet(page, 2);
      const shown = await page.evaluate(() => {
        const notice = document.querySelector('.polis-notice');
        // Whatever is drawn at each square's centre must be that square (or a piece in it).
        const covered = [...document.querySelectorAll('.polis [data-square]')].filter((s) => {
          const r = s.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !top || !s.contains(top);
        });
        return {
          line: document.querySelector('.polis-preview').textContent,
          notice: notice && !notice.hidden ? notice.textContent : null,
          covered: covered.map((s) => s.dataset.square),
          said: document.querySelector('.polis-announce').textContent,
        };
      });
      assert.match(
        shown.line,
        new RegExp(`planned move ${PLAN} is no longer possible`, 'i'),
        'the line under the board says so',
      );
      assert.match(
        shown.said,
        new RegExp(`planned move ${PLAN} is no longer possible`, 'i'),
        'and it is announced',
      );
      assert.equal(shown.notice, null, 'no notice floats over the game');
      assert.deepEqual(shown.covered, [], 'nothing covers the board');
      // The next move: Red's piece nearest the top of the screen, by the test's input.
      const pos = j.position();
      const moves = Rules.legalMoves(pos.board, 'red').map(Rules.moveToString);
      const tops = await page.evaluate(
        (list) =>
          list.map(
            (m) =>
              document.querySelector(`.polis [data-square="${m.slice(0, 2)}"]`).getBoundingClientRect().top,
          ),
        moves,
      );
      const move = moves[tops.indexOf(Math.min(...tops))];
      await inputMove(page, move, input);
      await quiet(page, 3);
      await j.check(`after ${move}`, { expectHuman: [move] });
      assert.equal(j.moves[2], move, 'the next move was played');
      assert.deepEqual(j.errors, []);
    } finally {
      await context.close();
    }
  });
}
