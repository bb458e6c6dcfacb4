// Screenshots of every mode (a game with a move previewed, its end, the lessons, puzzles,
// position editor and analysis board) in both themes, at 1280x800 (mouse) and 390x844 (touch),
// into docs/ under the names the docs use (docs/light-puzzle-phone.png, docs/puzzle-phone.png,
// docs/page-laptop-dark.png, docs/end-phone.png, docs/learn-step-desktop.png...).
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
const LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4';
const MODES = {
  game: [`?blue=human&red=human&moves=${LINE}`, '.polis[data-state="human"][data-plies="12"]'],
  end: [`?blue=human&red=human&moves=${LINE}`, '.polis[data-state="human"][data-plies="12"]'],
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
// The file names, as the docs have them (the game's as the page-layout test names its own).
const laptop = (size) => (size === 'desktop' ? 'laptop' : size);
const NAMES = {
  game: (size, theme) => `page-${laptop(size)}-${theme}`,
  end: (size, theme) => (theme === 'dark' ? `end-${laptop(size)}` : `light-end-${size}`),
  learn: (size, theme) => (theme === 'dark' ? `learn-step-${size}` : `light-learn-${size}`),
};
// What each mode shows before its screenshot: a move previewed, the game's end.
async function act(page, mode, touch) {
  const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
  if (mode === 'game') {
    await press('[data-square="c5"]');
    if (touch) await press('[data-square="c6"]');
    else await page.hover('[data-square="c6"]');
  } else if (mode === 'end') {
    await press('[data-action="resign"]');
    await press('[data-action="resign"]');
    await page.waitForSelector('dialog.polis-result[open]');
  }
}

try {
  for (const theme of ['light', 'dark'])
    for (const [size, viewport] of Object.entries(SIZES)) {
      const touch = size === 'phone';
      const context = await browser.newContext({
        viewport,
        hasTouch: touch,
        isMobile: touch,
        reducedMotion: 'reduce',
        colorScheme: theme,
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`${size}: ${e.message}`));
      for (const [mode, [query, ready]] of Object.entries(MODES)) {
        await page.goto(`${server.url}index.html${query}`);
        await page.waitForSelector(ready, { timeout: 30000 });
        await act(page, mode, touch);
        await page.waitForTimeout(mode === 'analysis' ? 3000 : 500); // the engine's lines arrive
        const name = NAMES[mode]?.(size, theme) ?? `${theme === 'dark' ? '' : 'light-'}${mode}-${size}`;
        const file = path.join(OUT, `${name}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
} finally {
  await browser.close();
  server.close();
}
