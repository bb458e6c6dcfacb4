// The package's entry points where they are imported: on a server (Node, a framework's server
// rendering or prerendering) and in a browser bundle.
//
// - Every JavaScript file an entry point of package.json's `exports` leads to (under every
//   condition: a server bundler resolves `browser`/`default` as a browser does) is imported
//   here, in Node, where there is no window, document, HTMLElement or customElements: none may
//   throw, and none may define anything on the page's globals.
// - No module a browser bundle takes in names `process` as a variable of its own: Parcel then
//   adds a `process` polyfill to the app (and fails where it may not install one), webpack 4 and
//   others too. A guarded `globalThis.process` is a property, which bundlers leave alone.
// - The fields older resolvers read (`main`, `module`, `browser`) agree with `exports`.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const DOM_GLOBALS = ['window', 'document', 'HTMLElement', 'customElements'];

// Started with `new Worker(url)` or copied as a file, never imported as a module: the workers
// (built for a worker's global scope) and files.js (imports a .wasm and the workers as files,
// for esbuild's file loader).
const NOT_MODULES = new Set(['./files', './worker', './engine-worker']);

// Every JavaScript target of `exports`, by condition.
function targets() {
  const out = [];
  for (const [entry, value] of Object.entries(PKG.exports)) {
    if (NOT_MODULES.has(entry)) continue;
    const walk = (v, conditions) => {
      if (typeof v === 'string') {
        if (v.endsWith('.js')) out.push({ entry, conditions: conditions.join('/') || 'default', file: v });
      } else for (const [k, w] of Object.entries(v)) if (k !== 'types') walk(w, [...conditions, k]);
    };
    walk(value, []);
  }
  return out;
}

test('every entry point imports on a server, with no window, document, HTMLElement or customElements', async () => {
  for (const name of DOM_GLOBALS) assert.equal(name in globalThis, false, `Node has no ${name}`);
  const list = targets();
  assert.ok(list.some((t) => t.file === './web/polis-game.js'));
  assert.ok(list.some((t) => t.file === './web/browser.js'));
  const failures = [];
  for (const t of list) {
    try {
      await import(pathToFileURL(path.join(ROOT, t.file)).href);
    } catch (e) {
      failures.push(`${PKG.name}${t.entry.slice(1)} (${t.conditions}: ${t.file}): ${e.message}`);
    }
  }
  assert.deepEqual(failures, []);
  for (const name of DOM_GLOBALS) assert.equal(name in globalThis, false, `nothing defined ${name}`);
  // The element's class is there for a server to name; it is defined once a browser loads it.
  const { PolisGameElement } = await import('../../web/polis-game.js');
  assert.equal(typeof PolisGameElement, 'function');
});

// Next.js renders a 'use client' component on the server too, under the `node` condition: a
// static `import { mountPolis } from 'polis-game'` written for the browser must find the name
// there (it was missing: the build failed), and calling it says it needs a page.
test('the server entry has every name the browser entry has; what needs a page says so there', async () => {
  const server = await import(pathToFileURL(path.join(ROOT, PKG.exports['.'].node.default)).href);
  const page = await import(pathToFileURL(path.join(ROOT, PKG.exports['.'].browser.default)).href);
  assert.deepEqual(Object.keys(server).sort(), Object.keys(page).sort());
  for (const name of Object.keys(page))
    assert.equal(typeof server[name], typeof page[name], `${name} is of one kind on both sides`);
  assert.equal(server.PolisGame, page.PolisGame, 'the rules and the game object are the same modules');
  assert.throws(() => server.mountPolis({}, { level: 'easy' }), {
    constructor: Error,
    message: /mountPolis needs a page \(a DOM\).*server entry.*in an effect/,
  });
  assert.deepEqual(server.configFromUrl('?level=easy').config, { level: 'easy' });
  const { PolisGameElement } = await import('../../web/polis-game.js');
  assert.throws(() => new PolisGameElement(), { constructor: Error, message: /<polis-game> needs a page/ });
});

// What a browser bundle of each browser entry point (and each worker bundle, which bundlers
// bundle as they are) holds: esbuild marks every use of a free `process` variable.
test('no browser module names a `process` of its own (a bundler would polyfill it)', async () => {
  const entries = [
    ...new Set(
      targets()
        .filter((t) => !/(^|\/)node($|\/)/.test(t.conditions))
        .map((t) => t.file),
    ),
    './web/ai-worker.bundle.js',
    './web/engine-worker.bundle.js',
  ];
  const found = [];
  for (const file of entries) {
    const result = await esbuild.build({
      entryPoints: [path.join(ROOT, file)],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      // React is the host app's (polis-game/react imports it, an optional peer dependency); its
      // own process.env.NODE_ENV is replaced by every bundler that builds React apps.
      external: ['node:*', 'react', 'react-dom'],
      loader: { '.wasm': 'file', '.bundle.js': 'file', '.json': 'json' },
      define: { process: 'POLIS_FREE_PROCESS' },
      outdir: '/nowhere',
    });
    for (const out of result.outputFiles) {
      const n = out.text.split('POLIS_FREE_PROCESS').length - 1;
      if (n) found.push(`${file}: ${n} use(s) of process`);
    }
  }
  assert.deepEqual(found, []);
});

test("main, module and browser agree with exports['.']", () => {
  const dot = PKG.exports['.'];
  assert.equal(PKG.main, dot.node.default, 'main: what Node gets');
  assert.equal(PKG.module, dot.browser.default, 'module: what a bundler gets');
  assert.equal(PKG.browser, dot.browser.default, 'browser: what a browser bundle gets');
  assert.equal(PKG.types, dot.node.types);
  for (const f of [PKG.main, PKG.module, PKG.browser]) assert.ok(fs.existsSync(path.join(ROOT, f)), f);
});

// A server bundler that copies ai-client.js but not its worker's files: the AI still answers,
// on the server's own thread, and says once why and what to change.
test('a server whose AI worker cannot start answers in its own thread and says so once', async () => {
  const { createAiClient } = await import('../../web/ai-client.js');
  const { initialBoard, legalMoves, moveToString } = await import('../../web/rules.js');
  const warnings = [];
  const warn = console.warn;
  console.warn = (...args) => warnings.push(args.join(' '));
  const clients = [1, 2].map(() =>
    createAiClient({ workerUrl: new URL('./no-such-worker.js', import.meta.url).href }),
  );
  try {
    for (const client of clients) {
      const r = await client.chooseMove(initialBoard(), 'blue', { depth: 2 });
      assert.equal(r.engine, 'wasm-page');
      assert.ok(legalMoves(initialBoard(), 'blue').some((m) => moveToString(m) === moveToString(r.move)));
    }
  } finally {
    console.warn = warn;
    for (const client of clients) client.terminate();
  }
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0], /wasm-page/);
  assert.match(warnings[0], /serverExternalPackages: \['polis-game'\]/);
});
