// Every sentence the review, the better line and the hint put under the board is fully visible on a
// laptop (1280x800), a phone (390x844) and a phone on its side (844x390): measured on each text
// element (nothing hidden inside it: scrollHeight <= clientHeight, scrollWidth <= clientWidth) and
// on its box (inside the viewport once scrolled into view, and inside every box around it that
// clips). The long reasons of BLUNDER_LINE's review are the test's text.

import test from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from '../helpers/browser.mjs';
import { useBrowser, VIEWPORTS, BLUNDER_LINE, reviewBlunder, aiReady } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// What of `selector`'s text cannot be seen, or [] when all of it can.
function hidden(page, selector) {
  return page.$eval(selector, (e) => {
    const faults = [];
    if (!e.textContent.trim()) return ['empty'];
    e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (e.scrollHeight > e.clientHeight + 1)
      faults.push(`text ${e.scrollHeight}px high in ${e.clientHeight}px`);
    if (e.scrollWidth > e.clientWidth + 1) faults.push(`text ${e.scrollWidth}px wide in ${e.clientWidth}px`);
    const r = e.getBoundingClientRect();
    const inside = (b) =>
      r.top >= b.top - 1 && r.bottom <= b.bottom + 1 && r.left >= b.left - 1 && r.right <= b.right + 1;
    if (!inside({ top: 0, left: 0, bottom: innerHeight, right: innerWidth }))
      faults.push(`box ${Math.round(r.top)}..${Math.round(r.bottom)} outside the viewport ${innerHeight}`);
    for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (!inside(b))
        faults.push(
          `clipped by .${a.className}: ${Math.round(r.top)}..${Math.round(r.bottom)} in ${Math.round(b.top)}..${Math.round(b.bottom)}`,
        );
    }
    return faults.map((f) => `${f}: "${e.textContent}"`);
  });
}

// A game whose next hint has a reason ("Why: ..."): the blunder's line (BLUNDER_LINE) leaves Blue
// a hint the explainer finds nothing to say about. The wait below fails if this one has none.
const HINT_LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4';

for (const [name, opts] of [
  ['laptop', { viewport: VIEWPORTS.laptop }],
  ['phone', { viewport: VIEWPORTS.phone, hasTouch: true }],
  ['phone on its side', { viewport: VIEWPORTS.landscape, hasTouch: true }],
]) {
  test(
    `review notes, better-line steps and the hint are never cut (${name})`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${HINT_LINE}`, {
        reducedMotion: 'reduce',
        ...opts,
      });
      const faults = [];
      try {
        // The hint's reason, in the game before the blunder.
        await aiReady(page);
        await page.click('[data-action="hint"]');
        await waitFor(
          page,
          () => document.querySelector('.polis-preview').textContent.includes('Why:'),
          null,
          {
            timeout: TIMEOUT.AI_MOVE,
          },
        );
        faults.push(...(await hidden(page, '.polis-preview')));
        // Then the blunder's game, in the same tab, reviewed.
        const blunder = new URL(page.url());
        blunder.search = `?blue=human&red=human&moves=${BLUNDER_LINE}`;
        await page.goto(blunder.href);
        await aiReady(page);
        await reviewBlunder(page, { timeout: TIMEOUT.REVIEW });
        const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
          els.map((b) => b.dataset.review),
        );
        let notes = 0;
        let steps = 0;
        for (const [i, mark] of marks.entries()) {
          if (mark !== 'mistake' && mark !== 'blunder' && mark !== 'inaccuracy') continue;
          await page.click(`.polis-moves [data-ply="${i + 1}"]`);
          await waitFor(
            page,
            () => document.querySelector('.polis-preview').textContent.includes('Better:'),
            null,
            { timeout: TIMEOUT.STEP },
          );
          faults.push(...(await hidden(page, '.polis-preview')));
          notes++;
          await page.click('[data-action="line-show"]');
          for (;;) {
            faults.push(...(await hidden(page, '.polis-line-step')));
            steps++;
            if (await page.isDisabled('[data-action="line-next"]')) break;
            const before = await page.textContent('.polis-line-step');
            await page.click('[data-action="line-next"]');
            await waitFor(page, (t) => document.querySelector('.polis-line-step').textContent !== t, before);
          }
          await page.click('[data-action="line-leave"]');
        }
        console.log(`${name}: ${notes} review notes, ${steps} better-line steps and a hint measured`);
        assert.ok(notes >= 1, 'the review has notes to measure');
        assert.deepEqual(faults, []);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}
