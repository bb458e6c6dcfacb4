// The npm package: `npm pack`, then install the tarball into an empty temporary project and use
// it as someone who found it on npm would: search in Node, type-check TypeScript against the
// declarations, play in Chromium from a page that imports it straight from node_modules, and
// check what `npm publish` would send. Bundlers and a CDN: tests/toolchains/.
//
//   node --test tests/package/package.test.mjs     (needs web/polis.wasm and `npm ci`'s typescript)

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as Rules from '../../web/rules.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, openPage, playable, settled, clickMove } from '../helpers/browser.mjs';
import { NPM_ENV } from '../helpers/npm.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

let tmp;
let app; // the consumer project
let packed; // npm pack --json's description of the tarball
let server;
let browser;

async function playsInChromium(url) {
  browser ??= await launchChromium();
  const { page, errors, requests, foreign, close } = await openPage(browser, url);
  try {
    await playable(page);
    await clickMove(page, 'c2c3');
    await settled(page, 2, { exact: true });
    const log = await page.evaluate(() => window.polis.aiLog);
    assert.equal(log.length, 1);
    assert.equal(log[0].engine, 'wasm');
    assert.deepEqual(foreign, []);
    assert.deepEqual(errors, []);
    return requests;
  } finally {
    await close();
  }
}

function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  fs.writeFileSync(path.join(app, file), text);
}

