// Whole games to every ending, played through the page's real input: by mouse, by touch and by
// keyboard, at 1280x800, 390x844 and 844x390. Every ending is played by every input and at every
// size, and every input at every size (each pair of the three; an ending's input and size are
// paired in turn, so 24 games rather than 72, which played each pair three times). Each game starts from a ?position= link chosen so
// that it is short (the positions' endings are checked with web/rules.js below); the computer
// plays at a fast level and whatever it does is checked by the rules. After every input the
// driver (tests/helpers/journey.mjs) compares the board, data-plies, data-state, the move list
// and the saved game with the rules; at the end the dialog, the title and a reload.

import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, VIEWPORTS } from '../helpers/page.mjs';
import { openJourney, replay, pressButton } from '../helpers/journey.mjs';
import { stopClock } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const LEVEL = 'beginner'; // depth 1: answers at once, and takes a win in one when it has one

export const ENDINGS = [
  {
    name: 'the player carries the chariot home',
    link: { position: '8/8/8/8/8/2B5/8/7R b', level: LEVEL },
    async play(j) {
      await j.move('c6c7');
      await j.computerMoves();
      await j.move('c7c8');
      await j.expectEnd({ winner: 'blue', reason: 'chariot' });
    },
  },
  {
    name: "the player's move carries the opponent's chariot home",
    link: { position: 'B1b5/8/2R5/8/8/8/8/7r b', level: LEVEL },
    async play(j) {
      await j.move('c1c2');
      await j.expectEnd({ winner: 'red', reason: 'chariot' });
    },
  },
  {
    name: 'the computer wins (the player is Red, the board turned)',
    link: { position: '8/8/8/8/8/8/B7/7R r', blue: 'ai', red: 'human', level: LEVEL },
    async play(j) {
      await j.move('h8g8');
      await j.computerMoves();
      await j.expectEnd({ winner: 'blue', reason: 'chariot' });
    },
  },
  {
    name: 'a side with no legal move loses',
    link: { position: 'B7/8/8/2bRb3/8/8/8/8 b', level: LEVEL },
    async play(j) {
      await j.move('a1a2');
      await j.expectEnd({ winner: 'blue', reason: 'no-moves' });
    },
  },
  {
    name: 'the player resigns',
    link: { level: LEVEL },
    async play(j) {
      await j.move('d2d3');
      await j.computerMoves();
      await j.resign();
      await j.expectEnd({ winner: 'red', reason: 'resign' });
    },
  },
  {
    name: 'the player resigns as the first action after a reload',
    // Issue 13, defect 2: there was no result dialog then, only a status line.
    link: { level: LEVEL },
    async play(j) {
      await j.move('d2d3');
      await j.computerMoves();
      await j.page.reload();
      await j.page.waitForSelector('.polis[data-ai="ready"][data-state="human"]', { timeout: TIMEOUT.STEP });
      await j.check('after a reload');
      await j.resign();
      await j.expectEnd({ winner: 'red', reason: 'resign' });
    },
  },
  {
    name: 'two humans on one screen',
    link: { position: '8/8/8/8/8/2B5/8/4R3 b', blue: 'human', red: 'human' },
    async play(j) {
      await j.move('c6c7');
      await j.move('e8e7');
      await j.move('c7c8');
      await j.expectEnd({ winner: 'blue', reason: 'chariot' });
    },
  },
  {
    name: 'computer against computer to the end, paused and resumed on the way',
    link: { position: '8/8/8/B7/7R/8/8/8 b', blue: 'ai', red: 'ai', level: LEVEL },
    // The page's clock stands still (Playwright's clock, in a context of its own): the computer's
    // first move needs no timer, and its next waits for the pause between two computers' moves,
    // a timer, so the game waits after one move until the test lets time run (no race with the
    // end of the game, however slow the machine).
    async setUp(context) {
      await context.clock.install();
      await stopClock(context, 1000);
    },
    async play(j) {
      const { page } = j;
      await page.waitForFunction(() => Number(document.querySelector('.polis').dataset.plies) >= 1, null, {
        timeout: TIMEOUT.AI_MOVE,
      });
      await j.button('pause');
      await page.waitForSelector('.polis[data-state="paused"]', { timeout: TIMEOUT.STEP });
      const paused = await j.check('paused');
      assert.ok(!paused.pos.over, 'the game was paused before its end');
      // Two seconds of the page's time, every timer due in them fired: nothing moves.
      await page.clock.runFor(2000);
      assert.equal(
        (await j.check('still paused')).snap.plies,
        paused.snap.plies,
        'nothing moves while paused',
      );
      await page.clock.resume();
      await pressButton(page, 'pause', j.input); // now "Resume"
      j.inputs++;
      await j.expectEnd();
    },
  },
];

