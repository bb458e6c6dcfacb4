// The committed worker bundles (web/*.bundle.js) and the element's style module are what scripts/build-workers.mjs builds from
// today's sources, and import nothing: a bundler, a CDN or a plain server can serve each alone.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { WORKERS, STYLE, buildWorker, buildStyle } from '../../scripts/build-workers.mjs';

for (const w of WORKERS) {
  test(`${w.out} matches ${w.source} (else: make workers)`, async () => {
    const committed = fs.readFileSync(new URL(`../../${w.out}`, import.meta.url), 'utf8');
    assert.ok(committed === (await buildWorker(w)), `${w.out} is stale: run make workers`);
    assert.doesNotMatch(
      committed,
      /\bimport\s*[{*"']|\bimport\s+[\w$]+\s*(,|from\b)|\bfrom\s*["']|\bimport\(["']/,
      'the bundle imports nothing',
    );
  });
}

test(`${STYLE.out} holds ${STYLE.source} (else: make workers)`, async () => {
  const committed = fs.readFileSync(new URL(`../../${STYLE.out}`, import.meta.url), 'utf8');
  assert.ok(committed === buildStyle(STYLE), `${STYLE.out} is stale: run make workers`);
  const { default: text } = await import(`../../${STYLE.out}`);
  assert.equal(text, fs.readFileSync(new URL(`../../${STYLE.source}`, import.meta.url), 'utf8'));
});
