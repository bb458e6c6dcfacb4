// Accessibility by axe-core (a pinned devDependency): every mode of the page, at a phone's size
// (390x844, touch) and a laptop's (1280x800), has no violation of any impact. The pages are
// served under the strict Content-Security-Policy careful sites send (as in
// tests/journeys/strict-csp.test.mjs); axe's own source is added as an inline script, which
// that policy refuses, so the test's browser context bypasses the policy for it, and each run
// checks that axe really ran (its rules passed somewhere, so a silent failure to load cannot
// pass as "no violations").

import test from 'node:test';
import assert from 'node:assert/strict';
import { clickMove, settled } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';
import { GAME_ENDING_MOVES } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import { axeViolations as violations } from '../helpers/axe.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
const env = useBrowser({ headers: () => ({ 'Content-Security-Policy': CSP }) });

// The pages checked, each in the states checked one after the other (axe runs in each): its
// address, when it is ready, and its steps, each { name, go }.
const win = GAME_ENDING_MOVES[0];
const press = (sel) => (page) => page.click(sel);
// A dialog opened by its button (the one open before it closed first).
const dialog = (action, name) => async (page) => {
  await page.keyboard.press('Escape');
  await press(`[data-action="${action}"]`)(page);
  await page.waitForSelector(`dialog.${name}[open]`);
};
const PAGES = [
  {
    query: '?level=novice',
    steps: [
      { name: 'game at the start' },
      { name: 'rules dialog', go: dialog('rules', 'polis-rules') },
      { name: 'new game dialog', dark: true, go: dialog('new', 'polis-setup') },
      {
        name: 'keyboard help',
        dark: true,
        go: async (page) => {
          await page.keyboard.press('Escape');
          await page.keyboard.press('?');
          await page.waitForSelector('dialog.polis-keys[open]');
        },
      },
      {
        name: 'game after a few moves',
        dark: true,
        go: async (page) => {
          await page.keyboard.press('Escape');
          for (const [i, m] of ['h2g3', 'b2c3'].entries()) {
            await clickMove(page, m);
            await settled(page, 2 * i + 2, { exact: true, timeout: TIMEOUT.STEP });
          }
        },
      },
    ],
  },
  {
    query: `?blue=human&red=human&position=${encodeURIComponent(win.position)}`,
    dark: true,
    steps: [
      {
        name: 'game over, its dialog',
        go: async (page) => {
          await clickMove(page, win.move);
          await page.waitForSelector('dialog.polis-result[open]');
        },
      },
    ],
  },
  {
    query: '?learn',
    ready: `${GAME}[data-lesson][data-state="task"]`,
    steps: [
      { name: 'lessons' },
      {
        name: 'a lesson after a wrong move, its solution shown',
        go: async (page) => {
          await clickMove(page, 'a1b2'); // the first lesson's wrong move (the chariot, not the dog)
          await page.waitForSelector(`${GAME}[data-state="wrong"]`);
          await press('[data-action="lesson-show"]')(page);
          await page.waitForSelector('.lesson-legend:not([hidden])');
        },
      },
    ],
  },
  { query: '?puzzle', dark: true, ready: `${GAME}[data-mode="puzzle"]`, steps: [{ name: 'puzzles' }] },
  {
    query: '?analysis=',
    dark: true,
    ready: `${GAME}[data-mode="analysis"]`,
    steps: [
      {
        name: 'analysis, a move played',
        go: async (page) => {
          await clickMove(page, 'h2g3');
          await page.waitForSelector('.an-moves .an-move');
        },
      },
    ],
  },
  { query: '?editor', dark: true, ready: `${GAME}[data-mode="editor"]`, steps: [{ name: 'editor' }] },
  {
    query: '?friend',
    dark: true,
    ready: `${GAME}[data-mode="friend"]`,
    steps: [
      { name: 'a friend: the colours' },
      {
        name: 'a friend: a move played, the link offered',
        go: async (page) => {
          await page.click('[data-action="friend-blue"]');
          await clickMove(page, 'h2g3');
          await page.waitForSelector(`${GAME}[data-state="theirs"]`);
        },
      },
    ],
  },
];

for (const [size, viewport, touch] of [
  ['phone', VIEWPORTS.phone, true],
  ['laptop', VIEWPORTS.laptop, false],
]) {
  test(
    `${size}: axe finds no violation in any mode${touch ? ', dark and light' : ''}`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const found = [];
      // The light theme on the phone: the game and the lessons (the marked ones are checked dark
      // only); it draws the same pages at both sizes (the test keeps to about a minute).
      for (const theme of touch ? ['dark', 'light'] : ['dark']) {
        // A context of its own for the theme, which lets axe's inline script past the policy
        // (the page's own scripts are files), and one tab that loads each mode in turn, each at a
        // first visit (its storage emptied: tests/helpers/browser.mjs openPage's `tab`).
        const context = await env.browser.newContext({
          viewport,
          hasTouch: touch,
          isMobile: touch,
          colorScheme: theme,
          reducedMotion: 'reduce',
          bypassCSP: true,
        });
        try {
          const tab = await context.newPage();
          for (const p of PAGES.filter((x) => theme === 'dark' || !x.dark)) {
            const { page, errors, close } = await env.openPage(p.query, { tab });
            try {
              await page.waitForSelector(p.ready ?? `${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
              for (const step of p.steps.filter((x) => theme === 'dark' || !x.dark)) {
                if (step.go) await step.go(page);
                for (const v of await violations(page)) found.push(`${theme}, ${step.name}: ${v}`);
              }
              assert.deepEqual(errors, [], `${p.query}: no errors`);
            } finally {
              await close();
            }
          }
        } finally {
          await context.close();
        }
      }
      assert.deepEqual(found, [], `${size}: ${found.length} violations:\n${found.join('\n')}`);
    },
  );
}
