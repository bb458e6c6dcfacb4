// page-load.mjs - `make bench-page`: how long the page takes to be playable (the computer loaded,
// Blue to move) from a 1 MB address against a short one (issue 22, item 8), in Debian's Chromium
// driven over its own DevTools pipe with nothing but Page and Runtime on (Playwright's network
// instrumentation copies the document's address into every request's event and adds seconds of
// its own). A plain page (tests/fixtures/blank.html) loaded the same two ways shows what the
// browser itself takes for such an address, whatever the page does.
//
// Each load is a first visit (a fresh browser context: no cache, no service worker), then the
// same address again in that context (a returning visit: the service worker answers). The four
// kinds of load are alternated, ROUNDS times; medians are written to the "page-load" section of
// bench/RESULTS.md.
//
//   node bench/page-load.mjs        (ROUNDS=n for more rounds; CHROMIUM=path for another browser)

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../tests/helpers/static-server.mjs';
import { machine, writeSection, table, median } from './common.mjs';
import { writeOneFilePage, ONE_FILE, TWO_FILES, WITH_WORKER } from './one-file-page.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS) || 7;
const SPEED_ROUNDS = Number(process.env.SPEED_ROUNDS) || 5;
const RETURN_AFTER_MS = 1000;
const LONG = `?red=${'r'.repeat(1 << 20)}`;
const PLAYABLE = `!!document.querySelector('.polis[data-ai="ready"][data-state="human"]')`;
const LOADED = `location.pathname.endsWith('/blank.html') && document.readyState === 'complete'`;

// Chromium with --remote-debugging-pipe: commands go in on fd 3, answers and events come out on
// fd 4, each a JSON text ended by a NUL byte.
function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-bench-'));
  const proc = spawn(
    process.env.CHROMIUM || '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , input, output] = proc.stdio;
  const waiting = new Map();
  let next = 0;
  let buffered = '';
  output.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const msg = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const w = msg.id !== undefined && waiting.get(msg.id);
      if (!w) continue;
      waiting.delete(msg.id);
      if (msg.error) w.reject(new Error(`${w.method}: ${msg.error.message}`));
      else w.resolve(msg.result);
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve, reject, method });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const close = async () => {
    // Chromium writes its profile until it has ended (removed before that, ENOTEMPTY ended runs
    // after their table, retries or not).
    const ended = proc.exitCode === null ? new Promise((resolve) => proc.once('exit', resolve)) : null;
    proc.kill();
    await ended;
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { send, close };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Milliseconds from the navigation's start until `ready` is true in the page (polled every 5 ms;
// 60 s at most).
async function timeLoad(send, sessionId, url, ready) {
  const t0 = performance.now();
  await send('Page.navigate', { url }, sessionId);
  for (;;) {
    const r = await send('Runtime.evaluate', { expression: ready, returnByValue: true }, sessionId);
    if (r.result.value === true) return performance.now() - t0;
    if (performance.now() - t0 > 60000) throw new Error(`not ready within 60 s: ${url.slice(0, 100)}`);
    await sleep(5);
  }
}

// A first visit and a returning one, in a fresh browser context.
async function visit(send, url, ready) {
  const { browserContextId } = await send('Target.createBrowserContext');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Page.enable', {}, sessionId);
  const first = await timeLoad(send, sessionId, url, ready);
  await send('Page.navigate', { url: 'about:blank' }, sessionId);
  await sleep(100);
  const again = await timeLoad(send, sessionId, url, ready);
  await send('Target.disposeBrowserContext', { browserContextId });
  return { first, again };
}

async function longAddress(send, server) {
  const KINDS = [
    ['a plain page', 'tests/fixtures/blank.html', LOADED],
    ['the game', 'index.html', PLAYABLE],
  ];
  const times = {};
  {
    await visit(send, `${server.url}index.html`, PLAYABLE); // warms the server's files and Chromium
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, file, ready] of KINDS) {
        for (const [address, query] of [
          ['short', ''],
          ['1 MB', LONG],
        ]) {
          const t = await visit(send, `${server.url}${file}${query}`, ready);
          for (const kind of ['first', 'again']) (times[`${name}|${address}|${kind}`] ||= []).push(t[kind]);
        }
      }
      process.stdout.write(`round ${round + 1}/${ROUNDS}\n`);
    }
  }

  const ms = (name, address, kind) => median(times[`${name}|${address}|${kind}`]);
  const rows = [];
  for (const [kind, what] of [
    ['first', 'first visit'],
    ['again', 'returning visit'],
  ]) {
    const cells = [what];
    for (const name of ['a plain page', 'the game']) {
      const short = ms(name, 'short', kind);
      const long = ms(name, '1 MB', kind);
      cells.push(
        `${Math.round(short)} / ${Math.round(long)}`,
        `+${Math.round(long - short)}`,
        (long / short).toFixed(2),
      );
    }
    rows.push(cells);
  }
  const text = [
    '## make bench-page: the page playable from a 1 MB address',
    '',
    `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Chromium driven over its`,
    `DevTools pipe (bench/page-load.mjs), medians of ${ROUNDS} rounds, the kinds of load alternated:`,
    'milliseconds from the navigation to a loaded plain page (tests/fixtures/blank.html) and to the',
    "game's board playable, with a short address and with a 1 MB one; what the long address adds;",
    'the ratio.',
    '',
    table(
      ['load', 'plain page: short / 1 MB', 'added', 'ratio', 'the game: short / 1 MB', 'added', 'ratio'],
      rows,
    ),
    '',
    "What a 1 MB address adds to the plain page is the browser's own cost of such an address",
    '(navigating to it, keeping it as the document address), whatever a page does: the target of',
    "issue 22 (the game within 1.5x) is out of any page's reach here. What it adds to the game is",
    "the measure of the game's own handling of the address; the page sends no Referer and takes",
    'the address out as it starts (web/page/start.js).',
  ].join('\n');
  console.log(`\n${text}`);
  writeSection('page-load', text);
}

