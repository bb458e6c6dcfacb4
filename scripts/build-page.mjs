// Builds the game page's code, and the package's browser entry points, as few files as they
// can be, into web/app/ and web/cdn/ (issue 28):
//
//   web/app/start.js         web/page/start.js: the page's first script, a plain one (not a
//                            module: it runs as the parser meets it, just after #polis), with
//                            the first board (web/page/first-board.js) inside
//   web/app/game.js          web/page/game.js: the game
//   web/app/learn.js         web/page/learn.js: the lessons
//   web/app/puzzle.js ...    web/page/puzzle.js, editor.js, analysis.js, games.js, friend.js: the other modes
//   web/cdn/polis-game.js    web/polis-game.js: <polis-game> (its style sheet inside, minified)
//   web/cdn/ui.js            web/ui.js: mountPolis (the page's web/style.css beside it)
//   web/app/style.css        web/style.css minified: the page's style sheet
//
// Each is one minified file holding everything its first screen needs, with a source map
// (file.js.map, the sources named, not copied). What a file loads only later (the code behind
// an `import()` in the sources: the explanations' engine, the offline keeping, the engine in
// the page) is built beside it as web/app/NAME-lazy-*.js (and shared chunks between those),
// which take every module the first file already holds from it rather than a second copy (the
// first file exports those modules' namespaces as __p0, __p1...): one instance of each module,
// and no request for shared code before the first screen. The sources stay as they are, for
// bundler users and for development (web/boot.js).
//
// A source's `import.meta.url` is its own address again in the built file (the files it finds
// beside it: the AI worker, polis.wasm, puzzles.json, sw.js), so the files of web/app/ find
// the rest of web/ where it is.
//
//   node scripts/build-page.mjs           write them (make page, and make)
//   node scripts/build-page.mjs --check   exit 1 if web/app/ differs from what the sources build

import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The page's files in web/app/ (the offline list holds them all), the package's in web/cdn/.
export const OUT_DIRS = ['web/app', 'web/cdn'];
export const BUNDLES = [
  { name: 'start', source: 'web/page/start.js', dir: 'web/app', plain: true },
  { name: 'game', source: 'web/page/game.js', dir: 'web/app' },
  { name: 'learn', source: 'web/page/learn.js', dir: 'web/app' },
  ...['puzzle', 'editor', 'analysis', 'games', 'friend'].map((name) => ({
    name,
    source: `web/page/${name}.js`,
    dir: 'web/app',
  })),
  { name: 'polis-game', source: 'web/polis-game.js', dir: 'web/cdn' },
  { name: 'ui', source: 'web/ui.js', dir: 'web/cdn' },
];

const OPTIONS = {
  absWorkingDir: ROOT,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // package.json's sideEffects list is for bundler users; every module here is taken as it is.
  ignoreAnnotations: true,
  // The Node branches read `process`: as a property of globalThis it needs no polyfill.
  define: { process: 'globalThis.process' },
  write: false,
  logLevel: 'silent',
};

const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');

