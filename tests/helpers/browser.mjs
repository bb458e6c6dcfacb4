// Chromium for the packaging tests (dist, package, embedding): launch it, open a page that
// records its errors, wait for the game's data hooks, play a move with the mouse.
//
// The game's hooks (web/ui.js): the root .polis carries data-state, data-plies and data-ai;
// every square data-square="e4"; selectable destinations get data-dest. Playwright's
// CSS selectors reach into open shadow roots, so the same helpers serve <polis-game>.

import { chromium } from 'playwright-core';
import * as Rules from '../../web/rules.js';

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

// A fresh context (empty cache) and page, with the requests it made (`requests`) and those that
// failed (`failed`). `origin` (one, or a list): requests anywhere else are
// refused and listed in `foreign`, so a test shows that the page needs nothing from other sites.
// `refuse(url)`: true for requests to answer with a 404 (a file missing from the server).
export async function openPage(
  browser,
  url,
  {
    origin = new URL(url).origin,
    viewport = { width: 1200, height: 900 },
    refuse = () => false,
    init = null, // a function run in every document before its own scripts
  } = {},
) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' });
  if (init) await context.addInitScript(init);
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
  // Requests that got no answer or an error status (404...), as "STATUS URL" or "ERROR URL".
  const failed = [];
  context.on('requestfailed', (r) => failed.push(`${r.failure()?.errorText ?? 'failed'} ${r.url()}`));
  context.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, context, errors, requests, failed, foreign, close: () => context.close() };
}

// The helpers below take their options as an object: a number or a string where the object
// belongs (the helpers' older positional timeouts and roots) throws instead of being ignored.
function options(name, given) {
  if (given === undefined) return {};
  if (typeof given !== 'object' || given === null) {
    throw new TypeError(`${name}: the last argument is an options object, not ${JSON.stringify(given)}`);
  }
  return given;
}

// Polls `predicate(arg)` in the page every 25 ms until it is true.
export async function waitFor(page, predicate, arg, opts) {
  const { timeout = 20000 } = options('waitFor', opts);
  await page.waitForFunction(predicate, arg, { timeout, polling: 25 });
}

// Waits until the game under `root` (a selector, default '.polis') is ready to take a move.
export function playable(page, root = '.polis', timeout = 20000) {
  return page.waitForSelector(`${root}[data-ai="ready"][data-state="human"]`, { timeout });
}

// Waits until `plies` moves are on the board and nothing is moving or thinking: at least `plies`
// moves and the game waits for a human, is over or is paused; `exact`: exactly `plies` moves and
// the game waits for a human or is over. The game is `root` (default '.polis') in the first
// <polis-game>'s shadow root when there is one, else in the page.
export async function settled(page, plies, opts) {
  const { root = '.polis', exact = false, timeout = 20000 } = options('settled', opts);
  await waitFor(
    page,
    ({ plies, root, exact }) => {
      const g = (document.querySelector('polis-game')?.shadowRoot || document).querySelector(root);
      if (!g) return false;
      const n = Number(g.dataset.plies);
      if (exact) return n === plies && ['human', 'over'].includes(g.dataset.state);
      return n >= plies && ['human', 'over', 'paused'].includes(g.dataset.state);
    },
    { plies, root, exact },
    { timeout },
  );
}

// Clicks the from-square, then the to-square once the game marks it as a destination
// (data-dest). `move`: text ('b2b3') or a move object; `scope`: a selector the squares are in.
export async function clickMove(page, move, opts) {
  const { scope = '' } = options('clickMove', opts);
  const text = typeof move === 'string' ? move : Rules.moveToString(move);
  await page.click(`${scope} [data-square="${text.slice(0, 2)}"]`);
  const to = `${scope} [data-square="${text.slice(2, 4)}"][data-dest]`;
  await page.waitForSelector(to, { timeout: 5000 });
  await page.click(to);
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

// The game's parts whose styles those tests compare: the root, squares, a piece, a button, the board.
export const STYLED_PARTS = [
  '.polis',
  '[data-square="a1"]',
  '[data-square="e2"]',
  '[data-piece]',
  'button',
  '.polis-board',
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
