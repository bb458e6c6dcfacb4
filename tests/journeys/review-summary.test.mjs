// The review's summary: a finished game reviewed, each side's counts of inaccuracies, mistakes
// and blunders are those the move list marks, each accuracy lies within what the marks allow by
// the formula (web/engine/review.js: a move's accuracy 100 * 2^(-loss / 20), 100 only for best
// moves), and each count's button steps through that side's moves of that kind, one press at a
// time and round again (taps on a phone, mouse clicks on a laptop). During the review a press on
// the board keeps the place, and the line under the board says how to leave it for the input
// used ("Tap ..." on a phone). POLIS_SHOTS=1 writes docs/review-summary-*.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from '../helpers/browser.mjs';
import { useBrowser, VIEWPORTS, BLUNDER_LINE, reviewBlunder } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const SHOTS = process.env.POLIS_SHOTS === '1';
const KINDS = ['inaccuracy', 'mistake', 'blunder'];
// Each class's accuracy bounds: [lowest, highest]. The classes go by the chance of winning
// given up (tests/node/fair-labels.test.mjs), the accuracy by the loss in tenths: a move that
// was not the best lost something (under 100), a best move nothing.
const BOUNDS = {
  best: [100, 100],
  good: [0, 100],
  inaccuracy: [0, 100],
  mistake: [0, 100],
  blunder: [0, 100],
};

for (const [name, opts, touch] of [
  ['laptop', { viewport: VIEWPORTS.laptop }, false],
  ['phone', { viewport: VIEWPORTS.phone, hasTouch: true }, true],
]) {
  test(
    `the review's summary counts, rates and steps through each side's moves (${name})`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${BLUNDER_LINE}`, {
        reducedMotion: 'reduce',
        ...opts,
      });
      const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
      try {
        await reviewBlunder(page, { timeout: TIMEOUT.REVIEW });
        await page.waitForSelector('.polis-summary:not([hidden])');
        const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
          els.map((b) => b.dataset.review),
        );
        const sideOf = (ply) => (ply % 2 === 1 ? 'blue' : 'red'); // Blue began
        const shownPly = () =>
          page.$eval('.polis', (p) =>
            p.dataset.view === 'live' ? Number(p.dataset.plies) : Number(p.dataset.view),
          );
        let stepped = 0;
        for (const side of ['blue', 'red']) {
          const mine = marks.map((m, i) => ({ m, ply: i + 1 })).filter((x) => sideOf(x.ply) === side);
          // The accuracy shown lies within the formula's bounds for the marks.
          const acc = Number(
            await page.$eval(
              `.polis-summary .summary-${side} + .summary-accuracy`,
              (e) => e.dataset.accuracy,
            ),
          );
          const mean = (k) => mine.reduce((s, x) => s + BOUNDS[x.m][k], 0) / mine.length;
          assert.ok(
            acc >= Math.floor(mean(0)) && acc <= Math.floor(mean(1) + 1e-9),
            `${side}'s accuracy ${acc} within ${mean(0)}..${mean(1)} for ${mine.map((x) => x.m)}`,
          );
          const text = await page.textContent(`.polis-summary .summary-${side} + .summary-accuracy`);
          assert.equal(text, `${acc}%`);
          for (const kind of KINDS) {
            const plies = mine.filter((x) => x.m === kind).map((x) => x.ply);
            const sel = `.polis-summary [data-side="${side}"][data-kind="${kind}"]`;
            assert.equal(await page.textContent(sel), String(plies.length), `${side}'s ${kind} count`);
            if (!plies.length) {
              assert.equal(await page.isDisabled(sel), true);
              continue;
            }
            // Each press: the next such move, round to the first again.
            const at = await shownPly();
            const want = [...plies.filter((p) => p > at), ...plies.filter((p) => p <= at)];
            for (const ply of [...want, want[0]]) {
              await press(sel);
              await waitFor(
                page,
                (p) => {
                  const d = document.querySelector('.polis').dataset;
                  return (d.view === 'live' ? Number(d.plies) : Number(d.view)) === p;
                },
                ply,
              );
              assert.equal(marks[ply - 1], kind, `move ${ply} is a ${kind}`);
              assert.equal(sideOf(ply), side);
              const note = await page.textContent('.polis-preview');
              assert.match(note, new RegExp(`was an? ${kind}\\.`), `the note of move ${ply}: ${note}`);
              stepped++;
            }
            if (SHOTS && kind === 'blunder')
              await page.screenshot({ path: `docs/review-summary-${name}.png` });
          }
        }
        assert.ok(stepped >= 2, `stepped through ${stepped} moves`);
        // A move the review found best: the line tells how to leave for the input used, and a press
        // on the board keeps the place.
        const best = marks.findIndex((m) => m === 'best') + 1;
        assert.ok(best > 0, 'a best move to look at');
        await press(`.polis-moves [data-ply="${best}"]`);
        await waitFor(page, (p) => document.querySelector('.polis').dataset.view === String(p), best);
        const line = await page.textContent('.polis-preview');
        // The last-position button is named (its icon drawn in the line: review-layout.test.mjs).
        assert.match(
          line,
          touch ? /^Tap the Current position button/ : /^Press End or click the Current position button/,
          line,
        );
        await press('[data-square="d4"]');
        await press('[data-square="e5"]');
        assert.equal(await page.$eval('.polis', (p) => p.dataset.view), String(best), 'the place is kept');
        await press('.polis-side [aria-label="Current position"]');
        await waitFor(page, () => document.querySelector('.polis').dataset.view === 'live');
        console.log(`review summary (${name}): ${stepped} moves stepped through by the counts`);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}
