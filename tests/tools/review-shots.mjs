// Screenshots of the end of a game, its review and a better line, at 1280x800, 390x844 (touch)
// and 844x390 (touch), into docs/ (docs/end-*.png, docs/review-*.png: the blunder's note with its
// reasons and the review's summary, docs/line-*.png).
//
//   node tests/tools/review-shots.mjs [out-dir=docs]
//
// The game: tests/helpers/page.mjs's BLUNDER_LINE, then Blue's f1g2, which hops Red's chariot
// home from a good position (a blunder the review marks, with a better line).

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../helpers/static-server.mjs';
import { BLUNDER_LINE } from '../helpers/page.mjs';

const ROOT = process.env.POLIS_ROOT || fileURLToPath(new URL('../..', import.meta.url));
const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
const LINE = BLUNDER_LINE;
const PLIES = LINE.split(',').length + 1;
const SIZES = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
};

const server = await startStaticServer({ root: ROOT, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, viewport] of Object.entries(SIZES)) {
    const touch = name !== 'laptop';
    const context = await browser.newContext({
      viewport,
      hasTouch: touch,
      isMobile: touch,
      reducedMotion: 'reduce',
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`${name}: ${e.message}`));
    await page.goto(`${server.url}index.html?blue=human&red=human&moves=${LINE}`);
    await page.waitForSelector('.polis[data-ai="ready"]', { timeout: 30000 });
    const tap = (sel) => (touch ? page.tap(sel) : page.click(sel));
    await tap('[data-square="f1"]');
    await tap('[data-square="g2"][data-dest]');
    if (touch) await tap('[data-square="g2"][data-dest]'); // the first tap previews
    await page.waitForSelector('dialog.polis-result[open]');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, `end-${name}.png`) });
    await tap('dialog.polis-result[data-armed] [data-action="review"]');
    await page.waitForFunction(
      () => [...document.querySelectorAll('.polis-moves .move[data-ply]')].every((b) => b.dataset.review),
      null,
      { timeout: 120000 },
    );
    await tap(`.polis-moves [data-ply="${PLIES}"]`);
    await page.waitForSelector('.polis-line:not([hidden])');
    // The note's reasons (worked out after the review), the long sentence the shot is for.
    await page.waitForFunction(
      () => /was a blunder\. \S.* Better:/.test(document.querySelector('.polis-preview').textContent),
      null,
      {
        timeout: 30000,
      },
    );
    await page.screenshot({ path: path.join(OUT, `review-${name}.png`) });
    await tap('.polis-line [data-action="line-show"]');
    await tap('.polis-line [data-action="line-next"]');
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(OUT, `line-${name}.png`) });
    console.log(`${name}: ${['end', 'review', 'line'].map((k) => `${k}-${name}.png`).join(' ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
