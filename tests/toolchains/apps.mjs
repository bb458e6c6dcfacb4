// The apps' harness for tests/toolchains/*.test.mjs: real apps built the way front-end
// developers build them, each from this package's tarball (`npm pack`) installed with npm, as a
// newcomer following docs/embedding.md would, then played in Chromium: a move, and the computer's
// answer from the wasm engine; nothing is copied by hand. The apps are in tests/toolchains/<name>/,
// each exactly as docs/embedding.md shows it; their installs are kept in build/toolchains/.
// Two test files use it, so that make test builds two apps at a time (one file's builds run one
// after another): bundlers.test.mjs (Vite, webpack, esbuild, React with TypeScript, a CDN, Parcel,
// Rollup) and frameworks.test.mjs (Next.js twice, Vue, SvelteKit, Astro).
//
//   node --test tests/toolchains/    (needs `npm ci`; npm fetches what its cache lacks, so a fresh
//   machine needs the npm registry)
//
// POLIS_TOOLCHAINS=vite,cdn runs only those. Each test prints what its build ships (sizes).

import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, openPage, CALM, playable, settled, clickMove } from '../helpers/browser.mjs';
import { NPM_ENV, packing } from '../helpers/npm.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const APPS = fileURLToPath(new URL('.', import.meta.url));
export const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const ONLY = process.env.POLIS_TOOLCHAINS ? process.env.POLIS_TOOLCHAINS.split(',') : null;
export const GAME = '.polis';

// Set by useApps() before the tests: the temporary folder, the packed package, the browser.
export let tmp;
export let tarball;
export let browser;
const servers = [];

// The test file's set-up: the package packed (npm pack) and Chromium, and their clean-up.
export function useApps() {
  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-toolchains-'));
    const out = packing(ROOT, () =>
      execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], {
        cwd: ROOT,
        env: NPM_ENV,
        encoding: 'utf8',
      }),
    );
    tarball = path.join(tmp, JSON.parse(out.slice(out.search(/^\[$/m)))[0].filename);
    browser = await launchChromium();
  });

  after(async () => {
    if (browser) await browser.close();
    for (const s of servers) await s.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
}

export function only(name) {
  return ONLY && !ONLY.includes(name) ? { skip: `POLIS_TOOLCHAINS=${ONLY}` } : {};
}

// docs/embedding.md shows each app as it is here: every file of the app word for word, and
// every tool it installs at its version.
const RECIPES = fs.readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
export function followsRecipe(name) {
  const walk = (d) =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  for (const file of walk(path.join(APPS, name))) {
    const rel = path.relative(path.join(APPS, name), file);
    if (rel === 'package.json') {
      const app = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const [dep, v] of Object.entries({ ...app.dependencies, ...app.devDependencies }))
        if (dep !== PKG.name)
          assert.ok(RECIPES.includes(`${dep}@${v}`), `docs/embedding.md installs ${dep}@${v}`);
      assert.ok(RECIPES.includes(app.scripts.build), `docs/embedding.md builds with ${app.scripts.build}`);
    } else {
      const text = fs.readFileSync(file, 'utf8').trimEnd();
      assert.ok(
        RECIPES.includes(`\`${rel}\`:\n\n\`\`\`${path.extname(rel).slice(1)}\n${text}\n\`\`\``),
        `docs/embedding.md shows ${name}/${rel} as it is`,
      );
    }
  }
}

// Copies tests/toolchains/<name> to a temporary folder with polis-game pointing at the tarball,
// and runs `npm install` there. The app's pinned tools are this project's devDependencies.
// Each app's install is kept between runs (build/toolchains/, one folder per app and set of
// pins): a run copies the app's files over it, removes what an earlier build left, and
// `npm install` then only replaces polis-game with this run's tarball.
const KEPT = path.join(ROOT, 'build', 'toolchains');
const BUILD_OUTPUTS = ['dist', 'build', '.next', '.parcel-cache', '.svelte-kit', '.astro'];
export function newApp(name) {
  followsRecipe(name);
  const source = JSON.parse(fs.readFileSync(path.join(APPS, name, 'package.json'), 'utf8'));
  const { [PKG.name]: _, ...pins } = { ...source.dependencies, ...source.devDependencies };
  const key = createHash('sha256')
    .update(JSON.stringify([pins, process.version]))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(KEPT, `${name}-${key}`);
  fs.mkdirSync(dir, { recursive: true });
  for (const e of fs.readdirSync(dir)) {
    if (e !== 'node_modules' && e !== 'package-lock.json')
      fs.rmSync(path.join(dir, e), { recursive: true, force: true });
  }
  fs.cpSync(path.join(APPS, name), dir, { recursive: true });
  for (const out of BUILD_OUTPUTS) assert.equal(fs.existsSync(path.join(dir, out)), false);
  const file = path.join(dir, 'package.json');
  const app = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [dep, version] of Object.entries({ ...app.dependencies, ...app.devDependencies })) {
    if (dep !== PKG.name)
      assert.equal(
        version,
        PKG.devDependencies[dep],
        `${name}: ${dep} is pinned as in this package's devDependencies`,
      );
  }
  app.dependencies[PKG.name] = `file:${tarball}`;
  fs.writeFileSync(file, JSON.stringify(app, null, 2));
  npm(dir, ['install', '--prefer-offline', '--no-audit', '--no-fund']);
  // This run's package, not a kept one.
  const installed = path.join(dir, 'node_modules', PKG.name, 'web', 'ai-start.js');
  assert.equal(
    fs.readFileSync(installed, 'utf8'),
    fs.readFileSync(path.join(ROOT, 'web', 'ai-start.js'), 'utf8'),
  );
  return dir;
}

