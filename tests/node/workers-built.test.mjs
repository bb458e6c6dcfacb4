// The committed worker bundles (web/*.bundle.js) and the element's style module (web/style.css minified) are what scripts/build-workers.mjs builds from
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
  minifiedAsSource(text, "the element's sheet");
});

// The game page's sheet (web/app/style.css, scripts/build-page.mjs; tests/node/page-built.test.mjs
// checks it is fresh) is minified the same way: what every player's page loads.
test("web/app/style.css, the page's sheet, is web/style.css minified", () => {
  const text = fs.readFileSync(new URL('../../web/app/style.css', import.meta.url), 'utf8');
  minifiedAsSource(text.replace(/\/\*# sourceMappingURL=style\.css\.map \*\/\s*$/, ''), "the page's sheet");
});

// A minified copy of web/style.css: no comment left, under three quarters of its size, and every
// class, custom property, animation and at-rule of the source still there (the minifier wrote
// the rules again, it dropped none of them).
function minifiedAsSource(text, what) {
  const source = fs.readFileSync(new URL(`../../${STYLE.source}`, import.meta.url), 'utf8');
  assert.doesNotMatch(text, /\/\*/, `no comment is left in ${what}`);
  assert.ok(
    text.length < source.length * 0.75,
    `${what} minified: ${text.length} of ${source.length} characters`,
  );
  const names = (css) =>
    new Set(css.replace(/\/\*[\s\S]*?\*\//g, '').match(/\.-?[a-z_][\w-]*|--[\w-]+|@[\w-]+|polis-[\w-]+/gi));
  const kept = names(text);
  const lost = [...names(source)].filter((n) => !kept.has(n));
  assert.deepEqual(lost, [], `names in the source and not in ${what}`);
}
