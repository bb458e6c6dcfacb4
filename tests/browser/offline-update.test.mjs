// The offline copy's update path (issue 29 items 7-10, issue 28 item 4), played in Chromium
// against a local server whose files the test changes between visits, as a site owner's upload
// would: successive versions, one uploaded by halves, one with a file cut short.
//
// Each version of the page carries a probe: index.html names web/probe.js (a worker that fetches
// web/probe.json and posts both their versions), so the test sees which version a page, a worker
// it starts and that worker's own fetch were answered from.
//
//   node --test tests/browser/offline-update.test.mjs
//   POLIS_ROOT=/path/to/another/checkout ... plays it against that tree's sw.js and list

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineWords } from '../../web/words/offline.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, playable, waitFor } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const ROOT = process.env.POLIS_ROOT || fileURLToPath(new URL('../..', import.meta.url));
const SLOW = { timeout: TIMEOUT.REVIEW };

let tmp;
let server;
let browser;
// The server's network: `hold` true leaves every request unanswered (a network that hangs);
// `seen` lists the paths asked for.
const net = { hold: false, seen: [] };

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-update-'));
  fs.mkdirSync(path.join(tmp, 'site'));
  const files = await startStaticServer({ root: path.join(tmp, 'site'), port: 0 });
  const front = http.createServer(async (req, res) => {
    net.seen.push(req.url);
    if (net.hold) return;
    const answer = await fetch(new URL(req.url.slice(1), files.url));
    const headers = Object.fromEntries(
      [...answer.headers].filter(([k]) => !/^(connection|keep-alive)$/i.test(k)),
    );
    res.writeHead(answer.status, headers);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((r) => front.listen(0, '127.0.0.1', r));
  server = {
    url: `http://127.0.0.1:${front.address().port}/`,
    close: async () => {
      front.closeAllConnections();
      await new Promise((r) => front.close(r));
      await files.close();
    },
  };
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

// A version of the page, built in its own folder (not served): the checkout's page with the
// version's name in its heading and its probe, and its list and key made by the build script.
function makeVersion(name) {
  const dir = path.join(tmp, 'versions', name);
  fs.mkdirSync(dir, { recursive: true });
  for (const f of ['index.html', 'sw.js', 'web'])
    fs.cpSync(path.join(ROOT, f), path.join(dir, f), { recursive: true });
  const html = path.join(dir, 'index.html');
  fs.writeFileSync(
    html,
    fs
      .readFileSync(html, 'utf8')
      .replace('<h1>Polis</h1>', `<h1>Polis ${name}</h1>`)
      .replace('</head>', '  <link rel="prefetch" href="web/probe.js">\n</head>'),
  );
  fs.writeFileSync(
    path.join(dir, 'web/probe.js'),
    `fetch('./probe.json').then((r) => r.json()).then((j) => postMessage(['${name}', j.version]));\n`,
  );
  fs.writeFileSync(path.join(dir, 'web/probe.json'), JSON.stringify({ version: name }) + '\n');
  execFileSync('node', [path.join(ROOT, 'scripts/build-offline.mjs'), '--root', dir]);
  return dir;
}

// Copies `files` of a version (all of it when none are named) to `folder` of the served site.
function upload(version, folder, files = ['index.html', 'sw.js', 'web']) {
  for (const f of files)
    fs.cpSync(path.join(version, f), path.join(tmp, 'site', folder, f), { recursive: true });
}

async function freshContext() {
  return browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers: 'allow' });
}

const controlled = (page) =>
  waitFor(page, () => Boolean(navigator.serviceWorker.controller), undefined, SLOW);
const heading = (page) => page.$eval('h1', (h) => h.textContent);

// What a worker the page starts now says: [its script's version, the version of what it fetched].
const probe = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const w = new Worker(new URL('web/probe.js', document.baseURI));
        w.onmessage = (e) => resolve(e.data);
        w.onerror = (e) => reject(new Error(e.message || 'the probe failed'));
      }),
  );

