// Real apps built the way front-end developers build them, each from this package's tarball
// (`npm pack`) installed with npm, as a newcomer following docs/embedding.md
// would: a Vite production build served by `vite preview`, a webpack 5 production build with
// the usual style-loader rule, an esbuild bundle, a React 19 + TypeScript app (tsc with the
// package's JSX types, then Vite) and the package's files served from a second origin as a
// package CDN serves them. In each, Chromium plays a move and the computer answers with the
// wasm engine; nothing is copied by hand. The apps are in tests/toolchains/<name>/.
//
//   node --test tests/toolchains/toolchains.test.mjs    (needs `npm ci`; npm fetches what its
//   cache lacks, so a fresh machine needs the npm registry)
//
// POLIS_TOOLCHAINS=vite,cdn runs only those. Each test prints what its build ships (sizes).
// Also Parcel 2, Rollup 4, Next.js 16 (app router: a prerendered page, a client-only page and a
// route handler whose AI search is timed off the main thread; and with no configuration, a
// client component importing mountPolis statically), SvelteKit, Vue 3 and Astro, each
// app exactly as docs/embedding.md shows it. The apps' installs are kept in build/toolchains/.

import test, { before, after } from 'node:test';
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
import {
  launchChromium,
  openPage,
  CALM,
  playable,
  settled,
  clickMove,
  waitFor,
} from '../helpers/browser.mjs';
import { NPM_ENV, packing } from '../helpers/npm.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APPS = fileURLToPath(new URL('.', import.meta.url));
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const ONLY = process.env.POLIS_TOOLCHAINS ? process.env.POLIS_TOOLCHAINS.split(',') : null;
const GAME = '.polis';

let tmp;
let tarball;
let browser;
const servers = [];

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

function only(name) {
  return ONLY && !ONLY.includes(name) ? { skip: `POLIS_TOOLCHAINS=${ONLY}` } : {};
}

