// The service worker's list of files with their hashes (web/page/offline.json) and its build key
// (sw.js's BUILD line, the start of the list's own hash) are what scripts/build-offline.mjs makes
// of today's files (else: make offline), and the key follows the files: a changed module, style,
// puzzle or polis.wasm gives a new key, hence a new sw.js that browsers install, so an installed
// game is never stuck on an old version. The list follows what the page loads, source modules
// or built bundles alike.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { generated, pageFiles, LIST_FILE, WORKER_FILE } from '../../scripts/build-offline.mjs';

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
  const files = pageFiles();
  for (const f of [
    'index.html',
    // The page's start and its built code (web/app/: every mode; scripts/build-page.mjs).
    'web/app/start.js',
    'web/app/game.js',
    'web/app/learn.js',
    'web/app/style.css',
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

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

test("each file is listed with its bytes' SHA-256, and the key is the start of the list's", () => {
  const text = fs.readFileSync(path.join(ROOT, LIST_FILE), 'utf8');
  const list = JSON.parse(text);
  assert.deepEqual(Object.keys(list.sha256).sort(), [...list.files].sort(), 'every file has a hash');
  for (const f of list.files.filter((f) => fs.existsSync(path.join(ROOT, f))))
    assert.equal(list.sha256[f], sha256(fs.readFileSync(path.join(ROOT, f))), `${f}'s hash`);
  assert.equal(generated().build, sha256(text).slice(0, 16));
});

function copyOfPage() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-offline-'));
  for (const f of ['index.html', 'sw.js', 'web'])
    fs.cpSync(path.join(ROOT, f), path.join(tmp, f), { recursive: true });
  return tmp;
}

test('a changed file, or a rebuilt polis.wasm, gives a new build key; an unbuilt one keeps its hash', () => {
  const tmp = copyOfPage();
  try {
    const before = generated(tmp).build;
    assert.equal(before, generated().build, 'a copy has the same key');
    fs.appendFileSync(path.join(tmp, 'web/app/game.js'), '\n');
    const afterModule = generated(tmp).build;
    assert.notEqual(afterModule, before, 'a module changed');
    const wasm = path.join(tmp, 'web/polis.wasm');
    if (fs.existsSync(wasm)) {
      fs.appendFileSync(wasm, Buffer.from([0]));
      assert.notEqual(generated(tmp).build, afterModule, 'polis.wasm changed');
      fs.rmSync(wasm);
    }
    const listed = JSON.parse(fs.readFileSync(path.join(ROOT, LIST_FILE), 'utf8')).sha256['web/polis.wasm'];
    assert.equal(
      JSON.parse(generated(tmp)[LIST_FILE]).sha256['web/polis.wasm'],
      listed,
      'an unbuilt wasm keeps its hash',
    );
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

// A page whose code is built bundles (minified, double quotes, chunks, a start script naming the
// bundle): the list holds every file it can reach, and refuses an import of a missing file.
test('the list follows a page of bundles as it follows source modules', () => {
  const tmp = copyOfPage();
  try {
    const put = (f, text) => {
      fs.mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      fs.writeFileSync(path.join(tmp, f), text);
    };
    const html = fs.readFileSync(path.join(tmp, 'index.html'), 'utf8');
    put(
      'index.html',
      html
        .replace(/<link rel="modulepreload"[^>]*>\n/g, '')
        .replace('src="web/app/start.js"', 'src="web/page/start-x.js"'),
    );
    put('web/page/start-x.js', "var s=document.createElement('script');s.src='web/app/game.js';");
    put(
      'web/app/game.js',
      'import{a}from"./chunk-A.js";import("./lazy.js");new URL("../polis.wasm",import.meta.url);',
    );
    put('web/app/chunk-A.js', 'export const a=1;');
    put('web/app/lazy.js', 'import"./chunk-A.js";');
    put('web/app/unused.js', '');
    const files = pageFiles(tmp);
    for (const f of [
      'web/page/start-x.js',
      'web/app/game.js',
      'web/app/chunk-A.js',
      'web/app/lazy.js',
      'web/polis.wasm',
      'web/app/style.css',
    ])
      assert.ok(files.includes(f), `${f} is kept`);
    assert.ok(!files.includes('web/app/unused.js'), 'a file nothing names is not');
    assert.ok(!files.includes('web/app/start.js'), 'nor the start the page no longer loads');
    put('web/app/lazy.js', 'import"./gone.js";');
    assert.throws(() => pageFiles(tmp), /web\/app\/lazy\.js imports \.\/gone\.js/);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
