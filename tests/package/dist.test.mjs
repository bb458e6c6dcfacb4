// The static bundle (`make dist`): the tarball unpacked into a fresh temporary folder, served
// one level down a sub-path as a static host would, plays in Chromium with the wasm AI and
// loads nothing from anywhere else.
//
//   node --test tests/package/dist.test.mjs      (runs `make dist` first)

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import {
  launchChromium,
  openPage,
  CALM,
  playable,
  settled,
  clickMove,
  workerPath,
} from '../helpers/browser.mjs';

const slash = (f) => f.split(path.sep).join('/');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
const SUB = 'sites/example/games';

let tmp;
let bundle; // the unpacked polis/ folder
let server;
let browser;

before(async () => {
  execFileSync('make', ['-s', 'dist'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-dist-'));
  const dir = path.join(tmp, SUB);
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(ROOT, 'dist', `polis-${VERSION}.tar.gz`), '-C', dir]);
  bundle = path.join(dir, 'polis');
  server = await startStaticServer({ root: tmp, port: 0 });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the tarball holds the page, every web module, the styles, the engine and a README', () => {
  const files = fs.readdirSync(path.join(bundle, 'web'), { recursive: true }).map(slash).sort();
  const needed = fs
    .readdirSync(path.join(ROOT, 'web'), { recursive: true })
    .map(slash)
    .filter((f) => /\.(js|css|wasm)$/.test(f))
    .sort();
  for (const f of needed) assert.ok(files.includes(f), `web/${f} is missing from the bundle`);
  assert.ok(fs.existsSync(path.join(bundle, 'index.html')));
  // The offline copy: the service worker beside the page, its list, the manifest and its icons.
  for (const f of ['sw.js', 'web/page/offline.json', 'web/manifest.json', 'web/icons/maskable-512.png'])
    assert.ok(fs.existsSync(path.join(bundle, f)), `${f} is in the bundle`);
  const kept = JSON.parse(fs.readFileSync(path.join(bundle, 'web/page/offline.json'), 'utf8')).files;
  for (const f of kept)
    assert.ok(fs.existsSync(path.join(bundle, f)), `${f}, kept offline, is in the bundle`);
  assert.match(fs.readFileSync(path.join(bundle, 'README.md'), 'utf8'), /static web host/);
  const wasm = fs.readFileSync(path.join(bundle, 'web', 'polis.wasm'));
  assert.deepEqual([...wasm.subarray(0, 4)], [0, 0x61, 0x73, 0x6d]);
  assert.deepEqual(
    wasm,
    fs.readFileSync(path.join(ROOT, 'web', 'polis.wasm')),
    'the bundled engine is the one just built',
  );
});