test('the scripted positions end as the journeys say (web/rules.js)', () => {
  assert.deepEqual(replay(Rules.parsePosition(ENDINGS[0].link.position), ['c6c7', 'h8g7', 'c7c8']).over, {
    winner: 'blue',
    reason: 'chariot',
  });
  assert.deepEqual(replay(Rules.parsePosition(ENDINGS[1].link.position), ['c1c2']).over, {
    winner: 'red',
    reason: 'chariot',
  });
  const cpu = replay(Rules.parsePosition(ENDINGS[2].link.position), ['h8g8']);
  assert.ok(
    Rules.legalMoves(cpu.board, cpu.player).some((m) => Rules.applyMove(cpu.board, m).winner === 'blue'),
    'Blue wins in one',
  );
  assert.deepEqual(replay(Rules.parsePosition(ENDINGS[3].link.position), ['a1a2']).over, {
    winner: 'blue',
    reason: 'no-moves',
  });
  assert.deepEqual(replay(Rules.parsePosition(ENDINGS[6].link.position), ['c6c7', 'e8e7', 'c7c8']).over, {
    winner: 'blue',
    reason: 'chariot',
  });
});

const SIZES = { laptop: VIEWPORTS.laptop, phone: VIEWPORTS.phone, landscape: VIEWPORTS.landscape };
const INPUTS = ['mouse', 'touch', 'keyboard'];
const stats = { journeys: 0, inputs: 0 };

// The endings played at size number `s` by input number `i`: ending e where (e + i) % 3 === s.
// Over the three inputs each ending meets every size once; over the endings each input meets
// every size (at least twice).
const endingsAt = (s, i) => ENDINGS.filter((_, e) => (e + i) % 3 === s);

test('each ending meets every input and every size, and each input every size', () => {
  const seen = new Set();
  for (const s of Object.keys(SIZES).keys())
    for (const i of INPUTS.keys()) {
      assert.ok(endingsAt(s, i).length >= 2, `size ${s}, input ${i}`);
      for (const e of endingsAt(s, i))
        seen.add(`${ENDINGS.indexOf(e)} ${i}`).add(`${ENDINGS.indexOf(e)} s${s}`);
    }
  assert.equal(seen.size, ENDINGS.length * (INPUTS.length + Object.keys(SIZES).length));
});

// The three inputs at one size run side by side (a context each, one browser): the journeys
// mostly wait on the page, so this shortens the suite on a busy machine.
for (const [s, [size, viewport]] of Object.entries(SIZES).entries()) {
  test(`${size} (${viewport.width}x${viewport.height})`, { concurrency: 3 }, async (t) => {
    await Promise.all(
      INPUTS.map((input, i) =>
        t.test(`by ${input}`, async (tt) => {
          const options = {
            viewport,
            hasTouch: input === 'touch',
            isMobile: input === 'touch',
            reducedMotion: 'reduce',
          };
          const context = await env.browser.newContext(options);
          try {
            for (const ending of endingsAt(s, i)) {
              await tt.test(ending.name, { todo: ending.todo }, async () => {
                // An ending that sets its context up (its clock) gets a context of its own.
                const own = ending.setUp ? await env.browser.newContext(options) : null;
                try {
                  if (own) await ending.setUp(own);
                  const j = await openJourney(env, { context: own || context, link: ending.link, input });
                  stats.journeys++;
                  try {
                    await ending.play(j);
                  } finally {
                    stats.inputs += j.inputs;
                  }
                } finally {
                  if (own) await own.close();
                }
              });
            }
          } finally {
            await context.close();
          }
        }),
      ),
    );
  });
}

after(() => console.log(`# ending journeys: ${stats.journeys} games, ${stats.inputs} inputs`));