// The page looks for a new sw.js and waits for what came of it: 'none' (the same sw.js),
// 'activated' (a new version took over), 'redundant' (its install was refused). A version may
// also have taken over since the page last looked, through another page's visit (each visit
// looks for a new sw.js too, and on a loaded machine one can still be at it when the files
// change after it): the active worker is then another than the one the page last saw.
const lookForUpdate = (page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const seen = (window.__activeSeen ??= reg.active);
    await reg.update().catch(() => {});
    const w = reg.installing || reg.waiting;
    if (!w) {
      window.__activeSeen = reg.active;
      return reg.active === seen ? 'none' : 'activated';
    }
    return new Promise((resolve) => {
      const done = () => {
        if (w.state === 'activated') window.__activeSeen = w;
        if (['activated', 'redundant'].includes(w.state)) resolve(w.state);
      };
      w.addEventListener('statechange', done);
      done();
    });
  });

const cacheNames = (page) => page.evaluate(() => caches.keys());

async function visit(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await playable(page, '.polis', 90000);
  return page;
}

test('a half-uploaded and a cut-short version are refused, the old one stays, and the fixed upload is installed', async () => {
  const [v1, v2] = [makeVersion('v1'), makeVersion('v2')];
  upload(v1, 'half');
  const base = `${server.url}half/`;
  const context = await freshContext();
  try {
    const first = await visit(context, `${base}index.html`);
    await controlled(first);
    assert.deepEqual(await probe(first), ['v1', 'v1']);

    // sw.js and index.html of v2 are up, web/ is still v1's: the install is refused.
    upload(v2, 'half', ['sw.js', 'index.html']);
    assert.equal(await lookForUpdate(first), 'redundant', 'the half-uploaded version is not installed');
    const during = await visit(context, `${base}index.html?level=novice`);
    assert.equal(await heading(during), 'Polis v1', 'the page is still v1, whole');
    assert.deepEqual(await probe(during), ['v1', 'v1']);

    // The rest of v2 arrives, but one module is cut short in the upload: refused again.
    upload(v2, 'half');
    const cut = path.join(tmp, 'site/half/web/probe.js');
    const whole = fs.readFileSync(cut);
    fs.writeFileSync(cut, whole.subarray(0, whole.length - 20));
    assert.equal(await lookForUpdate(first), 'redundant', 'a file cut short is not kept');
    assert.deepEqual(await probe(await visit(context, `${base}index.html`)), ['v1', 'v1']);

    // The upload is put right: the next look installs v2, and a new visit is v2 throughout.
    fs.writeFileSync(cut, whole);
    assert.equal(await lookForUpdate(first), 'activated', 'the whole version is installed');
    const after = await visit(context, `${base}index.html`);
    assert.equal(await heading(after), 'Polis v2');
    assert.deepEqual(await probe(after), ['v2', 'v2']);
  } finally {
    await context.close();
  }
});

test("an open page keeps its own version's files after an update, even after Not now, until it reloads", async () => {
  const [v1, v2] = [makeVersion('v1'), makeVersion('v2')];
  upload(v1, 'own');
  const base = `${server.url}own/`;
  const context = await freshContext();
  try {
    const open = await visit(context, `${base}index.html`);
    await controlled(open);
    upload(v2, 'own');
    assert.equal(await lookForUpdate(open), 'activated');
    await open.waitForSelector('.polis-update', SLOW);
    await open.click(`.polis-update button:text-is("${offlineWords.later}")`);
    const later = await visit(context, `${base}index.html`);
    assert.equal(await heading(later), 'Polis v2', 'a new visit is the new version');
    // The open page's new worker and that worker's fetch, and the page's own fetch, are v1's.
    assert.deepEqual(await probe(open), ['v1', 'v1'], "the open page's worker is its own version's");
    const fetched = await open.evaluate(() => fetch('web/probe.json').then((r) => r.json()));
    assert.equal(fetched.version, 'v1', "the open page's fetch is its own version's");
    assert.deepEqual(await probe(later), ['v2', 'v2']);
    assert.equal(
      (await cacheNames(later)).length,
      3,
      "both versions' caches and the pages' list, while v1 is open",
    );
    // Once the v1 page reloads, it is v2 and v1's cache goes.
    await open.reload();
    await playable(open, '.polis', 90000);
    assert.equal(await heading(open), 'Polis v2');
    assert.deepEqual(await probe(open), ['v2', 'v2']);
    await waitFor(open, () => caches.keys().then((k) => k.length === 2), undefined, SLOW);
  } finally {
    await context.close();
  }
});

