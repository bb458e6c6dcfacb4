// Screenshots of the lessons, puzzles, position editor and analysis board in the light theme,
// at 1280x800 (mouse) and 390x844 (touch), into docs/ (docs/light-MODE-SIZE.png). The dark
// theme's are made by the modes' journeys (POLIS_SHOTS=1).
//
//   node tests/tools/mode-shots.mjs [out-dir=docs]

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../helpers/static-server.mjs';

const ROOT = process.env.POLIS_ROOT || fileURLToPath(new URL('../..', import.meta.url));
const OUT = path.resolve(process.argv[2] || path.join(ROOT, 'docs'));
// A middlegame for the analysis board: a shipped puzzle's position.
const puzzles = JSON.parse(fs.readFileSync(path.join(ROOT, 'web/puzzle/puzzles.json'), 'utf8'));
const MIDDLE = (puzzles.puzzles || puzzles)[10].position;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
// Each mode and what shows it is ready.
const MODES = {
  learn: ['?learn', '.polis[data-lesson][data-state="task"]'],
  puzzle: ['?puzzle=1', '.polis[data-state="solving"]'],
  editor: ['?editor', '.polis[data-mode="editor"]'],
  analysis: [`?analysis=${encodeURIComponent(MIDDLE)}`, '.polis[data-node]'],
};

const server = await startStaticServer({ root: ROOT, port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const touch = size === 'phone';
    const context = await browser.newContext({
      viewport,
      hasTouch: touch,
      isMobile: touch,
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`${size}: ${e.message}`));
    for (const [mode, [query, ready]] of Object.entries(MODES)) {
      await page.goto(`${server.url}index.html${query}`);
      await page.waitForSelector(ready, { timeout: 30000 });
      await page.waitForTimeout(mode === 'analysis' ? 3000 : 500); // the engine's lines arrive
      const file = path.join(OUT, `light-${mode}-${size}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
