// index.html preloads exactly the modules the page imports (web/page/route.js, which web/boot.js
// imports to mount the game, the puzzles or the editor, and everything it imports,
// statically), so a visitor's browser fetches them together instead of discovering them one level of imports at a time: a module added or
// dropped without updating the list fails here.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Every module reachable from `entry` by static import / export-from, relative to ROOT.
function moduleGraph(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const specifiers =
      /^\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm;
    for (const m of source.matchAll(specifiers)) visit(path.resolve(path.dirname(file), m[1] ?? m[2]));
  };
  visit(path.join(ROOT, entry));
  return [...seen].map((f) => path.relative(ROOT, f).split(path.sep).join('/')).sort();
}

test('index.html preloads every module of the page, and only those', () => {
  const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
  const graph = moduleGraph('web/page/route.js');
  assert.ok(graph.length > 10, `the page's module graph was found (${graph.length} modules)`);
  assert.deepEqual(preloaded, graph);
  // The page starts from a file (no inline script: it runs under a strict CSP), which imports web/page/route.js.
  assert.match(
    html,
    /<script type="module" src="web\/boot\.js"><\/script>/,
    'the page starts from web/boot.js',
  );
  assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/, 'no inline script');
  const boot = fs.readFileSync(path.join(ROOT, 'web/boot.js'), 'utf8');
  assert.match(boot, /import\('\.\/page\/route\.js'\)/, 'web/boot.js starts web/page/route.js');
});