// ---------------------------------------------------------------------------
// Issue 28: the page against a one-file page (bench/one-file-page.mjs), side by side.

// Set in every document before its own scripts: the moments (ms from the navigation's start)
// the board takes a move and the computer is ready, polled every 5 ms in the page itself.
// The longest main-thread task until then (longtask entries: over 50 ms) is kept too.
const STAMPS = `(() => {
  const t = (window.__stamps = { longest: 0 });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!t.computer) t.longest = Math.max(t.longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const poll = setInterval(() => {
    const one = document.getElementById('board');
    if (one?.dataset.ready) t.board = t.computer = performance.now();
    const g = document.querySelector('.polis');
    // The game's board on Blue's turn, or a first visit's board before the game's code has come
    // (web/page/first-board.js: it takes the first move, which the game then plays on).
    const turn = g && (g.dataset.state === 'human' || g.dataset.first === 'human');
    if (turn && g.querySelector('[data-square]')) t.board ??= performance.now();
    if (g && g.dataset.ai === 'ready') t.computer ??= performance.now();
    if (t.board && t.computer) clearInterval(poll);
  }, 5);
})();`;

export const CONDITIONS = {
  normal: {},
  // 50 ms round trips (25 ms each way as the latency DevTools adds to each request), 10 Mbit/s.
  '50 ms round trips, 10 Mbit/s': { network: { latency: 50, throughput: 10e6 / 8 } },
  'CPU 4x slower': { cpu: 4 },
};

async function stamped(send, sessionId, url) {
  await send('Page.navigate', { url }, sessionId);
  const t0 = performance.now();
  for (;;) {
    const r = await send(
      'Runtime.evaluate',
      { expression: 'JSON.stringify(window.__stamps ?? {})', returnByValue: true },
      sessionId,
    ).catch(() => ({ result: { value: '{}' } }));
    const v = JSON.parse(r.result.value);
    if (v.board && v.computer) return v;
    if (performance.now() - t0 > 60000) throw new Error(`not ready within 60 s: ${url}`);
    await sleep(50);
  }
}

// A first visit in a fresh context under `condition`, then (once the page's service worker, if
// any, is active) a return visit; the requests the return visit sent to the network.
async function conditionVisit(send, url, { network, cpu }) {
  const { browserContextId } = await send('Target.createBrowserContext');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  await send('Page.enable', {}, sessionId);
  await send('Network.enable', {}, sessionId);
  await send('Page.addScriptToEvaluateOnNewDocument', { source: STAMPS }, sessionId);
  if (network)
    await send(
      'Network.emulateNetworkConditions',
      {
        offline: false,
        latency: network.latency,
        downloadThroughput: network.throughput,
        uploadThroughput: network.throughput,
      },
      sessionId,
    );
  if (cpu) await send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
  const first = await stamped(send, sessionId, url);
  // The service worker installed and active (it keeps every file first). Only the game page
  // (its start, web/app/start.js, registers one) has one: the one-file page has .polis too, and
  // waited the 20 s out on every visit.
  await send(
    'Runtime.evaluate',
    {
      expression: `navigator.serviceWorker && document.querySelector('script[src$="start.js"]') ? Promise.race([navigator.serviceWorker.ready.then(async (r) => { while (r.active?.state !== 'activated') await new Promise((f) => setTimeout(f, 20)); }), new Promise((f) => setTimeout(f, 20000))]) : 0`,
      awaitPromise: true,
    },
    sessionId,
  );
  // Then the same for both pages, as a player who comes back later: the tab left, its service
  // workers stopped (the browser stops an idle one after 30 s), a second's pause, the page again.
  await send('Page.navigate', { url: 'about:blank' }, sessionId);
  await send('ServiceWorker.enable', {}, sessionId);
  await send('ServiceWorker.stopAllWorkers', {}, sessionId);
  await sleep(RETURN_AFTER_MS);
  const again = await stamped(send, sessionId, url);
  await send('Target.disposeBrowserContext', { browserContextId });
  return { first, again };
}

