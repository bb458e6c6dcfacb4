// require('polis-game') from CommonJS, in a scratch app whose node_modules/polis-game is this
// checkout: on this Node (20.19 and later load ES modules with require()) it gives the very
// module `import` gives; on a Node that cannot (20.16 to 20.18, the declared minimum, played
// here with --no-experimental-require-module) it fails with an error saying to use
// `await import('polis-game')`, which works there. It was a bare ERR_REQUIRE_ESM.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const app = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-cjs-'));
fs.mkdirSync(path.join(app, 'node_modules'));
fs.symlinkSync(ROOT, path.join(app, 'node_modules', 'polis-game'), 'dir');
test.after(() => fs.rmSync(app, { recursive: true, force: true }));

// Runs `code` as a CommonJS file of the app; returns { status, out, err }.
function cjs(code, flags = []) {
  const file = path.join(app, 'main.cjs');
  fs.writeFileSync(file, code);
  const r = spawnSync(process.execPath, [...flags, file], { cwd: app, encoding: 'utf8', timeout: 30000 });
  return { status: r.status, out: r.stdout.trim(), err: r.stderr };
}

const requireEsm = process.features.require_module ?? false;

test(
  "require('polis-game') gives the module import gives",
  { skip: !requireEsm && 'this Node cannot require ES modules' },
  () => {
    const r = cjs(`
    const polis = require('polis-game');
    const board = polis.initialBoard();
    import('polis-game').then((m) => {
      console.log(m.createEngine === polis.createEngine, m.PolisGame === polis.PolisGame);
      console.log(polis.legalMoves(board, 'blue').length, new polis.PolisGame().moves().length);
    });
  `);
    assert.equal(r.status, 0, r.err);
    const [same, counts] = r.out.split('\n');
    assert.equal(same, 'true true');
    const [a, b] = counts.split(' ').map(Number);
    assert.ok(a > 0 && a === b, counts);
  },
);

const noRequireEsm = process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module');
test(
  'a Node that cannot require ES modules is told to use await import(), which works',
  { skip: !noRequireEsm && 'no --no-experimental-require-module here' },
  () => {
    const flags = ['--no-experimental-require-module'];
    const r = cjs(`require('polis-game');`, flags);
    assert.notEqual(r.status, 0);
    assert.match(
      r.err,
      /polis-game is an ES module, which this Node \(v[\d.]+\) cannot load with require\(\)/,
    );
    assert.match(r.err, /await import\('polis-game'\)/);
    assert.match(r.err, /Node 20\.19, 22\.12 or later/);
    const ok = cjs(
      `import('polis-game').then((p) => console.log(typeof p.createEngine, p.legalMoves(p.initialBoard(), 'blue').length > 0));`,
      flags,
    );
    assert.equal(ok.status, 0, ok.err);
    assert.equal(ok.out, 'function true');
  },
);
