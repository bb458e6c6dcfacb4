// web/ stays a map a newcomer can read (issue 20): no module over 300 lines, no function over 80
// lines, outside generated files; an exported name means one thing (defined in one module, the
// others re-export it); the top of web/ holds only the package's entry points and the files that
// others find by URL. Measured by scripts/measure-web.mjs (`node scripts/measure-web.mjs` prints
// the sizes).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { measure } from '../../scripts/measure-web.mjs';

const MAX_MODULE_LINES = 300;
const MAX_FUNCTION_LINES = 80;
// Exported names defined twice on purpose, each with its reason.
const SAME_NAME_ON_PURPOSE = {
  // The public AI client's functions and the engine's own, which the worker runs for them.
  analyse: 'web/ai-client.js asks the worker; web/engine/review.js is what the worker does',
  reviewGame: 'web/ai-client.js asks the worker; web/engine/review.js is what the worker does',
  // The engine checks moves with its own messages (the C side's limits), the rules with theirs.
  checkMove: "web/engine/board-io.js names the engine's limits; web/rules/board.js the rules'",
  // The server entry's stand-in, which says it needs a page, and the page's own.
  mountPolis: "web/lib/no-dom.js is the server entry's (index.js), web/ui.js the browser entry's",
};

const { modules } = measure();

test('no module of web/ over 300 lines', () => {
  assert.ok(modules.length > 50, `the modules were found (${modules.length})`);
  const long = modules.filter((m) => m.lines > MAX_MODULE_LINES).map((m) => `${m.file} (${m.lines})`);
  assert.deepEqual(long, []);
});

test('no function of web/ over 80 lines', () => {
  const long = modules
    .flatMap((m) => m.functions)
    .filter((f) => f.lines > MAX_FUNCTION_LINES)
    .map((f) => `${f.file}:${f.line} ${f.name} (${f.lines})`);
  assert.deepEqual(long, []);
});

test('an exported name is defined in one module of web/', () => {
  const definedIn = new Map();
  for (const m of modules) {
    const text = fs.readFileSync(new URL(`../../web/${m.file}`, import.meta.url), 'utf8');
    for (const [, name] of text.matchAll(/^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm)) {
      definedIn.set(name, [...(definedIn.get(name) ?? []), m.file]);
    }
  }
  const twice = [...definedIn]
    .filter(([name, files]) => files.length > 1 && !SAME_NAME_ON_PURPOSE[name])
    .map(([name, files]) => `${name}: ${files.join(', ')}`);
  assert.deepEqual(twice, []);
});

test("the top of web/ holds only the package's entry points and what others find by URL", () => {
  const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const named = new Set(
    [
      ...JSON.stringify(pkg.exports).matchAll(/"\.\/web\/([^"/]+)"/g),
      ...JSON.stringify(pkg.sideEffects).matchAll(/"\.\/web\/([^"/*]+)"/g),
    ].map((m) => m[1]),
  );
  // The page's start (index.html), the embedding example (the README), the worker starter that
  // finds the worker bundles beside it, and the icon.
  for (const f of [
    'boot.js',
    'embed-example.html',
    'embed-example.js',
    'embed-example.css',
    'ai-start.js',
    'icon.svg',
    // The installed game's manifest (index.html links it; its icons are in web/icons/).
    'manifest.json',
  ])
    named.add(f);
  const top = fs.readdirSync(new URL('../../web/', import.meta.url), { withFileTypes: true });
  const stray = top
    .filter((e) => e.isFile() && !named.has(e.name) && !e.name.endsWith('.bundle.js'))
    .map((e) => e.name);
  assert.deepEqual(stray, []);
  // The built files (scripts/build-page.mjs) are in folders of their own, never at the top: the
  // page's in web/app/ (index.html's start loads them; the offline list holds the whole folder),
  // the package's one-file <polis-game> and mountPolis in web/cdn/. Each holds code and maps only.
  for (const dir of ['app', 'cdn']) {
    const files = fs.readdirSync(new URL(`../../web/${dir}/`, import.meta.url));
    assert.ok(files.length > 2, `web/${dir}/ is built (make page)`);
    assert.deepEqual(
      files.filter((f) => !/\.(js|css)(\.map)?$/.test(f)),
      [],
      `web/${dir}/ holds built code, the built style sheet and source maps`,
    );
  }
});

// Every mode of the page is built one way (issue 27): a reader who knows one mode knows them all.
// Each folder has a controller (ctrl.js: createXCtrl), a view (view.js: createXView, whose result
// draws with draw() and is torn down with destroy()), its side effects (effects.js:
// createXEffects(ctrl, deps), with run() and destroy()) and a mount (mode.js: mountX); one
// teardown verb, destroy, for all of them.
const MODES = { play: 'Play', learn: 'Learn', puzzle: 'Puzzle', analysis: 'Analysis', editor: 'Editor' };
const read = (file) => fs.readFileSync(new URL(`../../web/${file}`, import.meta.url), 'utf8');

test('every mode folder has the same files with the same roles and function names', () => {
  for (const [folder, X] of Object.entries(MODES)) {
    const exports = (file) =>
      [...read(`${folder}/${file}`).matchAll(/^export (?:async )?function (\w+)\s*\(([^)]*)/gm)].map((m) => ({
        name: m[1],
        params: m[2],
      }));
    const has = (file, name) => exports(file).find((e) => e.name === name);
    assert.ok(has('ctrl.js', `create${X}Ctrl`), `${folder}/ctrl.js exports create${X}Ctrl`);
    assert.match(has('view.js', `create${X}View`)?.params ?? '', /^container, ctrl\b/, `${folder}/view.js`);
    assert.match(has('effects.js', `create${X}Effects`)?.params ?? '', /^ctrl, /, `${folder}/effects.js`);
    assert.ok(has('mode.js', `mount${X}`), `${folder}/mode.js exports mount${X}`);
    for (const file of ['view.js', 'effects.js'])
      assert.match(read(`${folder}/${file}`), /\bdestroy\b/, `${folder}/${file} has a destroy()`);
    assert.match(read(`${folder}/view.js`), /\bdraw: \(\) =>/, `${folder}/view.js draws with draw()`);
    // No other teardown verb on what a mode makes.
    assert.doesNotMatch(read(`${folder}/mode.js`), /\.(stop|release|dispose)\(\)/, `${folder}/mode.js`);
  }
});

test('web/play/ is grouped by concept: about ten files at its top, no name both ctrl and controller', () => {
  const entries = fs.readdirSync(new URL('../../web/play/', import.meta.url), { withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => e.name);
  assert.ok(files.length <= 13, `web/play/ has ${files.length} files at its top: ${files.join(', ')}`);
  const all = measure().modules.map((m) => m.file);
  assert.deepEqual(
    all.filter((f) => /controller/.test(f)),
    [],
    'no module is named controller (a mode has ctrl.js)',
  );
  // As in web/board/: input.js has no DOM, events.js is the DOM's side.
  assert.doesNotMatch(
    read('play/input.js').replace(/^\s*\/\/.*$/gm, ''),
    /\b(document|window|addEventListener)\b/,
  );
  assert.match(read('play/events.js'), /addEventListener|keydown/);
});