test('a cleared Cache Storage is filled again, and the next offline visit opens', async () => {
  upload(makeVersion('v1'), 'cleared');
  const base = `${server.url}cleared/`;
  const context = await freshContext();
  try {
    const page = await visit(context, `${base}index.html`);
    await controlled(page);
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const sizes = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).length));
      await Promise.all(names.map((n) => caches.delete(n)));
      return Math.max(...sizes);
    });
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await playable(page, '.polis', 90000);
    }
    await waitFor(
      page,
      (n) =>
        caches
          .keys()
          .then((names) =>
            Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length)),
          )
          .then((sizes) => sizes.includes(n)),
      kept,
      SLOW,
    );
    await context.setOffline(true);
    await page.reload();
    await playable(page, '.polis', 90000);
    assert.equal(await heading(page), 'Polis v1');
  } finally {
    await context.close();
  }
});

test("two copies on one site (/a/ and /b/, different versions) keep each other's caches", async () => {
  upload(makeVersion('va'), 'a');
  upload(makeVersion('vb'), 'b');
  const context = await freshContext();
  try {
    const a = await visit(context, `${server.url}a/index.html`);
    await controlled(a);
    const b = await visit(context, `${server.url}b/index.html`);
    await controlled(b);
    await context.setOffline(true);
    for (const [page, name] of [
      [a, 'va'],
      [b, 'vb'],
    ]) {
      await page.reload();
      await playable(page, '.polis', 90000);
      assert.equal(await heading(page), `Polis ${name}`, `${name} opens offline`);
    }
  } finally {
    await context.close();
  }
});

test('a return visit opens from the device: the board is ready while the network hangs', async () => {
  upload(makeVersion('v1'), 'return');
  const base = `${server.url}return/`;
  const context = await freshContext();
  try {
    const first = await visit(context, `${base}index.html`);
    await controlled(first);
    await first.close();
    net.hold = true;
    net.seen = [];
    // Come back at the folder's address once the browser has stopped the service worker: the
    // page and what it loads as it starts come from the cache by the browser's static routes,
    // without the worker (sw.js); the rest (the AI worker's script: the computer gets ready with
    // the network held) from the worker.
    const back = await context.newPage();
    const cdp = await context.newCDPSession(back);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.send('Network.enable');
    const answers = [];
    cdp.on('Network.responseReceived', ({ response }) => answers.push(response));
    await back.goto(base);
    await playable(back, '.polis', 90000);
    const how = (end) => {
      const r = answers.find((a) => new URL(a.url).pathname.endsWith(end));
      return r && `${r.fromServiceWorker} ${r.serviceWorkerRouterInfo?.actualSourceType}`;
    };
    const { first: atStart } = JSON.parse(
      fs.readFileSync(path.join(tmp, 'site/return/web/page/offline.json'), 'utf8'),
    );
    assert.ok(
      atStart.includes('web/app/start.js') && atStart.includes('web/app/style.css'),
      `first: ${atStart}`,
    );
    for (const file of ['/return/', ...atStart.map((f) => `/${f}`)])
      assert.equal(how(file), 'true cache', `${file} by a static route`);
    assert.equal(await heading(back), 'Polis v1');
    await back.close();
    // An address with a query: its page comes from the worker itself.
    const again = await visit(context, `${base}index.html?level=novice`);
    const before = net.seen.filter((u) => u !== '/return/sw.js');
    assert.deepEqual(before, [], "nothing but the browser's look for a new sw.js went to the network");
    assert.equal(await heading(again), 'Polis v1');
  } finally {
    net.hold = false;
    await context.close();
  }
});
