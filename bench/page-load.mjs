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

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS) || 7;
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
  const close = () => {
    proc.kill();
    fs.rmSync(profile, { recursive: true, force: true });
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

const server = await startStaticServer({ root: ROOT, port: 0 });
const { send, close } = startChromium();
const KINDS = [
  ['a plain page', 'tests/fixtures/blank.html', LOADED],
  ['the game', 'index.html', PLAYABLE],
];
const times = {};
try {
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
} finally {
  close();
  await server.close();
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
  'the address out as it starts (web/page/address.js).',
].join('\n');
console.log(`\n${text}`);
writeSection('page-load', text);
