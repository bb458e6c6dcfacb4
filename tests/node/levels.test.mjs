// web/levels.js against what is written about it elsewhere: the LevelName union of
// types/levels.d.ts must name exactly the levels, in the page's order, so that it cannot go
// stale when a level is added, renamed or removed. No wasm needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { LEVELS, DEFAULT_LEVEL, levelByName } from '../../web/levels.js';

const DTS = new URL('../../types/levels.d.ts', import.meta.url);

// The string literals of `export type LevelName = 'a' | 'b' ...;`, in their order.
function declaredNames(source) {
  const m = source.match(/export\s+type\s+LevelName\s*=([^;]*);/);
  assert.ok(m, 'types/levels.d.ts declares no `export type LevelName = ...;`');
  const parts = m[1]
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.map((p) => {
    const lit = p.match(/^'([^']*)'$|^"([^"]*)"$/);
    assert.ok(lit, `LevelName member ${p} is not a string literal`);
    return lit[1] ?? lit[2];
  });
}

test('types/levels.d.ts LevelName lists the names of web/levels.js, in order', () => {
  const declared = declaredNames(fs.readFileSync(DTS, 'utf8'));
  assert.deepEqual(
    declared,
    LEVELS.map((l) => l.name),
  );
});

test('levels have distinct names and exactly one default, which DEFAULT_LEVEL names', () => {
  const names = LEVELS.map((l) => l.name);
  assert.equal(new Set(names).size, names.length, `repeated level name in ${names.join(', ')}`);
  const defaults = LEVELS.filter((l) => l.default);
  assert.equal(defaults.length, 1);
  assert.equal(DEFAULT_LEVEL, defaults[0].name);
  assert.equal(levelByName(DEFAULT_LEVEL), defaults[0]);
  assert.throws(() => levelByName('no-such-level'), /unknown level "no-such-level"; known levels: novice/);
});

test('the declared-name reader: a stale union is caught, quotes of either kind are read', () => {
  assert.deepEqual(declaredNames(`export type LevelName = 'a' | "b"\n  | 'c';`), ['a', 'b', 'c']);
  assert.notDeepEqual(
    declaredNames("export type LevelName = 'beginner' | 'easy';"),
    LEVELS.map((l) => l.name),
  );
  assert.throws(() => declaredNames('export type Other = string;'), /declares no/);
});
