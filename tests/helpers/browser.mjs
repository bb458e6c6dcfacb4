// Chromium for the packaging tests (dist, package, embedding): launch it, open a page that
// records its errors, wait for the game's data hooks, play a move with the mouse.
//
// The game's hooks (web/ui.js): the root .polis carries data-state, data-plies and data-ai;
// every square data-square="e4"; selectable destinations get data-dest. Playwright's
// CSS selectors reach into open shadow roots, so the same helpers serve <polis-game>.

import { chromium } from 'playwright-core';

export async function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

// A fresh context (empty cache) and page. `origin` (one, or a list): requests anywhere else are
// refused and listed in `foreign`, so a test shows that the page needs nothing from other sites.
// `refuse(url)`: true for requests to answer with a 404 (a file missing from the server).
export async function openPage(
  browser,
  url,
  { origin = new URL(url).origin, viewport = { width: 1200, height: 900 }, refuse = () => false } = {},
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const errors = [];
  const requests = [];
  const foreign = [];
  await context.route('**/*', (route) => {
    const u = route.request().url();
    if (![origin].flat().includes(new URL(u).origin)) {
      foreign.push(u);
      return route.abort();
    }
    if (refuse(u)) return route.fulfill({ status: 404, body: 'not found' });
    return route.continue();
  });
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, context, errors, requests, foreign, close: () => context.close() };
}

export function waitFor(page, predicate, arg, timeout = 20000) {
  return page.waitForFunction(predicate, arg, { timeout, polling: 25 });
}

// Waits until the game under `root` (a selector, default '.polis') is ready to take a move.
export function playable(page, root = '.polis', timeout = 20000) {
  return page.waitForSelector(`${root}[data-ai="ready"][data-state="human"]`, { timeout });
}

// Waits until `plies` moves are played and the game waits for a human again (or is over).
export function settled(page, plies, root = '.polis', timeout = 20000) {
  return page.waitForSelector(
    `${root}:is([data-state="human"], [data-state="over"])[data-plies="${plies}"]`,
    { timeout },
  );
}

// Clicks the from-square, then the to-square once the game marks it as a destination.
export async function clickMove(page, text, scope = '') {
  await page.click(`${scope} [data-square="${text.slice(0, 2)}"]`);
  await page.click(`${scope} [data-square="${text.slice(2, 4)}"][data-dest]`, { timeout: 5000 });
}

// Computed styles (and rounded sizes) of a few of the game's parts inside the first
// <polis-game>'s shadow root (inShadow), or of the page's own elements: to show that the page's
// styles do not reach the game, nor the game's the page.
const PROPS = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'padding-top',
  'margin-top',
  'border-top-width',
  'border-top-style',
  'box-sizing',
  'outline-width',
];

export function computedStyles(page, selectors, inShadow) {
  return page.evaluate(
    ({ selectors, props, inShadow }) => {
      const root = inShadow ? document.querySelector('polis-game').shadowRoot : document;
      const out = {};
      for (const sel of selectors) {
        const node = root.querySelector(sel);
        if (!node) return `nothing matches ${sel}`;
        const cs = getComputedStyle(node);
        const rect = node.getBoundingClientRect();
        out[sel] = Object.fromEntries([
          ...props.map((p) => [p, cs.getPropertyValue(p)]),
          ['width', Math.round(rect.width)],
          ['height', Math.round(rect.height)],
        ]);
      }
      return out;
    },
    { selectors, props: PROPS, inShadow },
  );
}
