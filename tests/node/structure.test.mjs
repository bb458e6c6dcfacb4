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
});
