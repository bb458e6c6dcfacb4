// The page's code as players get it (issue 28): web/app/ holds exactly what scripts/build-page.mjs
// builds from today's sources (else: make page), each first file (the page's game.js and
// learn.js, the package's polis-game.js and ui.js) is one file that imports no other before its
// first screen, and index.html loads nothing but its start (web/page/start.js), which loads one
// of those files: no module of the sources, no preload of a file the first screen does not need.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { BUNDLES, buildPage, committedPage } from '../../scripts/build-page.mjs';

const read = (file) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

test('web/app/ and web/cdn/ match their sources (else: make page)', async () => {
  const built = await buildPage();
  const committed = committedPage();
  assert.deepEqual(Object.keys(committed), Object.keys(built), 'the same files in web/app/ and web/cdn/');
  const stale = Object.keys(built).filter((f) => committed[f] !== built[f]);
  assert.deepEqual(stale, [], 'stale files: run make page');
});

test('each first file imports no other file before its first screen, and has its source map', () => {
  for (const { name, dir } of BUNDLES) {
    const text = read(`${dir}/${name}.js`);
    // esbuild writes a static import as `import{a as b}from"./file.js"` or `import"./file.js"`.
    const imports = text.match(/\bfrom\s*["']\.{1,2}\/[^"']*["']|(?:^|[;\n])import\s*["']\.{1,2}\//g);
    assert.equal(imports, null, `${name}.js imports nothing statically`);
    assert.match(text, new RegExp(`//# sourceMappingURL=${name}\\.js\\.map\\n?$`));
    assert.ok(
      JSON.parse(read(`${dir}/${name}.js.map`)).sources.length > 10,
      `${name}.js.map names its sources`,
    );
  }
});

test('index.html loads its start alone, which loads one built file per mode', () => {
  const html = read('index.html');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(scripts, ['<script src="web/page/start.js">']);
  assert.doesNotMatch(html, /modulepreload|rel="preload"/, 'nothing preloaded that a mode may not need');
  const links = [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(links, ['web/icon.svg', 'web/icons/icon-192.png', 'web/manifest.json', 'web/style.css']);
  const start = read('web/page/start.js');
  const loaded = [...start.matchAll(/'(web\/app\/[\w-]+\.js)'/g)].map((m) => m[1]).sort();
  assert.deepEqual(loaded, ['web/app/game.js', 'web/app/learn.js']);
  for (const f of loaded) assert.ok(fs.existsSync(new URL(`../../${f}`, import.meta.url)), f);
});