// `import.meta.url` of a source, as seen from web/app/; `node:` imports stubbed (browsers never
// take the Node branches).
function sourcesPlugin(dir) {
  return {
    name: 'polis-sources',
    setup(build) {
      build.onResolve({ filter: /^node:/ }, (args) => ({ path: args.path, namespace: 'node-stub' }));
      build.onLoad({ filter: /.*/, namespace: 'node-stub' }, () => ({ contents: 'export default {};' }));
      build.onLoad({ filter: /\.js$/ }, (args) => {
        const text = fs.readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const own = path.relative(path.join(ROOT, dir), args.path).split(path.sep).join('/');
        const here = `new URL(${JSON.stringify(own)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', here), loader: 'js' };
      });
    },
  };
}

// The first file: its sources' `import()`s left to the lazy files (recorded in `lazy`).
function firstPlugin(name, lazy) {
  return {
    name: 'polis-first',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        });
        const file = rel(found.path);
        lazy.add(file);
        return { path: `./${lazyName(name, file)}.js`, external: true };
      });
    },
  };
}

const lazyName = (name, file) =>
  `${name}-lazy-${file
    .replace(/^web\//, '')
    .replace(/\.js$/, '')
    .replaceAll('/', '-')}`;

// The lazy files: every module the first file holds (`held`) is taken from it (the namespaces
// it exports, `shared`: module -> export name); `asked` collects the held modules they import.
function lazyPlugin({ name, dir }, held, shared, asked) {
  return {
    name: 'polis-lazy',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.namespace === 'shared') return { path: args.path, external: true };
        if (args.pluginData === 'resolving' || args.kind === 'entry-point') return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        });
        const file = found.path && rel(found.path);
        if (!held.has(file)) return undefined;
        asked.add(file);
        if (!shared) return { path: file, external: true };
        return { path: `shared:${file}`, namespace: 'shared' };
      });
      build.onLoad({ filter: /.*/, namespace: 'shared' }, async (args) => {
        const file = args.path.slice('shared:'.length);
        const names = await exportNames(file);
        const plain = names.filter((n) => n !== 'default');
        const lines = [`import { ${shared.get(file)} as m } from './${name}.js';`];
        if (plain.length) lines.push(`export const { ${plain.join(', ')} } = m;`);
        if (names.includes('default')) lines.push('export default m.default;');
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.join(ROOT, dir) };
      });
    },
  };
}

const namesOf = new Map();
async function exportNames(file) {
  if (!namesOf.has(file)) {
    const r = await esbuild.build({
      ...OPTIONS,
      entryPoints: [file],
      outdir: path.join(ROOT, 'web'),
      minify: false,
      metafile: true,
      plugins: [sourcesPlugin('web')],
    });
    namesOf.set(file, Object.values(r.metafile.outputs).find((o) => o.entryPoint)?.exports ?? []);
  }
  return namesOf.get(file);
}

// A plain script's file: nothing of it is loaded later.
async function buildPlain({ name, source, dir }) {
  const r = await esbuild.build({
    ...OPTIONS,
    outdir: path.join(ROOT, dir),
    entryPoints: { [name]: source },
    format: 'iife',
    sourcemap: 'linked',
    sourcesContent: false,
    plugins: [sourcesPlugin(dir)],
  });
  return Object.fromEntries(r.outputFiles.map((f) => [rel(f.path), f.text]));
}

// The lazy files in groups: those that share a module the first file does not hold are built
// together (that module in a chunk they import: one instance of it); any other is built alone,
// as one file. Built together, every module the first file holds would be a chunk of its own
// too (the few lines that take it from the first file), a request more, and a round trip more,
// for each: the dialogs came as three files.
async function lazyGroups({ dir }, options, held, lazyEntries) {
  const names = Object.keys(lazyEntries);
  const built = await Promise.all(
    names.map((name) =>
      esbuild.build({
        ...options,
        entryPoints: { [name]: lazyEntries[name] },
        metafile: true,
        plugins: [lazyPlugin({ dir }, held, null, new Set()), sourcesPlugin(dir)],
      }),
    ),
  );
  const reach = new Map(
    names.map((name, i) => [
      name,
      Object.keys(built[i].metafile.inputs).filter((f) => f.startsWith('web/') && !held.has(f)),
    ]),
  );
  const groupOf = new Map(names.map((n) => [n, new Set([n])]));
  for (const a of names)
    for (const b of names) {
      const ga = groupOf.get(a);
      const gb = groupOf.get(b);
      if (ga === gb || !reach.get(a).some((f) => reach.get(b).includes(f))) continue;
      for (const n of gb) (ga.add(n), groupOf.set(n, ga));
    }
  return [...new Set(groupOf.values())].map((g) =>
    Object.fromEntries([...g].map((n) => [n, lazyEntries[n]])),
  );
}

// One bundle's files: { 'web/app/x.js': text, ... }.
async function buildBundle(bundle) {
  const { name, source, dir } = bundle;
  if (bundle.plain) return buildPlain(bundle);
  const options = { ...OPTIONS, outdir: path.join(ROOT, dir) };
  const lazy = new Set();
  const entry = (extra) => ({
    contents: `export * from './${rel(path.join(ROOT, source))}';\n${extra}`,
    resolveDir: ROOT,
    sourcefile: `${name}-entry.js`,
  });
  // Which modules the first file holds, and which of them the lazy files import.
  const first = await esbuild.build({
    ...options,
    stdin: entry(''),
    metafile: true,
    plugins: [firstPlugin(name, lazy), sourcesPlugin(dir)],
  });
  const held = new Set(Object.keys(first.metafile.inputs).filter((f) => f.startsWith('web/')));
  const lazyEntries = Object.fromEntries([...lazy].map((f) => [lazyName(name, f), f]));
  const asked = new Set();
  if (lazy.size) {
    await esbuild.build({
      ...options,
      entryPoints: lazyEntries,
      splitting: true,
      plugins: [lazyPlugin(bundle, held, null, asked), sourcesPlugin(dir)],
    });
  }
  const groups = lazy.size ? await lazyGroups(bundle, options, held, lazyEntries) : [];
  const shared = new Map([...asked].sort().map((f, i) => [f, `__p${i}`]));
  const exportsText = [...shared].map(([f, n]) => `export * as ${n} from './${f}';`).join('\n');
  const builds = [
    esbuild.build({
      ...options,
      stdin: entry(exportsText),
      entryNames: name,
      sourcemap: 'linked',
      sourcesContent: false,
      plugins: [firstPlugin(name, new Set()), sourcesPlugin(dir)],
    }),
  ];
  for (const group of groups)
    builds.push(
      esbuild.build({
        ...options,
        entryPoints: group,
        splitting: Object.keys(group).length > 1,
        sourcemap: 'linked',
        sourcesContent: false,
        plugins: [lazyPlugin(bundle, held, shared, new Set()), sourcesPlugin(dir)],
      }),
    );
  const files = {};
  for (const r of await Promise.all(builds)) {
    for (const f of r.outputFiles) {
      files[rel(f.path)] = f.text;
    }
  }
  return files;
}

// The page's style sheet, web/style.css minified (a third of it is comments and spaces), with its
// source map: web/app/style.css, the one index.html links. A host's page links web/style.css
// itself (mountPolis), or its bundler takes it.
async function buildStyleSheet() {
  const r = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { style: 'web/style.css' },
    outdir: path.join(ROOT, 'web/app'),
    bundle: true,
    minify: true,
    legalComments: 'none',
    sourcemap: 'linked',
    sourcesContent: false,
    write: false,
    logLevel: 'silent',
  });
  return Object.fromEntries(r.outputFiles.map((f) => [rel(f.path), f.text]));
}

// Every file of web/app/, as the sources build it today.
export async function buildPage() {
  const files = await buildStyleSheet();
  for (const b of BUNDLES) Object.assign(files, await buildBundle(b));
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

// The files web/app/ and web/cdn/ hold now.
export function committedPage() {
  const files = {};
  for (const dir of OUT_DIRS) {
    if (!fs.existsSync(path.join(ROOT, dir))) continue;
    for (const f of fs.readdirSync(path.join(ROOT, dir)).sort())
      files[`${dir}/${f}`] = fs.readFileSync(path.join(ROOT, dir, f), 'utf8');
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildPage();
  const now = committedPage();
  const stale = [...new Set([...Object.keys(built), ...Object.keys(now)])].filter((f) => built[f] !== now[f]);
  if (process.argv.includes('--check')) {
    for (const f of stale) console.error(`${f} does not match its sources: run make page`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const dir of OUT_DIRS) fs.mkdirSync(path.join(ROOT, dir), { recursive: true });
  for (const f of stale) {
    if (built[f] === undefined) fs.rmSync(path.join(ROOT, f));
    else fs.writeFileSync(path.join(ROOT, f), built[f]);
  }
  for (const [f, text] of Object.entries(built))
    if (/\.(js|css)$/.test(f)) console.log(`${f} ${text.length} bytes`);
}