// docs/embedding.md shows each app as it is here: every file of the app word for word, and
// every tool it installs at its version.
const RECIPES = fs.readFileSync(path.join(ROOT, 'docs', 'embedding.md'), 'utf8');
function followsRecipe(name) {
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
function newApp(name) {
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

function npm(cwd, args) {
  return execFileSync('npm', args, {
    cwd,
    env: NPM_ENV,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 240000,
  });
}

// What a build ships: every file under `dir`, raw and gzipped, largest first.
function shipped(dir) {
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

function report(t, name, sizes) {
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
async function toolServer(dir, bin, args) {
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

const vitePreview = (dir) =>
  toolServer(dir, 'vite', ['preview', '--port', 'PORT', '--strictPort', '--host', '127.0.0.1']);

async function serve(root, headers = null) {
  const s = await startStaticServer({ root, port: 0, headers: headers && (() => headers) });
  servers.push(s);
  return s.url;
}

// Plays Blue's first move with the mouse and waits for the computer's answer; checks both by
// the rules and returns the game's record of the answer.
async function playOne(page, handle) {
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

const ofElement = () => {
  const g = document.querySelector('polis-game');
  return { moves: g.moves, log: g.game.aiLog, level: g.level };
};
const ofMount = () => ({ moves: window.polis.moves, log: window.polis.aiLog });

// Every request the page made was answered: a file asked for where it is not (a 404 the game
// recovers from) counts as much as a console error. The browser's own /favicon.ico is not the page's.
function allAnswered(failed) {
  assert.deepEqual(
    failed.filter((f) => !f.endsWith('/favicon.ico')),
    [],
    'failed requests',
  );
}

async function check(
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

test('Vite: vite build, then vite preview', only('vite'), async (t) => {
  const dir = newApp('vite');
  npm(dir, ['run', 'build']);
  report(t, 'Vite', shipped(path.join(dir, 'dist')));
  const { workers } = await check(await vitePreview(dir), ofElement);
  assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
});

test(
  'webpack 5: a production build with the usual style-loader rule, mountPolis and the element',
  only('webpack'),
  async (t) => {
    const dir = newApp('webpack');
    const out = npm(dir, ['run', 'build']);
    assert.doesNotMatch(out, /WARNING|ERROR/, out);
    report(t, 'webpack', shipped(path.join(dir, 'dist')));
    const url = await serve(dir);
    await check(url, ofMount);
    // The element's own styles are not the app's CSS: the style-loader rule leaves them alone.
    await check(`${url}element.html`, ofElement);
  },
);

test(
  'esbuild: one bundle, the worker and polis.wasm copied by esbuild itself',
  only('esbuild'),
  async (t) => {
    const dir = newApp('esbuild');
    npm(dir, ['run', 'build']);
    report(t, 'esbuild', shipped(path.join(dir, 'dist')));
    await check(await serve(dir), ofMount);
  },
);

test(
  'React 19 + TypeScript + Vite: <polis-game> in JSX type-checks; changing level keeps the game',
  only('react'),
  async (t) => {
    const dir = newApp('react');
    // The JSX types constrain: a level that does not exist and a wrong event detail fail tsc.
    fs.writeFileSync(
      path.join(dir, 'src', 'wrong.tsx'),
      `import 'polis-game/react';
    export const a = <polis-game level="grandmaster" />;
    export const b = <polis-game onpolis-move={(e) => e.detail.nothing} />;\n`,
    );
    const wrong = (() => {
      try {
        npm(dir, ['exec', '--', 'tsc']);
        return '';
      } catch (e) {
        return e.stdout;
      }
    })();
    assert.match(wrong, /wrong\.tsx\(2,.*grandmaster/);
    assert.match(wrong, /wrong\.tsx\(3,.*nothing/);
    fs.rmSync(path.join(dir, 'src', 'wrong.tsx'));
    npm(dir, ['run', 'build']); // tsc, then vite build
    report(t, 'React', shipped(path.join(dir, 'dist')));

    const url = await vitePreview(dir);
    const { page, errors, failed, foreign, close } = await openPage(browser, url, CALM);
    try {
      const first = await playOne(page, ofElement);
      assert.deepEqual([first.engine, first.level], ['wasm', 'beginner']);
      await waitFor(page, () => /^red [a-h]\d[a-h]\d$/.test(document.getElementById('last').textContent));
      // React sets the property: the game goes on, and the next answer is at the new level.
      await page.click('#medium');
      await waitFor(page, () => document.querySelector('polis-game').level === 'medium');
      const game = await page.evaluate(ofElement);
      assert.equal(game.moves.length, 2, 'the game was kept');
      let board = Rules.initialBoard();
      for (const m of game.moves) board = Rules.applyMove(board, Rules.parseMove(m)).board;
      await clickMove(page, Rules.moveToString(Rules.legalMoves(board, 'blue')[0]));
      await settled(page, 4, { exact: true, timeout: 60000 });
      const log = (await page.evaluate(ofElement)).log;
      assert.deepEqual(
        log.map((e) => [e.engine, e.level]),
        [
          ['wasm', 'beginner'],
          ['wasm', 'medium'],
        ],
      );
      assert.deepEqual(foreign, []);
      allAnswered(failed);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);

test('a CDN: the package served from a second origin, the page on its own', only('cdn'), async (t) => {
  // As a package CDN serves it: the tarball's files, with CORS.
  followsRecipe('cdn');
  const cdnRoot = path.join(tmp, 'cdn-files');
  const folder = path.join(cdnRoot, `${PKG.name}@${PKG.version}`);
  fs.mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', folder, '--strip-components=1']);
  const cdn = (await serve(cdnRoot, { 'Access-Control-Allow-Origin': '*' })).replace(/\/$/, '');
  const html = fs
    .readFileSync(path.join(APPS, 'cdn', 'index.html'), 'utf8')
    .replace('CDN/', `${cdn}/`)
    .replace(/polis-game@[\d.]+/, `${PKG.name}@${PKG.version}`);
  const site = path.join(tmp, 'cdn-site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), html);
  // The page on another origin than the CDN: localhost against 127.0.0.1.
  const pageUrl = (await serve(site)).replace('127.0.0.1', 'localhost');
  const origin = [new URL(pageUrl).origin, cdn];
  const { workers, requests } = await check(pageUrl, ofElement, { origin });
  assert.ok(
    workers.length === 2 && workers.every((w) => w.startsWith('blob:')),
    `both workers from same-origin blobs: ${workers}`,
  );

  // A policy that allows no worker but the page's own files: the engine runs in the page.
  const strict = `default-src 'self' ${cdn}; script-src 'self' ${cdn} 'wasm-unsafe-eval'; style-src 'self' ${cdn} 'unsafe-inline'; worker-src 'self'`;
  const strictUrl = (await serve(site, { 'Content-Security-Policy': strict })).replace(
    '127.0.0.1',
    'localhost',
  );
  const inPage = await check(strictUrl, ofElement, {
    origin: [new URL(strictUrl).origin, cdn],
    expectEngine: 'wasm-page',
    expectedErrors: /Content Security Policy|worker-src/,
  });
  assert.deepEqual(inPage.workers, []);
  // What the page loads from the CDN, of the package's files.
  const all = shipped(folder);
  const loaded = new Set(
    requests
      .filter((u) => u.startsWith(cdn))
      .map((u) => decodeURIComponent(new URL(u).pathname).split('/').slice(2).join('/')),
  );
  const files = all.files.filter((f) => loaded.has(f.file));
  assert.ok(
    files.some((f) => f.file === 'web/polis.wasm') && files.some((f) => f.file === 'web/ai-worker.bundle.js'),
  );
  // The element as one file (web/cdn/polis-game.js, issue 28): its worker, engine thread and wasm beside.
  assert.ok(loaded.has('web/cdn/polis-game.js'), `the element's one file: ${[...loaded]}`);
  assert.ok(loaded.size <= 5, `at most 5 files from the CDN: ${[...loaded].join(', ')}`);
  report(t, 'CDN (what the page loads)', {
    files,
    total: files.reduce((a, f) => ({ raw: a.raw + f.raw, gzip: a.gzip + f.gzip }), { raw: 0, gzip: 0 }),
  });
});

test(
  'Parcel 2: parcel build with package exports on and no auto-install, mountPolis and the stylesheet',
  only('parcel'),
  async (t) => {
    const dir = newApp('parcel');
    const out = npm(dir, ['run', 'build']);
    // No `process` (or any other Node module) polyfill asked for: with --no-autoinstall the
    // build would have failed; none was installed either.
    assert.doesNotMatch(out, /polyfill|Installing|process/i, out);
    assert.equal(fs.existsSync(path.join(dir, 'node_modules', 'process')), false);
    report(t, 'Parcel', shipped(path.join(dir, 'dist')));
    const { workers } = await check(await serve(path.join(dir, 'dist')), ofMount);
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
  },
);

test(
  "Rollup 4: node-resolve and import-meta-assets, which copies the worker alone (it takes the page's files)",
  only('rollup'),
  async (t) => {
    const dir = newApp('rollup');
    npm(dir, ['run', 'build']);
    report(t, 'Rollup', shipped(path.join(dir, 'dist')));
    const url = await serve(dir);
    const { workers } = await check(url, ofElement);
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);

    // Without the plugin Rollup copies none of the AI's files: the AI fails as the page loads
    // (before any move), the game says so and the console names the files to copy and the
    // options to set.
    fs.writeFileSync(
      path.join(dir, 'bare.config.js'),
      "import { nodeResolve } from '@rollup/plugin-node-resolve';\n" +
        "export default { input: 'src/main.js', output: { dir: 'dist', format: 'es' }, plugins: [nodeResolve({ browser: true })] };\n",
    );
    fs.rmSync(path.join(dir, 'dist'), { recursive: true });
    npm(dir, ['exec', '--', 'rollup', '-c', 'bare.config.js']);
    const { page, errors, close } = await openPage(browser, url, CALM);
    try {
      const started = Date.now();
      while (!errors.some((e) => /polis-game:/.test(e)) && Date.now() - started < 30000) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const said = errors.find((e) => /polis-game:/.test(e));
      await page.waitForSelector(`${GAME}[data-ai="failed"]`, { timeout: 30000 });
      t.diagnostic(`without the plugin, after ${Date.now() - started} ms: ${said}`);
      assert.ok(said, errors.join('\n'));
      for (const name of [
        'ai-worker.bundle.js',
        'engine-worker.bundle.js',
        'polis.wasm',
        'workerUrl',
        'wasmUrl',
        'worker-url',
      ])
        assert.ok(said.includes(name), `the console names ${name}`);
      assert.equal((await page.evaluate(ofElement)).moves.length, 0, 'no move was made up');
    } finally {
      await close();
    }
  },
);

test(
  'Next.js 16 (app router, Turbopack, the package external on the server): a server-rendered page with PolisGameComponent, a client-only page importing mountPolis statically, and a route handler whose AI runs off the main thread',
  only('next'),
  async (t) => {
    const dir = newApp('next');
    npm(dir, ['run', 'build']);
    report(t, 'Next.js (client files)', shipped(path.join(dir, '.next', 'static')));
    const url = await toolServer(dir, 'next', ['start', '--port', 'PORT', '--hostname', '127.0.0.1']);
    // Rendered on the server: the element is in the HTML before any script runs.
    assert.match(await (await fetch(url)).text(), /<polis-game level="beginner" restore="false">/);
    // PolisGameComponent's handler hears the move after hydration, with the package external.
    const { workers } = await check(url, ofElement, {
      then: async (page, answer) => {
        await waitFor(page, () => /^red [a-h]\d[a-h]\d$/.test(document.getElementById('last').textContent));
        assert.equal(await page.$eval('#last', (e) => e.textContent), `red ${answer.move}`);
      },
    });
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
    await check(`${url}client`, ofMount);

    // The route handler: a 1.5 s search in a worker thread while a 10 ms timer keeps ticking.
    const r = await (await fetch(`${url}api/move`)).json();
    t.diagnostic(`route handler: ${r.engine}, ${r.ticks} ticks of a 10 ms timer in ${Math.round(r.ms)} ms`);
    assert.equal(r.engine, 'wasm');
    assert.ok(
      Rules.legalMoves(Rules.initialBoard(), 'blue').some(
        (m) => Rules.moveToString(m) === Rules.moveToString(r.move),
      ),
      `Blue's ${Rules.moveToString(r.move)} is legal`,
    );
    assert.ok(r.ms >= 1400, `the search took its time (${r.ms} ms)`);
    // Off the main thread: engine 'wasm' is the search in a worker_threads worker (on the
    // server's own thread the result says 'wasm-page', and the console says why); and the
    // server's timer ticked during the search. How often it ticked (about 140 times on a quiet
    // machine, 5 on the main thread) depends on the machine's load, so it is reported above,
    // not compared with a number.
    assert.ok(r.ticks >= 1, `the server's timer went on ticking: ${r.ticks} in ${r.ms} ms`);
  },
);

test(
  "Next.js 16 without next.config.js: a 'use client' component imports mountPolis statically, as written for a browser",
  only('next-client'),
  async (t) => {
    // The package is bundled for the server here, which renders client components too, under
    // the `node` condition: the server entry must have the names the browser entry has.
    const dir = newApp('next-client');
    const out = npm(dir, ['run', 'build']);
    assert.doesNotMatch(out, /was not found|polis-game can't be external/, out);
    report(t, 'Next.js without config (client files)', shipped(path.join(dir, '.next', 'static')));
    const url = await toolServer(dir, 'next', ['start', '--port', 'PORT', '--hostname', '127.0.0.1']);
    const { workers } = await check(`${url}client`, ofMount);
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
  },
);

test(
  'Vue 3 + Vite: <polis-game> in a Vue template, its polis-move event handled by Vue',
  only('vue'),
  async (t) => {
    const dir = newApp('vue');
    const out = npm(dir, ['run', 'build']);
    assert.doesNotMatch(out, /Failed to resolve component/, out);
    report(t, 'Vue', shipped(path.join(dir, 'dist')));
    const url = await vitePreview(dir);
    const { page, errors, failed, foreign, close } = await openPage(browser, url, CALM);
    try {
      const answer = await playOne(page, ofElement);
      assert.equal(answer.engine, 'wasm');
      // Vue's listener got the element's event: the last move it shows is the computer's answer.
      await waitFor(page, () => /^red [a-h]\d[a-h]\d$/.test(document.getElementById('last').textContent));
      assert.equal(await page.$eval('#last', (e) => e.textContent), `red ${answer.move}`);
      assert.deepEqual(foreign, []);
      allAnswered(failed);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  },
);

test(
  'SvelteKit (adapter-static): the page prerendered with the element, then played',
  only('sveltekit'),
  async (t) => {
    const dir = newApp('sveltekit');
    npm(dir, ['run', 'build']);
    const html = fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8');
    assert.match(html, /<polis-game level="beginner" restore="false">/, 'prerendered with the element');
    report(t, 'SvelteKit', shipped(path.join(dir, 'build')));
    const { workers } = await check(await serve(path.join(dir, 'build')), ofElement);
    assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
  },
);

test('Astro: a static page with the element and its script bundled by Astro', only('astro'), async (t) => {
  const dir = newApp('astro');
  npm(dir, ['run', 'build']);
  report(t, 'Astro', shipped(path.join(dir, 'dist')));
  const { workers } = await check(await serve(path.join(dir, 'dist')), ofElement);
  assert.equal(workers.length, 2, `the AI worker and its engine thread: ${workers}`);
});