test('every module the bundle loads is in it, by a relative address', () => {
  // import ... from '...', import('...'), new URL('...', import.meta.url), href/src="..."
  const patterns = [
    /\bfrom\s+'([^']+)'/g,
    /\bimport\(\s*'([^']+)'\s*\)/g,
    /new URL\(\s*'([^']+)',\s*import\.meta\.url/g,
    /\b(?:href|src)="([^"#][^"]*)"/g,
  ];
  const sources = [
    'index.html',
    ...fs
      .readdirSync(path.join(bundle, 'web'), { recursive: true })
      .map(slash)
      .filter((f) => /\.(js|html)$/.test(f))
      .map((f) => `web/${f}`),
  ];
  let checked = 0;
  for (const file of sources) {
    // Usage examples in comments are not loads.
    const text = fs
      .readFileSync(path.join(bundle, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/<!--[\s\S]*?-->/g, '');
    for (const re of patterns) {
      for (const [, ref] of text.matchAll(re)) {
        if (ref.startsWith('data:') || ref.startsWith('node:')) continue; // node: only under Node
        // React is the host app's own (polis-game/react, for React apps, imports it: an optional
        // peer dependency); nothing else may name a package.
        if (file === 'web/react.js' && ref === 'react') continue;
        assert.ok(!/^[a-z]+:|^\//i.test(ref), `${file} refers to ${ref}, which is not relative`);
        const target = path.join(bundle, path.dirname(file), ref.split('?')[0]);
        assert.ok(fs.existsSync(target), `${file} refers to ${ref}, which the bundle lacks`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 10, `only ${checked} references found: the scan is broken`);
});

test('served under a sub-path, the unpacked bundle plays a move and Red answers with the wasm engine', async (t) => {
  const base = `${server.url}${SUB}/polis/`;
  const started = Date.now();
  const { page, errors, requests, foreign, close } = await openPage(
    browser,
    `${base}index.html?level=easy`,
    CALM,
  );
  try {
    await playable(page);
    // Navigation start to a board that takes a click, with the engine loaded (cold cache).
    const coldMs = await page.evaluate(() => performance.now());
    t.diagnostic(
      `cold load to a playable board: ${coldMs.toFixed(0)} ms (page time), ${Date.now() - started} ms (test clock)`,
    );
    assert.equal(await page.$$eval('[data-square]', (a) => a.length), 64);
    await clickMove(page, 'f2f3');
    await settled(page, 2, { exact: true });
    const game = await page.evaluate(() => ({ moves: window.polis.moves, log: window.polis.aiLog }));
    assert.equal(game.moves[0], 'f2f3');
    const afterBlue = Rules.applyMove(Rules.initialBoard(), Rules.parseMove('f2f3')).board;
    assert.ok(
      Rules.legalMoves(afterBlue, 'red').some((m) => Rules.moveToString(m) === game.moves[1]),
      `red played ${game.moves[1]}`,
    );
    assert.equal(game.log.length, 1);
    assert.equal(game.log[0].engine, 'wasm');
    assert.ok(
      page.workers().some((w) => workerPath(w) === new URL('web/ai-worker.bundle.js', base).pathname),
      'the AI ran in the bundled worker',
    );
    assert.ok(
      requests.some((u) => u === `${base}web/polis.wasm`),
      'polis.wasm came from the bundle',
    );
    for (const u of requests) {
      if (!u.startsWith('data:')) assert.ok(u.startsWith(base), `${u} is outside the bundle's folder`);
    }
    assert.deepEqual(foreign, [], 'nothing is fetched from other sites');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the bundled <polis-game> element works from the bundle too', async () => {
  const base = `${server.url}${SUB}/polis/`;
  fs.writeFileSync(
    path.join(bundle, 'tag.html'),
    '<!doctype html><meta charset="utf-8"><title>tag</title>' +
      '<script type="module" src="web/polis-game.js"></script><polis-game red="ai" level="beginner"></polis-game>',
  );
  const { page, errors, close } = await openPage(browser, `${base}tag.html`, CALM);
  try {
    await playable(page);
    await clickMove(page, 'b2b3');
    await settled(page, 2, { exact: true });
    assert.equal(
      await page.evaluate(() => document.querySelector('polis-game').game.aiLog[0].engine),
      'wasm',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('served under a sub-path, the bundle installs its service worker there and plays offline', async () => {
  const base = `${server.url}${SUB}/polis/`;
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}index.html?level=novice`);
    await playable(page, '.polis', 60000);
    await page.waitForFunction(() => navigator.serviceWorker.controller, undefined, { timeout: 60000 });
    const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
    assert.equal(scope, base, "the worker's scope is the bundle's folder");
    await context.setOffline(true);
    await page.reload();
    await playable(page, '.polis', 60000);
    await clickMove(page, 'b2b3');
    await settled(page, 2, { exact: true, timeout: 60000 });
    const moves = await page.evaluate(() => window.polis.moves);
    const afterBlue = Rules.applyMove(Rules.initialBoard(), Rules.parseMove('b2b3')).board;
    assert.ok(
      Rules.legalMoves(afterBlue, 'red').some((m) => Rules.moveToString(m) === moves[1]),
      `red played ${moves[1]}`,
    );
  } finally {
    await context.close();
  }
});
