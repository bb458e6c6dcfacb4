// The test suite's own rules (tests/): a file name says which test it is in every group (two
// groups' analysis.test.mjs were three different tests); journeys reach the game only as a player
// does, never through window.polis; pages are opened by the one helper (tests/helpers/browser.mjs
// openPage) and time limits come from tests/helpers/timeouts.mjs; every group is run by make test.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TESTS = fileURLToPath(new URL('..', import.meta.url));
const ROOT = path.dirname(TESTS);
const groups = fs
  .readdirSync(TESTS, { withFileTypes: true })
  .filter(
    (d) => d.isDirectory() && fs.readdirSync(path.join(TESTS, d.name)).some((f) => f.endsWith('.test.mjs')),
  )
  .map((d) => d.name);
const testFiles = groups.flatMap((g) =>
  fs
    .readdirSync(path.join(TESTS, g))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => `${g}/${f}`),
);
const read = (rel) => fs.readFileSync(path.join(TESTS, rel), 'utf8');
// The code of a file, its line comments left out (a comment may name what the code must not do).
const code = (rel) =>
  read(rel)
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');

test('no two test files have the same name, whatever their group', () => {
  const byName = new Map();
  for (const f of testFiles) {
    const name = path.basename(f);
    byName.set(name, [...(byName.get(name) || []), f]);
  }
  const twice = [...byName.values()].filter((files) => files.length > 1);
  assert.deepEqual(twice, []);
  assert.ok(testFiles.length > 100, `${testFiles.length} test files found`);
});

test('journeys never read the game through window.polis', () => {
  const journeys = testFiles.filter((f) => f.startsWith('journeys/'));
  assert.ok(journeys.length >= 20);
  const offenders = [...journeys, 'helpers/journey.mjs'].filter((f) => /\bwindow\.polis\b/.test(code(f)));
  assert.deepEqual(offenders, []);
});

test('pages are opened by one helper, and the helpers take their limits from timeouts.mjs', () => {
  const all = [...testFiles, ...fs.readdirSync(path.join(TESTS, 'helpers')).map((f) => `helpers/${f}`)];
  const own = all.filter((f) => /function\s+openPage\b|openPage\s*=\s*async\b/.test(read(f)));
  assert.deepEqual(own, ['helpers/browser.mjs']);
  // A number of milliseconds written as a helper's time limit (timeouts.mjs names them).
  const helpers = fs.readdirSync(path.join(TESTS, 'helpers')).filter((f) => f !== 'timeouts.mjs');
  const literal = helpers.filter((f) =>
    /timeout[A-Za-z]*\s*[:=]\s*\d|waitForTimeout\(\d/.test(read(`helpers/${f}`)),
  );
  assert.deepEqual(literal, []);
});

test('make test runs every group of tests/', () => {
  const makefile = fs.readFileSync(path.join(ROOT, 'Makefile'), 'utf8');
  const listed = makefile.match(/^TEST_GROUPS\s*:?=\s*(.*)$/m);
  assert.ok(listed, 'the Makefile lists TEST_GROUPS');
  assert.deepEqual(listed[1].trim().split(/\s+/).sort(), [...groups].sort());
});
