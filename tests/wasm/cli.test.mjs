// The native command line (build/polis, built by `make`): numbers on the command line are
// read in full, and a bad one is refused with a message naming it and a non-zero exit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const POLIS = fileURLToPath(new URL('../../build/polis', import.meta.url));
const run = (...args) => spawnSync(POLIS, args, { encoding: 'utf8', timeout: 20000 });

test('bad numbers are refused with a message naming the option', () => {
  const cases = [
    [['perft', 'abc'], /perft DEPTH/],
    [['perft', '3x'], /perft DEPTH/],
    [['perft', '13'], /perft DEPTH/],
    [['perft', ''], /perft DEPTH/],
    [['perft', ' 3'], /perft DEPTH/],
    [['search', '--time', 'abc'], /--time/],
    [['search', '--time', '1e12'], /--time/],
    [['search', '--time', 'nan'], /--time/],
    [['search', '--time', 'inf'], /--time/],
    [['search', '--time', '-5'], /--time/],
    [['search', '--time', '100ms'], /--time/],
    [['search', '--depth', '2.5'], /--depth/],
    [['search', '--depth', '0'], /--depth/],
    [['search', '--depth', '99999999999999999999'], /--depth/],
    [['search', '--seed', '-1'], /--seed/],
    [['search', '--seed', '4294967296'], /--seed/],
    [['search', '--margin', 'x'], /--margin/],
    [['search', '--flags', '0x1g'], /--flags/],
    [['bench', '--time', 'abc'], /--time/],
  ];
  for (const [args, option] of cases) {
    const r = run(...args);
    assert.equal(r.error, undefined);
    assert.notEqual(r.status, 0, args.join(' '));
    assert.match(r.stderr, option, args.join(' '));
    assert.match(r.stderr, /must be/, args.join(' '));
    assert.equal(r.stdout, '', `${args.join(' ')} printed a result`);
  }
});

test('good numbers, including the extremes, are accepted', () => {
  const perft = run('perft', '3');
  assert.equal(perft.status, 0, perft.stderr);
  assert.equal(JSON.parse(perft.stdout).perft, 18360);
  const search = run(
    'search',
    '--depth',
    '3',
    '--time',
    '5000.5',
    '--seed',
    '4294967295',
    '--margin',
    '0',
    '--flags',
    '0x10000',
  );
  assert.equal(search.status, 0, search.stderr);
  assert.equal(JSON.parse(search.stdout).depth, 3);
});

test('bench reads each line whole: a NUL inside a line is refused, as the wasm API refuses it', () => {
  const START = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';
  const bench = (input) =>
    spawnSync(POLIS, ['bench', '--depth', '1'], { input, encoding: 'utf8', timeout: 20000 });
  const good = bench(`${START}\n`);
  assert.equal(good.status, 0, good.stderr);
  assert.equal(good.stdout.trim().split('\n').length, 1);
  // Before, the text before the NUL was searched and the rest dropped without a word.
  for (const input of [`${START}\0 junk\n`, `${START}\0\n`, `\0${START}\n`]) {
    const r = bench(input);
    assert.equal(r.status, 2, JSON.stringify(input));
    assert.match(r.stderr, /character/);
    assert.equal(r.stdout, '');
  }
  // A line longer than any position is refused as a whole, not searched in pieces.
  const long = bench(`${START}${' '.repeat(300)}\n`);
  assert.equal(long.status, 2);
  assert.equal(long.stdout, '');
});

test("make play's server (static-server.mjs from a shell) serves the page and nothing else of the checkout", async () => {
  const { spawn } = await import('node:child_process');
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL('../helpers/static-server.mjs', import.meta.url)), '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const url = await new Promise((resolve, reject) => {
      let text = '';
      server.stdout.on('data', (d) => {
        text += d;
        const m = /http:\/\/\S+\//.exec(text);
        if (m) resolve(m[0]);
      });
      server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${text}`)));
    });
    const status = async (p) => (await fetch(new URL(p, url))).status;
    for (const p of [
      '',
      'index.html',
      'web/ui.js',
      'web/style.css',
      'web/polis.wasm',
      'web/engine-worker.js',
    ]) {
      assert.equal(await status(p), 200, p);
    }
    for (const p of [
      '.git/config',
      '.git/HEAD',
      'build/polis',
      'Makefile',
      'src/api.c',
      'package.json',
      'tests/wasm/cli.test.mjs',
      'web/.hidden',
      'web/../Makefile',
      'web/%2e%2e/Makefile',
      'bench/RESULTS.md',
    ]) {
      assert.equal(await status(p), 404, p);
    }
  } finally {
    server.kill();
  }
});
