// The committed worker bundles (web/*.bundle.js) are what scripts/build-workers.mjs builds from
// today's sources, and import nothing: a bundler, a CDN or a plain server can serve each alone.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { WORKERS, buildWorker } from '../scripts/build-workers.mjs';

for (const w of WORKERS) {
  test(`${w.out} matches ${w.source} (else: make workers)`, async () => {
    const committed = fs.readFileSync(new URL(`../${w.out}`, import.meta.url), 'utf8');
    assert.ok(committed === (await buildWorker(w)), `${w.out} is stale: run make workers`);
    assert.doesNotMatch(committed, /\bimport\s*[{*"']|\bimport\s+[\w$]+\s*(,|from\b)|\bfrom\s*["']|\bimport\(["']/, 'the bundle imports nothing');
  });
}
