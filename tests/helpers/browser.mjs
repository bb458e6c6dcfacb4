// Chromium for every browser test: launch it, open a page that records its errors (openPage,
// the one page helper; tests/helpers/page.mjs serves the checkout and opens its pages with it),
// wait for the game's data hooks, play a move with the mouse. Time limits: ./timeouts.mjs.
//
// The game's hooks (web/ui.js): the root .polis carries data-state, data-plies and data-ai;
// every square data-square="e4"; selectable destinations get data-dest. Playwright's
// CSS selectors reach into open shadow roots, so the same helpers serve <polis-game>.

import { chromium } from 'playwright-core';
import * as Rules from '../../web/rules.js';
import { TIMEOUT, POLL_MS } from './timeouts.mjs';

// Chromium as the tests launch it: Debian's headless shell (the package chromium-headless-shell,
// the same Chromium built without the browser's window: Playwright's own choice for headless
// runs), which `make test` installs. It costs about half the CPU of the full browser run
// headless, for the same pages (bench/RESULTS.md, "make test: where the time goes": 0.7 s of CPU
// a page load against 1.4 s, journeys/result-dialog 21 s against 47 s); the test suites are
// CPU-bound on two cores. CHROMIUM=/path picks another binary (/usr/bin/chromium, the full one).
export const CHROMIUM_OPTIONS = Object.freeze({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium-headless-shell',
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

// A test file's Chromium: its own, or the run's when tests/helpers/shared-chromium.mjs started
// one (POLIS_BROWSER, its address; closing it then only disconnects, which closes the file's
// contexts).
export async function launchChromium() {
  if (process.env.POLIS_BROWSER) return chromium.connect(process.env.POLIS_BROWSER);
  return chromium.launch(CHROMIUM_OPTIONS);
}

// The screen sizes the tests use.
export const VIEWPORTS = {
  laptop: { width: 1280, height: 800 },
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
};

// The one way the tests open a page. A fresh context (empty cache, service workers blocked)
// unless `context` is given, and a page that records its errors, its requests, those that failed
// (`failed`: an error status or no answer) and those to
// another origin than `origin` (one, or a list; the url's by default) in `foreign`, so a test
// shows that the page needs nothing from other sites. Defaults: a dark laptop screen with
// motion on, as a player's; a test that wants calm pages says so (`CALM`).
//   origin: given (or with `refuse`), requests elsewhere are also refused (aborted)
//   refuse(url): true for requests to answer with a 404 (a file missing from the server)
//   init: a function run in every document before its own scripts
//   route(page): called before the page loads, to add the test's own routes
//   ready: a selector to wait for once loaded (tests/helpers/page.mjs waits for the game)
//   viewport, reducedMotion, colorScheme, hasTouch: the context's (hasTouch makes it mobile)
//   tab: a page already open (from a `context` given) to load `url` in, instead of a new tab:
//     a new tab costs a renderer process, about 2.4 s of CPU of the 5 s a load costs in a fresh
//     context (bench/RESULTS.md, "make test: where the time goes"). The url's origin's storage
//     is emptied first, so the page is at a first visit again (the HTTP cache is kept);
//     `close` then stops recording and leaves the page (leavePage). `fresh`: its HTTP cache
//     and history emptied too.
// The options of the context a page is opened in (openPage's viewport, reducedMotion,
// colorScheme and hasTouch).
export function contextOptions(opts = {}) {
  const {
    viewport = VIEWPORTS.laptop,
    reducedMotion = 'no-preference',
    colorScheme = 'dark',
    hasTouch = false,
  } = options('contextOptions', opts);
  return { viewport, reducedMotion, colorScheme, hasTouch, isMobile: hasTouch, serviceWorkers: 'block' };
}

export async function openPage(browser, url, opts = {}) {
  const {
    origin = new URL(url).origin,
    refuse = null,
    init = null,
    route = null,
    ready = null,
    tab = null,
    fresh = false,
    context: given = tab ? tab.context() : null,
  } = options('openPage', opts);
  if (tab && (init || route))
    throw new TypeError('openPage: a tab given takes no init nor route (its own are kept)');
  const context = given || (await browser.newContext(contextOptions(opts)));
  // Every wait the test gives no limit of its own (clicks, selectors, loads) gets a generous one.
  if (!given) context.setDefaultTimeout(TIMEOUT.READY);
  if (init) await context.addInitScript(init);
  if (tab) await emptyStorage(tab, new URL(url).origin, fresh);
  const errors = [];
  const requests = [];
  const foreign = [];
  // Requests that got no answer or an error status (404...), as "STATUS URL" or "ERROR URL"; the
  // browser's own /favicon.ico (asked for by a page that names no icon) is not the page's.
  const failed = [];
  const own = (u) => !/\/favicon\.ico$/.test(u);
  const listeners = [];
  const listen = (target, event, fn) => {
    target.on(event, fn);
    listeners.push(() => target.off(event, fn));
  };
  listen(
    context,
    'requestfailed',
    (r) => own(r.url()) && failed.push(`${r.failure()?.errorText ?? 'failed'} ${r.url()}`),
  );
  listen(
    context,
    'response',
    (r) => r.status() >= 400 && own(r.url()) && failed.push(`${r.status()} ${r.url()}`),
  );
  const home = (u) => [origin].flat().includes(new URL(u).origin);
  if ((refuse || opts.origin) && !given) {
    await context.route('**/*', (r) => {
      const u = r.request().url();
      if (!home(u)) return r.abort();
      if (refuse?.(u)) return r.fulfill({ status: 404, body: 'not found' });
      return r.continue();
    });
  }
  listen(context, 'request', (r) => {
    const u = r.url();
    requests.push(u);
    if (/^https?:/.test(u) && !home(u)) foreign.push(u);
  });
  const page = tab || (await context.newPage());
  // (The browser asks for /favicon.ico on a page that names no icon: not the page's request.)
  listen(
    page,
    'console',
    (m) =>
      m.type() === 'error' &&
      !/\/favicon\.ico$/.test(m.location().url) &&
      errors.push(`console: ${m.text()}`),
  );
  listen(page, 'pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  if (route) await route(page);
  await page.goto(url, { timeout: TIMEOUT.READY });
  if (ready) await page.waitForSelector(ready, { timeout: TIMEOUT.READY });
  const close = async () => {
    for (const off of listeners) off();
    if (!tab) await (given ? page.close() : context.close());
    else await leavePage(tab);
  };
  return { page, context, errors, requests, failed, foreign, close };
}

// Empties what `origin` stored in `tab`'s context (local storage, IndexedDB, caches, service
// workers, cookies), as before a first visit, by the DevTools protocol's Storage domain. The page
// before is left first, for a plain file of the same origin (the tab keeps its renderer
// process; nothing runs there), so that nothing it saves as it goes comes after.
// `fresh`: the HTTP cache emptied too, and the tab's history, as in a new tab.
async function emptyStorage(tab, origin, fresh) {
  await tab.goto(`${origin}/favicon.ico`);
  const cdp = await tab.context().newCDPSession(tab);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (fresh) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Page.resetNavigationHistory');
    }
  } finally {
    await cdp.detach();
  }
}

// Leaves the page in `tab` for a plain file of its origin (the tab keeps its renderer process),
// so that nothing the page was still doing (the computer thinking, a review, the analysis
// board's deeper looks) goes on using the machine's cores while the tab waits to be taken again.
// Resolves to false when the tab could not be left (closed, crashed, or not on a web page).
export async function leavePage(tab) {
  if (tab.isClosed()) return false;
  const at = new URL(tab.url());
  if (!/^https?:$/.test(at.protocol)) return false;
  if (at.pathname === '/favicon.ico') return true;
  return tab.goto(`${at.origin}/favicon.ico`).then(
    () => true,
    () => false,
  );
}

// The calm page of the embedding and packaging tests: no motion, a light scheme, 1200 x 900.
export const CALM = Object.freeze({
  viewport: { width: 1200, height: 900 },
  reducedMotion: 'reduce',
  colorScheme: 'light',
});

// The helpers below take their options as an object: a number or a string where the object
// belongs (the helpers' older positional timeouts and roots) throws instead of being ignored.
function options(name, given) {
  if (given === undefined) return {};
  if (typeof given !== 'object' || given === null) {
    throw new TypeError(`${name}: the last argument is an options object, not ${JSON.stringify(given)}`);
  }
  return given;
}

// Polls `predicate(arg)` in the page every POLL_MS until it is true.
export async function waitFor(page, predicate, arg, opts) {
  const { timeout = TIMEOUT.STEP } = options('waitFor', opts);
  await page.waitForFunction(predicate, arg, { timeout, polling: POLL_MS });
}

// The path of a worker's script (its address without the hash the game page's AI worker carries,
// web/page/start.js: #wasm=...&engine=...), e.g. '/web/ai-worker.bundle.js'.
export const workerPath = (worker) => new URL(worker.url()).pathname;

// Waits until the game under `root` (a selector, default '.polis') is ready to take a move
// (its engine loaded, and the computer's move made when it was to move).
export function playable(page, root = '.polis', timeout = TIMEOUT.AI_MOVE) {
  return page.waitForSelector(`${root}[data-ai="ready"][data-state="human"]`, { timeout });
}

// Waits until `plies` moves are on the board and nothing is moving or thinking: at least `plies`
// moves and the game waits for a human, is over or is paused; `exact`: exactly `plies` moves and
// the game waits for a human or is over. The game is `root` (default '.polis') in the first
// <polis-game>'s shadow root when there is one, else in the page.
export async function settled(page, plies, opts) {
  const { root = '.polis', exact = false, timeout = TIMEOUT.AI_MOVE } = options('settled', opts);
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

// Stops the clock of a page or a context (Playwright's, installed: timers, frames, Date and
// performance.now, which run as the real clock until then) a moment ahead of now; on a machine so
// busy that the moment has passed before the call lands, a later one (whatever timers fall due
// meanwhile fire once, as they would have). `ms`: the moment, in ms from now.
export async function stopClock(target, ms = 100) {
  for (let ahead = ms; ; ahead *= 4) {
    try {
      return await target.clock.pauseAt(Date.now() + ahead);
    } catch (e) {
      if (!/to the past/.test(e.message) || ahead >= 100_000) throw e;
    }
  }
}

// A tap on `selector`, returning once the page has had the click the browser makes of it: on a
// busy machine that click (and the hover a tap leaves) comes after the tap itself has returned.
export async function tapClicked(page, selector) {
  await page.evaluate((sel) => {
    window.__polisClicked = new Promise((resolve) => {
      const on = (e) => {
        if (!(e.target instanceof Element) || !e.target.closest(sel)) return;
        removeEventListener('click', on, true);
        resolve();
      };
      addEventListener('click', on, true);
    });
  }, selector);
  await page.tap(selector);
  await page.evaluate(
    (limit) =>
      Promise.race([
        window.__polisClicked,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the tap made no click')), limit)),
      ]),
    TIMEOUT.STEP,
  );
}

// Clicks the from-square, then the to-square once the game marks it as a destination
// (data-dest). `move`: text ('b2b3') or a move object; `scope`: a selector the squares are in.
export async function clickMove(page, move, opts) {
  const { scope = '' } = options('clickMove', opts);
  const text = typeof move === 'string' ? move : Rules.moveToString(move);
  await page.click(`${scope} [data-square="${text.slice(0, 2)}"]`);
  const to = `${scope} [data-square="${text.slice(2, 4)}"][data-dest]`;
  await page.waitForSelector(to, { timeout: TIMEOUT.STEP });
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
