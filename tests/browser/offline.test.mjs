// The game page works with no network after a first visit (issue 22): its service worker
// (sw.js, beside index.html) keeps the page, every module, the styles, the engine and the
// puzzles. In Chromium: a first visit online, the worker controls the page, the network goes
// off, a reload opens the game and the computer (wasm in its worker) answers a move, checked
// against web/rules.js; the lessons, the puzzles, the editor and the analysis board open, the
// analysis with the engine's lines. The same served from a sub-folder. Then, online again, a
// changed file with its new build key: the open page says a new version is ready and is not
// reloaded, a later load has the new file, the older cache goes once no page runs it and nothing
// the player kept changed. And a page that embeds <polis-game> gets no service worker.
//
//   node --test tests/browser/offline.test.mjs

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { offlineWords } from '../../web/words/offline.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, playable, settled, clickMove, waitFor } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD = fs.readFileSync(path.join(ROOT, 'sw.js'), 'utf8').match(/^const BUILD = '(\w+)';$/m)[1];
const SLOW = { timeout: TIMEOUT.AI_MOVE };
const OFFLINE_FILES = JSON.parse(fs.readFileSync(path.join(ROOT, 'web/page/offline.json'), 'utf8')).files;

let tmp;
let server;
let browser;

// A copy of the game page (what make dist ships: index.html, sw.js, web/) in `folder` of the temp site.
function copyPage(folder) {
  const to = path.join(tmp, folder);
  fs.mkdirSync(to, { recursive: true });
  for (const f of ['index.html', 'sw.js', 'web'])
    fs.cpSync(path.join(ROOT, f), path.join(to, f), { recursive: true });
  return to;
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-offline-'));
  copyPage('.');
  copyPage('some/folder');
  copyPage('changing');
  server = await startStaticServer({ root: tmp, port: 0 });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function freshContext() {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    serviceWorkers: 'allow',
  });
  const errors = [];
  context.on('page', (page) => {
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    // A request the browser itself cancels (the tab's icon while the test navigates on) is
    // not one that failed offline; every kept file is fetched offline by the test below.
    page.on('requestfailed', (r) => {
      const why = r.failure()?.errorText ?? '';
      if (!why.includes('ERR_ABORTED')) errors.push(`failed: ${r.url()} ${why}`);
    });
  });
  return { context, errors };
}

const controlled = (page) =>
  waitFor(page, () => Boolean(navigator.serviceWorker.controller), undefined, SLOW);
const cacheNames = (page) => page.evaluate(() => caches.keys());

// Blue plays f2f3 and the computer answers with a legal move.
async function computerAnswers(page) {
  await playable(page, '.polis', 60000);
  await clickMove(page, 'f2f3');
  await settled(page, 2, { exact: true, timeout: TIMEOUT.AI_MOVE });
  const moves = await page.evaluate(() => window.polis.moves);
  assert.equal(moves[0], 'f2f3');
  const afterBlue = Rules.applyMove(Rules.initialBoard(), Rules.parseMove('f2f3')).board;
  assert.ok(
    Rules.legalMoves(afterBlue, 'red').some((m) => Rules.moveToString(m) === moves[1]),
    `Red's answer ${moves[1]} is legal`,
  );
}

for (const folder of ['', 'some/folder/']) {
  test(`served at /${folder}: after a first visit the game and every mode open offline`, async (t) => {
    const base = `${server.url}${folder}`;
    const { context, errors } = await freshContext();
    try {
      const page = await context.newPage();
      await page.goto(`${base}index.html?level=novice`);
      await playable(page, '.polis', 60000);
      const ready = Date.now();
      await controlled(page);
      const name = `polis ${base} ${BUILD}`;
      assert.deepEqual(
        (await cacheNames(page)).sort(),
        [name, `polis ${base} pages`],
        "the copy's caches, by scope",
      );
      const kept = await page.evaluate(async (n) => {
        const cache = await caches.open(n);
        const answers = await Promise.all((await cache.keys()).map((r) => cache.match(r)));
        const sizes = await Promise.all(answers.map((a) => a.arrayBuffer().then((b) => b.byteLength)));
        return { files: sizes.length, bytes: sizes.reduce((a, b) => a + b, 0) };
      }, name);
      t.diagnostic(
        `kept ${kept.files} files, ${Math.round(kept.bytes / 1024)} KB, ${Date.now() - ready} ms after the board was playable`,
      );
      const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
      assert.equal(scope, base, "the worker's scope is the page's folder");

      await context.setOffline(true);
      await page.reload();
      await computerAnswers(page);
      // The dialogs' file, which the page loads only as the player first touches the game.
      await page.click('[data-action="rules"]');
      await page.waitForSelector('dialog.polis-rules[open]', SLOW);

      await page.goto(`${base}index.html?learn`);
      await page.waitForSelector('.polis[data-lesson][data-state="task"]', SLOW);
      await page.goto(`${base}index.html?puzzle`);
      await page.waitForSelector('.polis[data-mode="puzzle"][data-state="solving"]', SLOW);
      await page.goto(`${base}index.html?editor`);
      await page.waitForSelector('.polis[data-mode="editor"][data-valid="true"]', SLOW);
      const start = Rules.formatPosition(Rules.initialBoard(), 'blue');
      await page.goto(`${base}index.html?analysis=${encodeURIComponent(start)}`);
      await page.waitForSelector('.polis[data-mode="analysis"][data-engine="done"]', {
        timeout: TIMEOUT.REVIEW,
      });
      const best = await page.$eval('.an-line:not([hidden])', (l) => l.dataset.move);
      assert.ok(
        Rules.legalMoves(Rules.initialBoard(), 'blue').some((m) => Rules.moveToString(m) === best),
        `the analysis's best move ${best} is legal`,
      );
      const missing = await page.evaluate(
        async (files) => {
          const answers = await Promise.all(
            files.map((f) =>
              fetch(f).then(
                (r) => (r.ok ? '' : f),
                () => f,
              ),
            ),
          );
          return answers.filter(Boolean);
          // index.html is answered to navigations only (above); the rest is fetched by the page
        },
        OFFLINE_FILES.filter((f) => f.startsWith('web/')),
      );
      assert.deepEqual(missing, [], 'every kept file is answered offline');
      assert.deepEqual(errors, [], 'nothing failed to load offline');
    } finally {
      await context.close();
    }
  });
}

