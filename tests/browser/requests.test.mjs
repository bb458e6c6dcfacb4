// How many files the page and <polis-game> fetch before the first move (issue 28): every request
// for code, styles and the engine from the navigation until the board takes a move and the
// computer is ready, counted (the page's icons and manifest aside: they block nothing). The game
// page: its start (web/page/start.js), its style sheet (web/app/style.css), its one file of code
// (web/app/game.js), the AI worker, its engine thread and polis.wasm, at most 6. <polis-game>
// from its bundled file (web/cdn/polis-game.js, its style sheet inside): at most 5. Load times
// are make bench-page's.

import test from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, VIEWPORTS } from '../helpers/page.mjs';
import { waitFor, workerPath } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import { NOT_OPENED } from '../../web/words/game-controls.js';

const env = useBrowser();

// The requests of one fresh visit of `path` until `ready` holds in the page.
async function requestsUntil(path, ready) {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.laptop, serviceWorkers: 'block' });
  const urls = [];
  context.on('request', (r) => urls.push(new URL(r.url()).pathname));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${env.server.url}${path}`);
    await waitFor(page, ready, { timeout: TIMEOUT.AI_MOVE });
    return { urls: [...urls], errors };
  } finally {
    await context.close();
  }
}

const counted = (urls, page) =>
  urls.filter(
    (u) => u !== page && !/\/web\/(icon\.svg|icons\/|manifest\.json)/.test(u) && u !== '/favicon.ico',
  );

test('the game page: at most 6 requests for code, styles and the engine before the first move', async () => {
  const { urls, errors } = await requestsUntil('index.html', () => {
    const g = document.querySelector('.polis');
    return g?.dataset.ai === 'ready' && g.dataset.state === 'human' && !!g.querySelector('[data-square]');
  });
  assert.deepEqual(errors, []);
  const code = counted(urls, '/index.html');
  assert.ok(code.length <= 6, `${code.length} requests: ${code.join(', ')}`);
  for (const f of [
    '/web/app/game.js',
    '/web/ai-worker.bundle.js',
    '/web/engine-worker.bundle.js',
    '/web/polis.wasm',
  ])
    assert.ok(code.includes(f), `${f} was fetched (${code.join(', ')})`);
  assert.equal(new Set(code).size, code.length, `no file twice: ${code.join(', ')}`);
});

test('<polis-game> from its bundled file: at most 5 requests before the first move', async () => {
  const path = '/tests/fixtures/element-bundle.html';
  const { urls, errors } = await requestsUntil(path.slice(1), () => {
    const g = document.querySelector('polis-game')?.shadowRoot?.querySelector('.polis');
    return g?.dataset.ai === 'ready' && g.dataset.state === 'human' && !!g.querySelector('[data-square]');
  });
  assert.deepEqual(errors, []);
  const code = counted(urls, path);
  assert.ok(code.length <= 5, `${code.length} requests: ${code.join(', ')}`);
  for (const f of ['/web/cdn/polis-game.js', '/web/ai-worker.bundle.js', '/web/polis.wasm'])
    assert.ok(code.includes(f), `${f} was fetched (${code.join(', ')})`);
});

// The engine's files are asked for by the AI worker itself as it starts, not on a word from the
// page: web/page/start.js names them in the worker's address. A message would wait for the
// page's main thread to pass it on, and that thread is busy building the game as the worker
// starts (the engine was asked for 100-230 ms later, or after the worker's 1 s wait for it).
test("the game page's AI worker is started with its engine's files in its address", async () => {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.laptop, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await page.goto(`${env.server.url}index.html`);
    await waitFor(page, () => document.querySelector('.polis')?.dataset.ai === 'ready', {
      timeout: TIMEOUT.AI_MOVE,
    });
    const worker = page.workers().find((w) => workerPath(w) === '/web/ai-worker.bundle.js');
    assert.ok(worker, `the AI worker runs (${page.workers().map((w) => w.url())})`);
    const placed = new URLSearchParams(new URL(worker.url()).hash.slice(1));
    assert.equal(placed.get('wasm'), `${env.server.url}web/polis.wasm`);
    assert.equal(placed.get('engine'), `${env.server.url}web/engine-worker.bundle.js`);
  } finally {
    await context.close();
  }
});

// The game's dialogs (setup, rules, result) are not in its first file: they come as the player
// first touches the game (web/play/dialogs/dialogs.js), and a dialog asked for opens.
test("the game page's dialogs come with the player's first touch, after the board is ready", async () => {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.laptop, serviceWorkers: 'block' });
  const asked = [];
  context.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const page = await context.newPage();
  const DIALOGS = '/web/app/game-lazy-play-dialogs-kinds.js';
  try {
    await page.goto(`${env.server.url}index.html`);
    await waitFor(page, () => document.querySelector('.polis')?.dataset.ai === 'ready', {
      timeout: TIMEOUT.AI_MOVE,
    });
    assert.ok(!asked.includes(DIALOGS), `not asked for before a touch: ${asked.join(', ')}`);
    const coming = page.waitForRequest((r) => new URL(r.url()).pathname === DIALOGS, {
      timeout: TIMEOUT.AI_MOVE,
    });
    await page.locator('.polis .polis-status, .polis [data-square]').first().click();
    await coming;
    const before = asked.indexOf(DIALOGS);
    await page.click('[data-action="rules"]');
    await page.waitForSelector('dialog.polis-rules[open]');
    // One file, nothing after it (web/play/dialogs/kinds.js takes the rest from game.js).
    assert.deepEqual(asked.slice(before), [DIALOGS], 'the dialogs are one request');
  } finally {
    await context.close();
  }
});

// A dialog whose file cannot come (the network gone before the page was kept offline) is not
// a press that does nothing: the player is told, and a later press tries again.
test('the game page: a dialog whose file cannot come says so, and a later press opens it', async () => {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.laptop, serviceWorkers: 'block' });
  let refused = 0;
  await context.route(/-lazy-play-dialogs-kinds\.js$/, (route) =>
    refused++ === 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  const page = await context.newPage();
  try {
    await page.goto(`${env.server.url}index.html`);
    await waitFor(page, () => document.querySelector('.polis')?.dataset.ai === 'ready', {
      timeout: TIMEOUT.AI_MOVE,
    });
    await page.click('[data-action="rules"]');
    await page.waitForSelector('.polis-notice:not([hidden])', { timeout: TIMEOUT.STEP });
    const said = await page.$eval('.polis-notice', (n) => n.textContent);
    assert.ok(said.includes(NOT_OPENED), `the notice says it: ${said}`);
    assert.equal(await page.$('dialog.polis-rules[open]'), null);
    await page.click('[data-action="rules"]');
    await page.waitForSelector('dialog.polis-rules[open]', { timeout: TIMEOUT.STEP });
    assert.equal(refused, 2, 'asked for again');
  } finally {
    await context.close();
  }
});
