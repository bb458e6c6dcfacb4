// tests/helpers/run-in-order.mjs, the runner make test gives its suites to: files after
// --together share a process, each file a suite of its own (its hooks its own, one file after
// another), a failure in a shared file fails the run, and the table at the end names each file.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNNER = fileURLToPath(new URL('../helpers/run-in-order.mjs', import.meta.url));

// Three test files in a folder of their own. Each notes its process and what it saw in a log:
// a's before hook sets what its test reads, and its after hook runs before c's test looks.
function files() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polis-run-in-order-'));
  const log = path.join(dir, 'log.jsonl');
  const note = (what) =>
    `fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify({ ${what}, pid: process.pid }) + '\\n');`;
  const head = "import test, { before, after } from 'node:test';\nimport fs from 'node:fs';\n";
  const write = (name, body) => fs.writeFileSync(path.join(dir, name), head + body);
  write(
    'a.test.mjs',
    `let set = false;\nbefore(() => { set = true; });\nafter(() => { ${note("file: 'a', after: true")} });\n` +
      `test('a', () => { if (!set) throw new Error('before did not run'); ${note("file: 'a'")} });\n`,
  );
  write('b.test.mjs', `test('b fails', () => { ${note("file: 'b'")} throw new Error('b failed'); });\n`);
  write('c.test.mjs', `test('c', () => { ${note("file: 'c'")} });\n`);
  const run = (...args) => {
    fs.rmSync(log, { force: true });
    const r = spawnSync(
      process.execPath,
      [RUNNER, '2', ...args.map((f) => (f.startsWith('-') ? f : path.join(dir, f)))],
      {
        cwd: dir,
        encoding: 'utf8',
        // As make test runs it, not as a file of this test's own run (node --test marks those).
        env: Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_TEST_CONTEXT')),
      },
    );
    const seen = fs.existsSync(log)
      ? fs
          .readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l))
      : [];
    return { ...r, seen };
  };
  return { run, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const table = (stdout) => stdout.split('\n').filter((l) => /^#\s+\d+\s+\d+\s+\S+\.test\.mjs/.test(l));

test('files after --together share a process, each with its own hooks, one after another', (t) => {
  const f = files();
  t.after(f.remove);
  const r = f.run('--together', 'a.test.mjs', 'c.test.mjs');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.deepEqual(
    r.seen.map((s) => s.file + (s.after ? ' after' : '')),
    ['a', 'a after', 'c'],
    "a's after hook ran before c's test",
  );
  assert.equal(new Set(r.seen.map((s) => s.pid)).size, 1, 'one process');
  const rows = table(r.stdout);
  assert.equal(rows.length, 2, r.stdout);
  assert.ok(rows.some((l) => l.endsWith(' a.test.mjs')) && rows.some((l) => l.endsWith(' c.test.mjs')));
});

test('without --together (or after --alone) each file has a process', (t) => {
  const f = files();
  t.after(f.remove);
  const r = f.run('a.test.mjs', '--together', '--alone', 'c.test.mjs');
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.equal(new Set(r.seen.map((s) => s.pid)).size, 2, JSON.stringify(r.seen));
});

test('a failing test in a shared file fails the run, and the table says which file', (t) => {
  const f = files();
  t.after(f.remove);
  const r = f.run('--together', 'a.test.mjs', 'b.test.mjs', 'c.test.mjs');
  assert.equal(r.status, 1, r.stdout + r.stderr);
  assert.deepEqual(
    r.seen.map((s) => s.file).filter((x) => x !== 'a'),
    ['b', 'c'],
    'c ran after b failed',
  );
  const rows = table(r.stdout);
  assert.equal(rows.length, 3, r.stdout);
  assert.deepEqual(
    rows.filter((l) => l.includes('(1 failed)')).map((l) => l.trim().split(/\s+/)[3]),
    ['b.test.mjs'],
  );
});