test('a changed file is picked up: the open page is told, a later load has it, the old cache is gone', async () => {
  const site = path.join(tmp, 'changing');
  const base = `${server.url}changing/`;
  const { context } = await freshContext();
  try {
    const open = await context.newPage();
    await open.goto(`${base}index.html?level=novice`);
    await computerAnswers(open);
    await controlled(open);
    const kept = await open.evaluate(() => JSON.stringify({ ...localStorage }));
    await open.evaluate(() => (window.stillThisPage = true));

    // A new version on the server: a changed page and its new build key.
    const html = path.join(site, 'index.html');
    fs.writeFileSync(html, fs.readFileSync(html, 'utf8').replace('<h1>Polis</h1>', '<h1>Polis, newer</h1>'));
    execFileSync('node', [path.join(ROOT, 'scripts/build-offline.mjs'), '--root', site]);
    const newBuild = fs.readFileSync(path.join(site, 'sw.js'), 'utf8').match(/^const BUILD = '(\w+)';$/m)[1];
    assert.notEqual(newBuild, BUILD);

    // Another visit makes the browser look for a new sw.js; the open page says so, unreloaded.
    const later = await context.newPage();
    await later.goto(`${base}index.html`);
    await open.waitForSelector('.polis-update', SLOW);
    const notice = await open.$eval('.polis-update', (n) => n.textContent);
    assert.ok(notice.includes(offlineWords.newVersion), `the notice says a new version is ready: ${notice}`);
    assert.ok(await open.evaluate(() => window.stillThisPage), 'the open page was not reloaded');
    assert.equal(await open.$eval('h1', (h) => h.textContent), 'Polis', 'the open page is still the old one');
    for (const [width, height] of [
      [390, 844],
      [844, 390],
      [1280, 800],
    ]) {
      await open.setViewportSize({ width, height });
      const shown = await open.$eval('.polis-update', (n) => ({
        boxes: [n, ...n.children].map((e) => e.getBoundingClientRect().toJSON()),
        clipped: n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1,
      }));
      for (const b of shown.boxes)
        assert.ok(
          b.top >= 0 && b.left >= 0 && b.right <= width && b.bottom <= height,
          `in view at ${width}x${height}: ${JSON.stringify(b)}`,
        );
      assert.ok(!shown.clipped, `the notice is not clipped at ${width}x${height}`);
    }
    if (process.env.NOTICE_SHOT) await open.screenshot({ path: process.env.NOTICE_SHOT });

    // The other page, open too, was told as well; Not now puts the notice away and keeps the page.
    await later.waitForSelector('.polis-update', SLOW);
    await later.click(`.polis-update button:text-is("${offlineWords.later}")`);
    assert.equal(await later.$('.polis-update'), null, 'Not now puts the notice away');
    await later.reload();
    await later.waitForSelector('h1');
    assert.equal(
      await later.$eval('h1', (h) => h.textContent),
      'Polis, newer',
      'a later load has the new file',
    );
    // The older version's cache stays while a page runs it (the open one, not reloaded).
    assert.ok(
      (await cacheNames(later)).includes(`polis ${base} ${BUILD}`),
      'the open page keeps its version',
    );
    // Every record the player had is as it was (the pages may add their own, e.g. a tab's leaving time).
    const now = JSON.parse(await later.evaluate(() => JSON.stringify({ ...localStorage })));
    for (const [key, value] of Object.entries(JSON.parse(kept)))
      assert.equal(now[key], value, `${key} is as it was`);
    assert.ok(
      Object.keys(JSON.parse(kept)).some((k) => k.startsWith('polis:game:')),
      'a game was kept',
    );

    // The notice's Reload gives the open page the new version.
    await Promise.all([
      open.waitForNavigation(),
      open.click(`.polis-update button:text-is("${offlineWords.reload}")`),
    ]);
    assert.equal(await open.$eval('h1', (h) => h.textContent), 'Polis, newer');
    // No page runs the older version now: its cache goes.
    await waitFor(
      open,
      (names) => caches.keys().then((k) => k.sort().join('|') === names),
      [`polis ${base} ${newBuild}`, `polis ${base} pages`].sort().join('|'),
      SLOW,
    );
  } finally {
    await context.close();
  }
});

test('a page that embeds <polis-game> registers no service worker', async () => {
  const checkout = await startStaticServer({ root: ROOT, port: 0 });
  const { context } = await freshContext();
  try {
    const page = await context.newPage();
    await page.goto(`${checkout.url}tests/fixtures/element.html`);
    await page.waitForFunction(() => document.readyState === 'complete', undefined, SLOW);
    await waitFor(
      page,
      () => document.querySelector('polis-game')?.shadowRoot?.querySelector('[data-square]'),
      undefined,
      SLOW,
    );
    await page.waitForTimeout(1500);
    assert.deepEqual(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      0,
    );
    // The game page on the same server does register one: the check above can see it.
    await page.goto(`${checkout.url}index.html`);
    await controlled(page);
  } finally {
    await context.close();
    await checkout.close();
  }
});