function node(args) {
  return spawnSync(process.execPath, args, { cwd: app, encoding: 'utf8', timeout: 60000 });
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-pack-'));
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], {
    cwd: ROOT,
    env: NPM_ENV,
    encoding: 'utf8',
  });
  // The JSON array is the last thing printed (prepack's make may print before it).
  [packed] = JSON.parse(out.slice(out.search(/^\[$/m)));
  app = path.join(tmp, 'app');
  fs.mkdirSync(app);
  write(
    'package.json',
    JSON.stringify({ name: 'polis-consumer', version: '1.0.0', private: true, type: 'module' }),
  );
  execFileSync('npm', ['install', '--no-package-lock', '--offline', path.join(tmp, packed.filename)], {
    cwd: app,
    env: NPM_ENV,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

test('the package holds the engine, the rules, the worker, the glue, the UI and the declarations', () => {
  assert.equal(packed.name, PKG.name);
  const files = packed.files.map((f) => f.path);
  const web = fs
    .readdirSync(path.join(ROOT, 'web'), { recursive: true })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.(c?js|css|wasm)$/.test(f));
  for (const f of web) assert.ok(files.includes(`web/${f}`), `web/${f} is not in the package`);
  const types = fs.readdirSync(path.join(ROOT, 'types')).filter((f) => f.endsWith('.d.ts'));
  assert.ok(types.length >= 5);
  for (const f of types) assert.ok(files.includes(`types/${f}`), `types/${f} is not in the package`);
  for (const f of files)
    assert.ok(!/^(src|tests|bench|build|node_modules)\//.test(f), `${f} should not be in the package`);
  assert.ok(!PKG.private, 'the package can be published');
  const installed = fs.readFileSync(path.join(app, 'node_modules', PKG.name, 'web', 'polis.wasm'));
  assert.deepEqual(installed, fs.readFileSync(path.join(ROOT, 'web', 'polis.wasm')));
});

test('Node: import { createEngine } from the package and search a position', () => {
  write(
    'search.mjs',
    `
    import { createEngine, parsePosition, moveToString, legalMoves } from '${PKG.name}';
    import { applyMove } from '${PKG.name}/rules';
    const engine = await createEngine();
    const { board, player } = parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b');
    const r = engine.search(board, player, { depth: 4, exact: true });
    const after = applyMove(board, r.move).board;
    console.log(JSON.stringify({ move: moveToString(r.move), depth: r.depth, legal: legalMoves(board, player).length,
      perft: engine.perft(board, player, 2), red: legalMoves(after, 'red').length }));
  `,
  );
  const run = node(['search.mjs']);
  assert.equal(run.status, 0, run.stderr);
  const out = JSON.parse(run.stdout);
  const start = Rules.initialBoard();
  assert.ok(
    Rules.legalMoves(start, 'blue').some((m) => Rules.moveToString(m) === out.move),
    `searched move ${out.move}`,
  );
  assert.equal(out.depth, 4);
  assert.equal(out.legal, 22);
  assert.equal(out.perft, Rules.perft(start, 'blue', 2));
  assert.ok(out.red > 0);
});

test("the package README's example runs in Node as written: a game object and the AI in a worker thread", () => {
  const readme = fs.readFileSync(path.join(ROOT, 'docs', 'npm-README.md'), 'utf8');
  const example = [...readme.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((c) => c.includes('new PolisGame('));
  assert.ok(example, 'the README has the example');
  write('readme-example.mjs', example);
  const run = node(['readme-example.mjs']);
  assert.equal(run.status, 0, run.stderr);
  const [history, count, winner, score] = run.stdout.trim().split(/\s(?![^[]*\])/);
  const moves = JSON.parse(history.replace(/'/g, '"'));
  assert.equal(moves.length, 2);
  assert.equal(moves[0], 'b2b3');
  let board = Rules.initialBoard();
  for (const m of moves) board = Rules.applyMove(board, Rules.parseMove(m)).board;
  assert.equal(Number(count), Rules.legalMoves(board, 'blue').length);
  assert.equal(winner, 'null');
  assert.ok(Number.isInteger(Number(score)));
});

test('exports: Node and the browser condition get the same names; in Node mountPolis says it needs a page', () => {
  write(
    'names.mjs',
    `const p = await import('${PKG.name}');
    let said = null;
    try { p.mountPolis(null); } catch (e) { said = e.message; }
    console.log(JSON.stringify({ names: Object.keys(p).sort(), said }));`,
  );
  const plain = node(['names.mjs']);
  const browserish = node(['--conditions=browser', 'names.mjs']);
  assert.equal(plain.status, 0, plain.stderr);
  assert.equal(browserish.status, 0, browserish.stderr);
  const inNode = JSON.parse(plain.stdout);
  const inBrowser = JSON.parse(browserish.stdout);
  for (const name of [
    'createEngine',
    'parsePosition',
    'legalMoves',
    'LEVELS',
    'mountPolis',
    'createAiClient',
  ])
    assert.ok(inNode.names.includes(name), name);
  assert.deepEqual(inNode.names, inBrowser.names);
  assert.match(inNode.said, /mountPolis needs a page \(a DOM\).*server entry/);
  // The browser's is the page's own, which finds no element to build in.
  assert.doesNotMatch(inBrowser.said, /server entry/);
  // Files outside "exports" stay private.
  write('private.mjs', `await import('${PKG.name}/web/engine.js');`);
  assert.notEqual(node(['private.mjs']).status, 0);
});

// The names a declaration file gives values (functions, constants, classes), by the compiler.
function declaredValues(program, file) {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  assert.ok(source, `${file} is not part of the program`);
  const symbol = checker.getSymbolAtLocation(source);
  return checker
    .getExportsOfModule(symbol)
    .filter((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((s) => s.name)
    .sort();
}

test('the declarations name exactly what each entry point exports', () => {
  const dir = path.join(app, 'node_modules', PKG.name);
  const entries = {
    '.': 'browser',
    './engine': null,
    './rules': null,
    './game': null,
    './levels': null,
    './ai': null,
    './ui': null,
  };
  const program = ts.createProgram(
    Object.keys(entries).map((e) => path.join(dir, PKG.exports[e].types ?? PKG.exports[e].browser.types)),
    { noEmit: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] },
  );
  for (const [entry, condition] of Object.entries(entries)) {
    const spec = entry === '.' ? PKG.name : `${PKG.name}/${entry.slice(2)}`;
    const run = node([
      ...(condition ? [`--conditions=${condition}`] : []),
      '-e',
      `import('${spec}').then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`,
    ]);
    assert.equal(run.status, 0, run.stderr);
    const types = PKG.exports[entry].types ?? PKG.exports[entry][condition].types;
    assert.deepEqual(
      declaredValues(program, path.join(dir, types)),
      JSON.parse(run.stdout),
      `${spec}: ${types} against the module`,
    );
  }
});

test('TypeScript: a program using the package type-checks with tsc --noEmit, and a wrong one does not', () => {
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        lib: ['es2022', 'dom'],
        types: [],
        skipLibCheck: false,
      },
      files: ['main.ts'],
    }),
  );
  write(
    'main.ts',
    `
    import { createEngine, parsePosition, moveToString, PolisGame, type Board, type Move, type SearchResult } from '${PKG.name}';
    import { LEVELS, levelByName } from '${PKG.name}/levels';
    import { createAiClient, type ChooseResult } from '${PKG.name}/ai';
    import { mountPolis } from '${PKG.name}/ui';
    import type { PolisGameElement, PolisMoveDetail } from '${PKG.name}/element';
    import type { PolisAI } from '${PKG.name}/original';

    const engine = await createEngine();
    const { board, player } = parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b');
    const b: Board = board;
    const r: SearchResult = engine.search(b, player, { level: 'easy', onProgress: (p) => p.depth.toFixed() });
    const m: Move | null = r.move;
    if (m) console.log(moveToString(m), r.score, LEVELS.length, levelByName('hard').options.timeMs);
    const g = new PolisGame();
    const played = g.move('b2b3');
    const next: string[] = g.moves();
    console.log(played.hops.length, next.length, g.winner, engine.play(b, 'b2b3').winner);
    export async function inPage(el: HTMLElement, ai: PolisAI): Promise<string> {
      const game = mountPolis(el, { blue: 'human', red: 'ai', level: 'hard', compact: true });
      const tag: PolisGameElement = document.createElement('polis-game');
      tag.addEventListener('polis-move', (e) => { const d: PolisMoveDetail = e.detail; console.log(d.move, d.by); });
      const res: ChooseResult = await createAiClient().chooseMove(b, 'red', { level: 'medium' });
      const red = await ai.chooseMoveRed(b);
      return game.position + res.move.toR + (red ? red.fromR : '') + tag.moves.length;
    }
  `,
  );
  const good = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
  assert.equal(good.status, 0, good.stdout + good.stderr);
  // The declarations must constrain: a wrong player, an unknown option and a level typo fail.
  write('tsconfig.bad.json', JSON.stringify({ extends: './tsconfig.json', files: ['bad.ts'] }));
  write(
    'bad.ts',
    `
    import { createEngine, initialBoard } from '${PKG.name}';
    const engine = await createEngine();
    engine.search(initialBoard(), 'green');
    engine.search(initialBoard(), 'blue', { deepth: 3 });
    engine.search(initialBoard(), 'blue', { level: 'eazy' });
  `,
  );
  const bad = spawnSync(process.execPath, [TSC, '-p', 'tsconfig.bad.json'], { cwd: app, encoding: 'utf8' });
  assert.notEqual(bad.status, 0);
  assert.match(bad.stdout, /'"green"'/);
  assert.match(bad.stdout, /deepth/);
  assert.match(bad.stdout, /'"eazy"'/);
});

test('a page importing the UI straight from node_modules (no bundler) plays a move in Chromium', async () => {
  write(
    'index.html',
    `<!doctype html>
<meta charset="utf-8"><title>consumer</title>
<link rel="stylesheet" href="./node_modules/${PKG.name}/web/style.css">
<script type="importmap">{ "imports": { "${PKG.name}": "./node_modules/${PKG.name}/web/browser.js" } }</script>
<div id="game"></div>
<script type="module">
  import { mountPolis } from '${PKG.name}';
  window.polis = mountPolis(document.getElementById('game'), { blue: 'human', red: 'ai', level: 'easy' });
</script>`,
  );
  server = await startStaticServer({ root: app, port: 0 });
  const requests = await playsInChromium(`${server.url}index.html`);
  assert.ok(
    requests.includes(`${server.url}node_modules/${PKG.name}/web/polis.wasm`),
    'the engine came from node_modules',
  );
});

test('npm publish --dry-run: the files a user gets, the package README and no install scripts or runtime dependencies', () => {
  const out = execFileSync('npm', ['publish', '--dry-run', '--json'], {
    cwd: ROOT,
    env: NPM_ENV,
    encoding: 'utf8',
  });
  const parsed = JSON.parse(out.slice(out.search(/^\{$/m)));
  const report = parsed.files ? parsed : parsed[PKG.name]; // npm 11 keys the report by name
  const files = report.files.map((f) => f.path).sort();
  for (const f of [
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'package.json',
    'custom-elements.json',
    'docs/RULES.md',
    'web/polis.wasm',
    'web/ai-worker.bundle.js',
    'web/engine-worker.bundle.js',
    'types/react.d.ts',
  ]) {
    assert.ok(files.includes(f), `${f} is published`);
  }
  for (const f of files)
    assert.match(
      f,
      /^(web|types)\/|^(README|CHANGELOG)\.md$|^LICENSE$|^package\.json$|^custom-elements\.json$|^index\.html$|^docs\/RULES\.md$/,
      `${f} should not be published`,
    );
  // The game page published loads what is published: its styles and modules. Installing it as an
  // app (the manifest, its PNG icons, 57 KB, and sw.js) is the static bundle's (make dist), kept
  // out of the package so it stays small: without them the page plays, it only cannot be installed.
  const page = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  for (const [, tag, href] of page.matchAll(/<((?:link|script)\b[^>]*)\b(?:href|src)="(web\/[^"]+)"/g)) {
    if (/rel="(?:manifest|apple-touch-icon)"/.test(tag)) continue;
    assert.ok(files.includes(href), `index.html loads ${href}, which is not published`);
  }
  // The README published is the short one for npm users, and every file it links to is in it.
  const readme = fs.readFileSync(path.join(app, 'node_modules', PKG.name, 'README.md'), 'utf8');
  assert.equal(readme, fs.readFileSync(path.join(ROOT, 'docs', 'npm-README.md'), 'utf8'));
  for (const [, link] of readme.matchAll(/\]\(([^)#]+)[^)]*\)/g)) {
    if (!/^https?:/.test(link))
      assert.ok(files.includes(link), `the README links to ${link}, which is not published`);
  }
  assert.notEqual(
    fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'),
    readme,
    'the repository keeps its own README',
  );
  for (const field of ['repository', 'homepage', 'bugs', 'author', 'license', 'engines', 'sideEffects'])
    assert.ok(PKG[field], `package.json has ${field}`);
  assert.ok(PKG.sideEffects.includes('*.css'), 'CSS imports are kept');
  for (const s of ['preinstall', 'install', 'postinstall', 'prepare'])
    assert.equal(PKG.scripts[s], undefined, `no ${s} script`);
  assert.equal(PKG.dependencies, undefined, 'no runtime dependencies');
});
