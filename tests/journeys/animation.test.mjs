// Input while a move is still moving on the board (animations on): a click, a tap, a drag and
// the keys each end the animation at once and are taken as usual, in a game of two humans. The
// first move (c3c4) throws a red dog over the mover, so it moves for about half a second; a
// drag may grab that dog before it has landed.

import test from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, VIEWPORTS } from '../helpers/page.mjs';
import { openJourney, inputMove } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const LINK = { position: 'B7/8/2b5/8/2r5/8/8/7R b', blue: 'human', red: 'human' };

// How much slower the animations run while the test makes its inputs.
const SLOWER = 0.1;

// c3d2: the red dog thrown onto c3 by Blue's move, grabbed while it is still in flight.
const CASES = [
  ['drag', 'h8g8'],
  ['drag', 'c3d2'],
  ['mouse', 'h8g8'],
  ['touch', 'c3d2'],
  ['keyboard', 'h8g8'],
];

for (const [input, reply] of CASES) {
  test(`Red's ${input} move ${reply} starts while Blue's move is still moving`, async () => {
    const touch = input === 'touch';
    const context = await env.browser.newContext({
      viewport: VIEWPORTS.phone,
      hasTouch: touch,
      isMobile: touch,
      reducedMotion: 'no-preference',
    });
    try {
      // The machine may be slow enough to end the animation before the input: then try again.
      for (let attempt = 1; ; attempt++) {
        const j = await openJourney(env, { context, link: LINK, input });
        // The page's animations run ten times slower (DevTools' animation playback rate, as on
        // a slow phone), so that the test's input lands in Blue's move however loaded the
        // machine is; then at their speed again.
        const devtools = await context.newCDPSession(j.page);
        await devtools.send('Animation.enable');
        await devtools.send('Animation.setPlaybackRate', { playbackRate: SLOWER });
        await inputMove(j.page, 'c3c4', 'mouse');
        await j.page.waitForSelector('.polis[data-plies="1"]', { timeout: TIMEOUT.STEP });
        const during = (await j.page.$eval('.polis', (g) => g.dataset.state)) === 'animating';
        await inputMove(j.page, reply, input);
        await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
        await j.page.waitForSelector('.polis[data-plies="2"]', { timeout: TIMEOUT.STEP }).catch(() => {});
        if (!during && attempt < 3) continue;
        assert.ok(during, 'the second input came during the animation');
        j.moves.push('c3c4');
        await j.check(`after c3c4 and ${input} ${reply} during its animation`, { expectHuman: [reply] });
        assert.equal(j.moves.length, 2, `the ${input} move made during the animation was played`);
        assert.deepEqual(j.errors, []);
        break;
      }
    } finally {
      await context.close();
    }
  });
}