export function npm(cwd, args) {
  return execFileSync('npm', args, {
    cwd,
    env: NPM_ENV,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 240000,
  });
}

// What a build ships: every file under `dir`, raw and gzipped, largest first.
export function shipped(dir) {
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const bytes = fs.readFileSync(p);
        files.push({
          file: path.relative(dir, p),
          raw: bytes.length,
          gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        });
      }
    }
  };
  walk(dir);
  files.sort((a, b) => b.raw - a.raw);
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { files, total };
}

export function report(t, name, sizes) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  t.diagnostic(
    `${name} ships ${sizes.files.length} files, ${kb(sizes.total.raw)} (${kb(sizes.total.gzip)} gzipped): ` +
      sizes.files.map((f) => `${f.file} ${kb(f.raw)}/${kb(f.gzip)}`).join(', '),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// A tool's own production server (`vite preview`, `next start`), stopped when the tests end.
export async function toolServer(dir, bin, args) {
  const port = await freePort();
  const child = spawn(
    path.join(dir, 'node_modules', '.bin', bin),
    args.map((a) => (a === 'PORT' ? String(port) : a)),
    { cwd: dir, env: NPM_ENV, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  servers.push({
    close: () =>
      new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill()))),
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${bin} stopped: ${out}`);
    try {
      // Any answer: an app may have no page at its root (next-client's is /client).
      await fetch(url);
      return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${bin} did not answer: ${out}`);
}

export const vitePreview = (dir) =>
  toolServer(dir, 'vite', ['preview', '--port', 'PORT', '--strictPort', '--host', '127.0.0.1']);

export async function serve(root, headers = null) {
  const s = await startStaticServer({ root, port: 0, headers: headers && (() => headers) });
  servers.push(s);
  return s.url;
}

// Plays Blue's first move with the mouse and waits for the computer's answer; checks both by
// the rules and returns the game's record of the answer.
export async function playOne(page, handle) {
  await playable(page, GAME, 60000);
  const size = await page.$eval(`${GAME} [data-square="a1"]`, (e) => e.getBoundingClientRect().width);
  assert.ok(size >= 20 && size <= 150, `the board is styled (a square is ${size}px wide)`);
  const start = Rules.initialBoard();
  const move = Rules.legalMoves(start, 'blue')
    .map(Rules.moveToString)
    .find((m) => m === 'c2c3');
  await clickMove(page, move);
  await settled(page, 2, { exact: true, timeout: 60000 });
  const game = await page.evaluate(handle);
  const after = Rules.applyMove(start, Rules.parseMove(game.moves[0])).board;
  assert.equal(game.moves[0], 'c2c3');
  assert.ok(
    Rules.legalMoves(after, 'red').some((m) => Rules.moveToString(m) === game.moves[1]),
    `Red's ${game.moves[1]} is legal`,
  );
  assert.equal(game.log.length, 1);
  assert.equal(game.log[0].move, game.moves[1]);
  return game.log[0];
}

export const ofElement = () => {
  const g = document.querySelector('polis-game');
  return { moves: g.moves, log: g.game.aiLog, level: g.level };
};
export const ofMount = () => ({ moves: window.polis.moves, log: window.polis.aiLog });

// Every request the page made was answered: a file asked for where it is not (a 404 the game
// recovers from) counts as much as a console error. The browser's own /favicon.ico is not the page's.
export function allAnswered(failed) {
  assert.deepEqual(
    failed.filter((f) => !f.endsWith('/favicon.ico')),
    [],
    'failed requests',
  );
}

export async function check(
  url,
  handle,
  { origin, expectEngine = 'wasm', expectedErrors = null, then = null } = {},
) {
  const { page, errors, failed, foreign, requests, close } = await openPage(browser, url, {
    ...CALM,
    ...(origin ? { origin } : {}),
  });
  try {
    const answer = await playOne(page, handle);
    assert.equal(answer.engine, expectEngine);
    if (then) await then(page, answer);
    assert.deepEqual(foreign, []);
    allAnswered(failed);
    assert.deepEqual(
      errors.filter((e) => !expectedErrors || !expectedErrors.test(e)),
      [],
    );
    return { answer, errors, requests, workers: page.workers().map((w) => w.url()) };
  } finally {
    await close();
  }
}
