// Apps built with the bundlers a front-end developer uses, from the packed package, each played
// in Chromium (the harness: ./apps.mjs): a Vite production build served by `vite preview`, a
// webpack 5 production build with the usual style-loader rule, an esbuild bundle, a React 19 +
// TypeScript app (tsc with the package's JSX types, then Vite), the package's files served from
// a second origin as a package CDN serves them, Parcel 2 and Rollup 4.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as Rules from '../../web/rules.js';
import { openPage, CALM, settled, clickMove, waitFor } from '../helpers/browser.mjs';
import {
  useApps,
  followsRecipe,
  APPS,
  PKG,
  GAME,
  tmp,
  tarball,
  browser,
  only,
  newApp,
  npm,
  shipped,
  report,
  vitePreview,
  serve,
  playOne,
  ofElement,
  ofMount,
  allAnswered,
  check,
} from './apps.mjs';

useApps();

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
