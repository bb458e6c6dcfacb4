// The files the service worker (sw.js) keeps for offline play, and the build key its cache is
// named by:
//
//   node scripts/build-offline.mjs              write web/page/offline.json and sw.js's BUILD line
//   node scripts/build-offline.mjs --check      exit 1 if either is stale
//   node scripts/build-offline.mjs --root DIR   the same for a copy of the page (the tests')
//
// The list is the page (index.html), every module web/boot.js can load (static and dynamic
// imports: every mode), the style sheet, the engine (polis.wasm and the worker bundles), the
// icons, the manifest and the puzzles. The key is a hash of those files' contents; polis.wasm is
// built, not committed, so it stands in the key by what it is built from (src/). A changed
// file gives a new key, so a changed sw.js, which browsers take as a new version to install.
// tests/node/offline-built.test.mjs checks both are up to date (else: make offline).

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIST_FILE = 'web/page/offline.json';
export const WORKER_FILE = 'sw.js';
const ASSETS = [
  'index.html',
  'web/style.css',
  'web/icon.svg',
  'web/manifest.json',
  'web/icons/icon-192.png',
  'web/icons/icon-512.png',
  'web/icons/maskable-512.png',
  'web/polis.wasm',
  'web/ai-worker.bundle.js',
  'web/engine-worker.bundle.js',
  'web/puzzle/puzzles.json',
];
const IMPORTS = [
  /\b(?:import|export)\s[^'";]*?from\s*'(\.[^']+)'/g,
  /\bimport\s*'(\.[^']+)'/g,
  /\bimport\(\s*'(\.[^']+)'\s*\)/g,
];

function modulesFrom(root, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs
      .readFileSync(path.join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const re of IMPORTS)
      for (const [, spec] of text.matchAll(re)) visit(path.posix.join(path.posix.dirname(file), spec));
  };
  visit(start);
  return [...seen].sort();
}

// What the wasm is built from stands for it in the key (polis.wasm is not committed); a copy of
// the page without the sources (a test's, a site's) is keyed by polis.wasm itself.
function wasmSources(root) {
  if (!fs.existsSync(path.join(root, 'src'))) return ['web/polis.wasm'];
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true })
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.(c|h|js)$/.test(f))
    .sort();
}

// The page's classic scripts (<script src="web/...">, e.g. web/page/address.js), read from it.
function pageScripts(root) {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  return [...html.matchAll(/<script src="(web\/[^"]+)"/g)].map((m) => m[1]);
}

// The page's code is the built files of web/app/ (scripts/build-page.mjs, loaded by its start,
// web/page/start.js), not the source modules.
export function offlineFiles(root = HERE) {
  const built = fs.existsSync(path.join(root, 'web/app'))
    ? fs
        .readdirSync(path.join(root, 'web/app'))
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => `web/app/${f}`)
    : modulesFrom(root, 'web/boot.js');
  return [...new Set([...ASSETS, ...pageScripts(root), ...built])];
}

export function buildKey(root = HERE, files = offlineFiles(root)) {
  const hash = crypto.createHash('sha256');
  const keyed = [...files.filter((f) => f !== 'web/polis.wasm'), ...wasmSources(root)];
  for (const f of keyed)
    hash
      .update(`${f}\0`)
      .update(fs.readFileSync(path.join(root, f)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

// The two generated texts: the list (with its key) and sw.js with its BUILD line set.
export function generated(root = HERE) {
  const files = offlineFiles(root);
  const build = buildKey(root, files);
  const list = JSON.stringify({ build, files }, null, 2) + '\n';
  const worker = fs
    .readFileSync(path.join(root, WORKER_FILE), 'utf8')
    .replace(/^const BUILD = '[^']*';$/m, `const BUILD = '${build}';`);
  return { build, [LIST_FILE]: list, [WORKER_FILE]: worker };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = at >= 0 ? path.resolve(args[at + 1]) : HERE;
  const out = generated(root);
  const stale = [LIST_FILE, WORKER_FILE].filter((f) => {
    const now = fs.existsSync(path.join(root, f)) ? fs.readFileSync(path.join(root, f), 'utf8') : '';
    return now !== out[f];
  });
  if (args.includes('--check')) {
    if (stale.length) console.error(`stale: ${stale.join(', ')} (run make offline)`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const f of stale) fs.writeFileSync(path.join(root, f), out[f]);
  console.log(`offline build ${out.build}${stale.length ? `: wrote ${stale.join(', ')}` : ''}`);
}
