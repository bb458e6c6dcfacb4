// require('polis-game') and its Node subpaths from CommonJS, on the oldest Node package.json's
// engines declares (20.16, which cannot require() an ES module: it threw, telling to use
// import()) and on this one: web/*.cjs, one CommonJS bundle built by scripts/build-commonjs.mjs,
// must hold today's sources (else `make workers`) and give each entry point's names.
//
// That Node is npm's `node` package at the pinned version, installed by this test (once: kept in
// build/toolchains/, as the toolchain apps are; a fresh machine needs the npm registry). The
// scratch app's node_modules/polis-game is this checkout.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTRIES, buildAll } from '../../scripts/build-commonjs.mjs';
import { NPM_ENV } from '../helpers/npm.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const OLDEST = '20.16.0';

test('web/*.cjs match their sources (else: make workers), and package.json requires them', async () => {
  for (const [rel, text] of await buildAll()) {
    const file = path.join(ROOT, 'web', rel);
    assert.ok(
      fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text,
      `web/${rel} is stale: make workers`,
    );
  }
  for (const e of ENTRIES) {
    const target = PKG.exports[e.subpath].node;
    assert.deepEqual(target, {
      ...(e.subpath === '.' && { types: target.types }),
      require: `./web/${e.out}`,
      default: `./web/${e.module}`,
    });
  }
  assert.equal(
    PKG.engines.node,
    `>=${OLDEST.replace(/\.0$/, '')}`,
    'the Node tested here is the oldest declared',
  );
});

const app = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-cjs-'));
fs.mkdirSync(path.join(app, 'node_modules'));
fs.symlinkSync(ROOT, path.join(app, 'node_modules', 'polis-game'), 'dir');
test.after(() => fs.rmSync(app, { recursive: true, force: true }));

// npm's `node` package at `version`, kept in build/toolchains/node-VERSION; its binary's path.
function nodeFromNpm(version) {
  const dir = path.join(ROOT, 'build', 'toolchains', `node-${version}`);
  const bin = path.join(dir, 'node_modules', '.bin', 'node');
  const run = () => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (run() !== `v${version}`) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ private: true, dependencies: { node: version } }),
    );
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      env: NPM_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 240000,
    });
  }
  assert.equal(run(), `v${version}`, `npm's node@${version} runs`);
  return bin;
}

// Runs `code` as a CommonJS file of the app with `node`; returns its stdout as JSON.
function cjs(node, code) {
  const file = path.join(app, 'main.cjs');
  fs.writeFileSync(file, code);
  const r = spawnSync(node, [file], { cwd: app, encoding: 'utf8', timeout: 60000 });
  assert.equal(r.status, 0, `${node} main.cjs: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

// What require() gives, on `node`: each entry point's names, that one module is one copy, that
// the rules and the game object work, that the AI answers from its worker_threads worker and the
// engine in this thread, and what mountPolis says there.
const PROGRAM = `
const polis = require('polis-game');
const subpaths = ${JSON.stringify(ENTRIES.filter((e) => e.subpath !== '.').map((e) => e.subpath))};
const names = { '.': Object.keys(polis).sort() };
for (const s of subpaths) names[s] = Object.keys(require('polis-game' + s.slice(1))).sort();
const board = polis.initialBoard();
let said = null;
try { polis.mountPolis(null); } catch (e) { said = e.message; }
Promise.all([
  require('polis-game/ai').chooseMove(board, 'blue', { depth: 3 }),
  polis.createEngine(),
]).then(([answer, engine]) => {
  console.log(JSON.stringify({
    version: process.version,
    names,
    sameGame: require('polis-game/game').PolisGame === polis.PolisGame,
    legal: polis.legalMoves(board, 'blue').map(polis.moveToString),
    gameMoves: new polis.PolisGame().moves(),
    answer: { engine: answer.engine, move: polis.moveToString(answer.move) },
    searched: engine.search(board, 'blue', { depth: 2 }).depth,
    said,
  }));
});
`;

async function checkRequire(node, version) {
  const r = cjs(node, PROGRAM);
  assert.equal(r.version, version);
  for (const e of ENTRIES) {
    const esm = await import(pathToFileURL(path.join(ROOT, 'web', e.module)).href);
    assert.deepEqual(
      r.names[e.subpath],
      Object.keys(esm).sort(),
      `require('polis-game${e.subpath.slice(1)}') has the ES module's names`,
    );
  }
  assert.equal(r.sameGame, true, "require('polis-game/game').PolisGame is require('polis-game').PolisGame");
  assert.ok(r.legal.length > 0);
  assert.deepEqual(r.gameMoves, r.legal);
  assert.equal(r.answer.engine, 'wasm', 'the AI searched in its worker_threads worker');
  assert.ok(r.legal.includes(r.answer.move), `the AI's ${r.answer.move} is legal`);
  assert.equal(r.searched, 2);
  assert.match(r.said, /mountPolis needs a page/);
}

test(`require('polis-game') on Node ${OLDEST} (npm's node package), the oldest package.json declares`, async () => {
  await checkRequire(nodeFromNpm(OLDEST), `v${OLDEST}`);
});

test(`require('polis-game') on this Node (${process.version})`, async () => {
  await checkRequire(process.execPath, process.version);
});
