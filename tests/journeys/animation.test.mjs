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

// Where a moving piece is drawn: at the start of its slide over the square it leaves, at the end
// over the one it reaches, whichever side of the board is shown and at a phone's size and a
// laptop's (the slide's length comes from the squares' places and a square's size). Blue's c3c4
// is paused at its first and last frames (DevTools' animation playback) and measured.
// The third: a page that shows the game scaled down (a CSS transform on its place, as a preview
// might), where the squares' boxes on screen are smaller than the board's own layout.
for (const [size, flip, scale] of [
  ['phone', false, 1],
  ['laptop', true, 1],
  ['laptop', false, 0.75],
]) {
  const how = `${flip ? ', the board turned' : ''}${scale !== 1 ? `, the game shown at ${scale}` : ''}`;
  test(`${size}${how}: a moving piece leaves from its square and lands on the next`, async () => {
    const context = await env.browser.newContext({
      viewport: VIEWPORTS[size],
      reducedMotion: 'no-preference',
    });
    try {
      const j = await openJourney(env, { context, link: LINK, input: 'mouse' });
      if (flip) {
        const before = await j.page.$eval('.polis', (g) => g.dataset.orientation);
        await j.page.locator('.polis-board').focus();
        await j.page.keyboard.press('Escape');
        await j.page.keyboard.press('f');
        await j.page.waitForFunction(
          (o) => document.querySelector('.polis').dataset.orientation !== o,
          before,
        );
      }
      if (scale !== 1) await j.page.$eval('#polis', (e, s) => (e.style.transform = `scale(${s})`), scale);
      const devtools = await context.newCDPSession(j.page);
      await devtools.send('Animation.enable');
      await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 }); // held at its first frame
      await inputMove(j.page, 'c3c4', 'mouse');
      await j.page.waitForSelector('.pc-moving', { timeout: TIMEOUT.STEP });
      const at = (end) =>
        j.page.evaluate((end) => {
          const [anim] = document
            .getAnimations()
            .filter((a) => a.effect?.target?.classList.contains('pc-moving'));
          anim.pause();
          anim.currentTime = end ? anim.effect.getTiming().duration : 0;
          const box = (e) => {
            const r = e.getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];
          };
          const square = (name) => box(document.querySelector(`.polis-board [data-square="${name}"]`));
          return { piece: box(anim.effect.target), from: square('c3'), to: square('c4') };
        }, end);
      const close = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]) < 1.5;
      const first = await at(false);
      assert.ok(close(first.piece, first.from), `starts over c3: ${JSON.stringify(first)}`);
      const last = await at(true);
      assert.ok(close(last.piece, last.to), `ends over c4: ${JSON.stringify(last)}`);
      assert.ok(!close(first.from, first.to), 'c3 and c4 are apart');
      await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
      assert.deepEqual(j.errors, []);
    } finally {
      await context.close();
    }
  });
}
