// The page's code as players get it (issue 28): web/app/ holds exactly what scripts/build-page.mjs
// builds from today's sources (else: make page), each first file (the page's game.js and
// learn.js, puzzle.js, editor.js, analysis.js, games.js; the package's polis-game.js and ui.js) is one file that imports no other before its
// first screen, and index.html loads nothing but its start (web/page/start.js), which loads one
// of those files: no module of the sources, no preload of a file the first screen does not need.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import vm from 'node:vm';
import { BUNDLES, buildPage, committedPage } from '../../scripts/build-page.mjs';
import { readAddress, MODES } from '../../web/lib/address.js';

const pageMode = (search) => readAddress(search).mode;
const PAGE_MODES = MODES.filter((m) => m !== 'game');

const read = (file) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

test('web/app/ and web/cdn/ match their sources (else: make page)', async () => {
  const built = await buildPage();
  const committed = committedPage();
  assert.deepEqual(Object.keys(committed), Object.keys(built), 'the same files in web/app/ and web/cdn/');
  const stale = Object.keys(built).filter((f) => committed[f] !== built[f]);
  assert.deepEqual(stale, [], 'stale files: run make page');
});

test('each first file imports no other file before its first screen, and has its source map', () => {
  for (const { name, dir } of BUNDLES) {
    const text = read(`${dir}/${name}.js`);
    // esbuild writes a static import as `import{a as b}from"./file.js"` or `import"./file.js"`.
    const imports = text.match(/\bfrom\s*["']\.{1,2}\/[^"']*["']|(?:^|[;\n])import\s*["']\.{1,2}\//g);
    assert.equal(imports, null, `${name}.js imports nothing statically`);
    assert.match(text, new RegExp(`//# sourceMappingURL=${name}\\.js\\.map\\n?$`));
    assert.ok(
      JSON.parse(read(`${dir}/${name}.js.map`)).sources.length > 10,
      `${name}.js.map names its sources`,
    );
  }
});

// What the game needs only later is not in its first file (issue 28): the dialogs (setup, rules,
// result) come in one file of their own, which the first file loads when the player first
// touches the game (web/play/dialogs/dialogs.js). Read from the source maps: the modules each
// file was built from.
test("the game's dialogs are left out of its first files, to a file of their own", () => {
  const later = ['web/play/dialogs/setup.js', 'web/play/dialogs/result.js', 'web/play/dialogs/rules-body.js'];
  const sourcesOf = (file) =>
    JSON.parse(read(`${file}.map`)).sources.map((s) => new URL(s, `file:///x/${file}`).pathname.slice(3));
  for (const [dir, name] of [
    ['web/app', 'game'],
    ['web/cdn', 'polis-game'],
    ['web/cdn', 'ui'],
  ]) {
    const first = sourcesOf(`${dir}/${name}.js`);
    assert.ok(first.includes('web/play/dialogs/dialogs.js'), `${name}.js holds the dialogs' door`);
    for (const f of later) assert.ok(!first.includes(f), `${name}.js leaves out ${f}`);
    const lazy = sourcesOf(`${dir}/${name}-lazy-play-dialogs-kinds.js`);
    for (const f of later) assert.ok(lazy.includes(f), `${name}-lazy-play-dialogs-kinds.js holds ${f}`);
    assert.ok(
      read(`${dir}/${name}.js`).includes(`${name}-lazy-play-dialogs-kinds.js`),
      `${name}.js loads it`,
    );
    // One request: it takes what the first file holds from it, not from chunks of its own.
    const imports = read(`${dir}/${name}-lazy-play-dialogs-kinds.js`).match(/\bfrom\s*"\.\/[^"]*"/g);
    assert.deepEqual(
      [...new Set(imports)],
      [`from"./${name}.js"`],
      `${name}'s dialogs import only ${name}.js`,
    );
  }
});

// The game's file is asked for beside the start (most visits are the game: a round trip sooner
// on a phone's network); another mode's visit fetches it too, and nothing else it may not need.
test('index.html loads its start alone, which loads one built file per mode; the game file preloaded', () => {
  const html = read('index.html');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(scripts, ['<script src="web/app/start.js">']);
  const preloads = [...html.matchAll(/<link [^>]*rel="(?:module)?preload"[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(preloads, ['<link rel="modulepreload" href="web/app/game.js">']);
  const links = [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(links, [
    'web/app/game.js',
    'web/app/style.css',
    'web/icon.svg',
    'web/icons/icon-192.png',
    'web/manifest.json',
  ]);
});

// web/page/start.js, built (web/app/start.js), run as the browser runs it, with only what it
// touches: the file it loads, the first board it offers (no storage here: nothing kept).
function startLoads(search) {
  const added = [];
  const listened = [];
  const context = {
    location: { search, href: `https://example.org/index.html${search}`, pathname: '/index.html', hash: '' },
    history: { replaceState() {}, state: null },
    document: {
      baseURI: 'https://example.org/index.html',
      createElement: () => ({}),
      head: { appendChild: (s) => added.push(s) },
      addEventListener: (type) => listened.push(type),
      getElementById: () => null, // run in the head: the page is not parsed yet
    },
    URL,
    URLSearchParams,
    Worker: function () {
      this.postMessage = () => {};
      this.addEventListener = () => {};
    },
  };
  context.window = context;
  vm.runInNewContext(read('web/app/start.js'), context);
  assert.equal(added.length, 1, `one script for ${search}`);
  assert.equal(added[0].type, 'module');
  const first = !!context.polisFirstBoard;
  assert.deepEqual(listened, first ? ['DOMContentLoaded'] : [], 'the first board waits for the page');
  return { src: added[0].src, early: !!context.polisEarlyWorker, first };
}

test("start.js loads the built file of the mode the address names, as web/lib/address.js reads it; the computer's engine starts early for the game only, the first board for a plain first visit", () => {
  assert.deepEqual(
    [...read('web/page/start.js').matchAll(/(\w+): 'web\/app\/\w+\.js'/g)].map((m) => m[1]),
    PAGE_MODES,
    "start.js reads the modes in address.js's order",
  );
  for (const search of [
    '',
    '?level=hard',
    '?learn',
    '?puzzle',
    '?puzzle=12',
    '?editor=x',
    '?analysis=',
    '?games',
    '?puzzle&editor',
    '?blue=human&moves=b2b3',
  ]) {
    const mode = pageMode(search);
    const { src, early, first } = startLoads(search);
    assert.equal(src, `web/app/${mode}.js`, search);
    assert.equal(early, mode === 'game', `the early engine for ${search}`);
    // A first visit's game only: a query (a level, a link) needs the game's code to be drawn.
    assert.equal(first, search === '', `the first board for ${search}`);
    assert.ok(fs.existsSync(new URL(`../../${src}`, import.meta.url)), src);
  }
  for (const mode of ['game', ...PAGE_MODES])
    assert.ok(fs.existsSync(new URL(`../../web/page/${mode}.js`, import.meta.url)), mode);
});