// BEFORE=/path/to/another/checkout adds its page (e.g. the version before), served from there.
async function againstOneFile(send, server) {
  const size = await writeOneFilePage();
  const pages = [
    ['one file', `${server.url}${ONE_FILE}`],
    ['two files', `${server.url}${TWO_FILES}`],
    ['with worker', `${server.url}${WITH_WORKER}`],
    ['the game', `${server.url}index.html`],
  ];
  const before =
    process.env.BEFORE && (await startStaticServer({ root: process.env.BEFORE, port: 0, compress: true }));
  if (before) pages.push(['before', `${before.url}index.html`]);
  const times = {};
  const loads = [];
  await conditionVisit(send, pages[1][1], {}); // warms the server's files and Chromium
  for (let round = 0; round < SPEED_ROUNDS; round++) {
    loads.push(os.loadavg()[0]);
    for (const [condition, settings] of Object.entries(CONDITIONS))
      for (const [name, url] of round % 2 ? [...pages].reverse() : pages) {
        const t = await conditionVisit(send, url, settings);
        for (const visit of ['first', 'again'])
          for (const what of ['board', 'computer', 'longest'])
            (times[`${condition}|${name}|${visit}|${what}`] ||= []).push(t[visit][what]);
      }
    process.stdout.write(`round ${round + 1}/${SPEED_ROUNDS}\n`);
  }
  if (before) await before.close();
  const ms = (...k) => median(times[k.join('|')]);
  const then = (condition, visit) =>
    before
      ? [
          `${Math.round(ms(condition, 'before', visit, 'board'))} / ${Math.round(ms(condition, 'before', visit, 'computer'))}`,
        ]
      : [];
  const rows = [];
  for (const condition of Object.keys(CONDITIONS))
    for (const [visit, what] of [
      ['first', 'first visit'],
      ['again', 'return visit'],
    ]) {
      const one = ms(condition, 'one file', visit, 'board');
      const board = ms(condition, 'the game', visit, 'board');
      const computer = ms(condition, 'the game', visit, 'computer');
      const two = ms(condition, 'two files', visit, 'board');
      const worker = ms(condition, 'with worker', visit, 'computer');
      const x = (t) => `${(t / one).toFixed(2)}x`;
      rows.push([
        condition,
        what,
        Math.round(one),
        `${Math.round(board)} / ${Math.round(computer)}`,
        `${x(board)} / ${x(computer)}`,
        `${Math.round(two)} (${x(two)}) / ${Math.round(worker)} (${x(worker)})`,
        Math.round(ms(condition, 'the game', visit, 'longest')) || '-',
        ...then(condition, visit),
      ]);
    }
  const text = [
    '## make bench-page: the game page against a one-file page (issue 28)',
    '',
    `Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Load average (1 min) during`,
    `the run: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}: the machine is shared with other engineers' builds and`,
    'tests, so the times are slower than on a quiet machine; the ratios, measured side by side in',
    'one run, are what to read. Chromium over its DevTools pipe (bench/page-load.mjs), medians of',
    `${SPEED_ROUNDS} rounds, the pages alternated, each visit in a fresh browser context (no cache, no service`,
    'worker), then a return visit in that context once its service worker is active. Milliseconds',
    'from the navigation to a board that takes the first move, and to the computer ready (stamped',
    `in the page). The one-file page (bench/one-file-page.mjs, ${Math.round(size / 1024)} KB): HTML with the game's style`,
    'sheet and the rules inline, drawing the 8 x 8 board with its pieces at load. Both are served',
    'as a real host serves them: text and wasm gzipped (tests/helpers/static-server.mjs `compress`).',
    '',
    table(
      [
        'condition',
        'visit',
        'one file: board',
        'the game: board / computer',
        'ratio',
        'the least under the policy: board / computer (ratio)',
        'longest task',
        ...(before ? ['before (BEFORE): board / computer'] : []),
      ],
      rows,
    ),
    '',
    'The least under the policy: the one-file page as the strict Content-Security-Policy the game',
    'must work under makes it (its style sheet and script in two files: no inline code), and its',
    "computer as that page starting the game's AI worker (as web/page/start.js does) and nothing",
    'else (bench/one-file-page.mjs). No page under that policy, with its engine in a worker, can',
    'do better than those two times.',
    '',
    'Targets: the board within 1.5x of the one-file page, the computer within 2x. Network',
    "emulation is DevTools' (each request's latency and the throughput); CPU throttling slows the",
    "page's main thread. The longest task: the game page's longest main-thread task before the",
    "computer is ready (median; '-': none over 50 ms). Requests are counted in make test",
    '(tests/browser/requests.test.mjs).',
  ].join('\n');
  console.log(`\n${text}`);
  writeSection('page-speed', text);
}

const server = await startStaticServer({ root: ROOT, port: 0, compress: true });
const { send, close } = startChromium();
try {
  const parts = (process.env.PARTS || 'speed,long').split(',');
  if (parts.includes('speed')) await againstOneFile(send, server);
  if (parts.includes('long')) await longAddress(send, server);
} finally {
  await close();
  await server.close();
}
