// The files the service worker (sw.js) keeps for offline play, each with its hash, and the build
// key that names this version of them:
//
//   node scripts/build-offline.mjs              write web/page/offline.json and sw.js's BUILD line
//   node scripts/build-offline.mjs --check      exit 1 if either is stale
//   node scripts/build-offline.mjs --root DIR   the same for a copy of the page (the tests')
//
// The list is what the game page can load (pageFiles below: the files index.html names and,
// from each script, every file it names, to the end), so it follows the page whether its code
// is source modules or built bundles. Each file is listed with the SHA-256 of its bytes, and the
// key (sw.js's BUILD) is the start of the SHA-256 of the list itself: a changed file gives a new
// list, a new key, hence a changed sw.js that browsers install as a new version, and the service
// worker checks every file it keeps against the list and the list against its key (sw.js tells
// how). polis.wasm is built, not committed: where it is not built, its committed hash is kept;
// make writes the list again whenever it builds polis.wasm.
// tests/node/offline-built.test.mjs checks both are up to date (else: make offline).

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIST_FILE = 'web/page/offline.json';
export const WORKER_FILE = 'sw.js';
const PAGE = 'index.html';
const BUILT = 'web/polis.wasm';

// What a script names: imports (static, dynamic, either quotes, minified or not) must exist; any
// other quoted path to a file of the page's kinds (new URL('./polis.wasm', import.meta.url), a
// worker's or a bundle's name) is taken when it is a file there.
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*(["'])([^"'\n]+)\1/g;
const QUOTED = /(["'`])((?:\.{1,2}\/|web\/)[\w./-]+\.(?:js|mjs|wasm|json|css|svg|png))\1/g;
const SCRIPT = /\.m?js$/;

const read = (root, file) => fs.readFileSync(path.join(root, file));
const isFile = (root, file) => fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile();

function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

// A name found in `from` (a file of the page, relative to the root), as a file of the page:
// ./ and ../ are relative to `from`, web/... to the page.
function resolveName(from, name) {
  if (/^\.{1,2}\//.test(name)) return path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
  if (name.startsWith('web/')) return name;
  return null;
}

// The page's own files index.html names in its tags (scripts, style sheets, module preloads,
// icons, manifest), each with its tag.
function pageTags(root) {
  const html = read(root, PAGE)
    .toString('utf8')
    .replace(/<!--[\s\S]*?-->/g, '');
  return [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"#?]+)"[^>]*>/g)]
    .map(([tag, file]) => ({ tag, file }))
    .filter(({ file }) => !/^[a-z]+:|^\//i.test(file));
}
const namedByPage = (root) => pageTags(root).map(({ file }) => file);

// What the page loads as it starts, and never again: its scripts, style sheets and module
// preloads (not its icons, manifest or prefetches).
const loadedAtStart = (root) =>
  pageTags(root)
    .filter(({ tag }) => /^<script\b|\brel="(?:stylesheet|modulepreload)"/.test(tag))
    .map(({ file }) => file);

function namedByScript(root, file) {
  const text = withoutComments(read(root, file).toString('utf8'));
  const found = [];
  for (const [, , spec] of text.matchAll(IMPORT)) {
    const target = resolveName(file, spec);
    if (!target) continue;
    if (!isFile(root, target)) throw new Error(`${file} imports ${spec}, which is not a file (${target})`);
    found.push(target);
  }
  for (const [, , name] of text.matchAll(QUOTED)) {
    const target = resolveName(file, name);
    if (target && (isFile(root, target) || target === BUILT)) found.push(target);
  }
  return found;
}

function namedByManifest(root, file) {
  const { icons = [] } = JSON.parse(read(root, file).toString('utf8'));
  return icons.map((i) => path.posix.join(path.posix.dirname(file), i.src));
}

// Every file the game page can load: what index.html names and, from each script, every file it
// names (its imports, its workers, polis.wasm, the puzzles, another bundle), to the end, and the
// manifest's icons. sw.js is left out: the browser fetches it itself, and it holds the key.
export function pageFiles(root = HERE) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || file === WORKER_FILE) return;
    if (!isFile(root, file) && file !== BUILT) throw new Error(`the page loads ${file}, which is not a file`);
    seen.add(file);
    if (SCRIPT.test(file)) namedByScript(root, file).forEach(visit);
    if (file.endsWith('manifest.json')) namedByManifest(root, file).forEach(visit);
  };
  visit(PAGE);
  namedByPage(root).forEach(visit);
  return [PAGE, ...[...seen].filter((f) => f !== PAGE).sort()];
}
export const offlineFiles = pageFiles;

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

// Each file's hash; polis.wasm's is its committed one where it is not built (a checkout's tests
// that need nothing built).
function hashes(root, files) {
  const listed = fs.existsSync(path.join(root, LIST_FILE))
    ? (JSON.parse(read(root, LIST_FILE).toString('utf8')).sha256 ?? {})
    : {};
  const out = {};
  for (const f of files) {
    if (isFile(root, f)) out[f] = sha256(read(root, f));
    else if (listed[f]) out[f] = listed[f];
    else throw new Error(`${f} is not built and has no hash in ${LIST_FILE}: run make first`);
  }
  return out;
}

// The two generated texts: the list (files and hashes) and sw.js with its BUILD line set to the
// start of the list's own hash.
export function generated(root = HERE) {
  const files = pageFiles(root);
  // `first`: what the page loads as it starts (sw.js has the browser read them from its cache
  // through static routes, without starting itself).
  const first = loadedAtStart(root);
  const list = JSON.stringify({ files, first, sha256: hashes(root, files) }, null, 2) + '\n';
  const build = sha256(list).slice(0, 16);
  const worker = read(root, WORKER_FILE)
    .toString('utf8')
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
