// The service worker's list of files (web/page/offline.json) and its build key (sw.js's BUILD
// line) are what scripts/build-offline.mjs makes of today's files (else: make offline), and the
// key follows the files: a changed module, style or puzzle gives a new key, hence a new sw.js
// that browsers install, so an installed game is never stuck on an old version.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generated, offlineFiles, LIST_FILE, WORKER_FILE } from '../../scripts/build-offline.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test(`${LIST_FILE} and ${WORKER_FILE}'s build key are up to date (else: make offline)`, () => {
  const out = generated();
  for (const f of [LIST_FILE, WORKER_FILE])
    assert.ok(fs.readFileSync(path.join(ROOT, f), 'utf8') === out[f], `${f} is stale: run make offline`);
  assert.match(
    fs.readFileSync(path.join(ROOT, WORKER_FILE), 'utf8'),
    new RegExp(`^const BUILD = '${out.build}';$`, 'm'),
  );
});

test('the list holds the page, every mode, the styles, the engine, the icons and the puzzles', () => {
  const files = offlineFiles();
  for (const f of [
    'index.html',
    // The page's start and its built code (web/app/: every mode; scripts/build-page.mjs).
    'web/page/start.js',
    'web/app/game.js',
    'web/app/learn.js',
    'web/style.css',
    'web/polis.wasm',
    'web/ai-worker.bundle.js',
    'web/engine-worker.bundle.js',
    'web/puzzle/puzzles.json',
    'web/manifest.json',
  ])
    assert.ok(files.includes(f), `${f} is kept offline`);
  const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  for (const [, href, src] of html.matchAll(
    /<link rel="(?:modulepreload|stylesheet|manifest|icon|apple-touch-icon)" href="([^"]+)"|<script src="([^"]+)"/g,
  ))
    assert.ok(files.includes(href ?? src), `${href ?? src}, which index.html loads, is kept offline`);
  for (const f of files.filter((f) => f !== 'web/polis.wasm'))
    assert.ok(fs.existsSync(path.join(ROOT, f)), `${f} exists`);
  // Every file the built code loads later (its lazy files and their chunks) is kept too.
  for (const f of files.filter((f) => f.startsWith('web/app/')))
    for (const [, spec] of fs
      .readFileSync(path.join(ROOT, f), 'utf8')
      .matchAll(/(?:from|import\()\s*["'](\.\/[\w-]+\.js)["']/g))
      assert.ok(
        files.includes(path.posix.join('web/app', spec)),
        `${spec}, which ${f} loads, is kept offline`,
      );
});

test('a changed file, or a changed engine source, gives a new build key', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-offline-'));
  try {
    for (const f of ['index.html', 'sw.js', 'web', 'src'])
      fs.cpSync(path.join(ROOT, f), path.join(tmp, f), { recursive: true });
    const before = generated(tmp).build;
    assert.equal(before, generated().build, 'a copy has the same key');
    fs.appendFileSync(path.join(tmp, 'web/app/game.js'), '\n');
    const afterModule = generated(tmp).build;
    assert.notEqual(afterModule, before, 'the built code changed');
    fs.appendFileSync(path.join(tmp, 'src/polis.h'), '\n');
    assert.notEqual(generated(tmp).build, afterModule, "the engine's source changed");
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
