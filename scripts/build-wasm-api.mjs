// Writes web/engine/wasm-api.js: the wasm interface's numbers, read from the C side, so that
// JavaScript never copies them by hand (a change in src/api.c or src/polis.h that the module
// does not follow fails tests/node/wasm-api-built.test.mjs):
//
//   IO_SIZE, OUT (a move's outcome), SR and LINE (a search's result)  the I/O buffer (src/api.c)
//   ERROR (PolisError), SEARCH_FLAG (the contract's flags), LIMITS    src/polis.h
//   EXPERIMENT_FLAG (the search's switches for bench/)                 src/experiments.h
//   EXPORTS (every polis_* function api.c defines, in its order)      src/api.c; the Makefile
//                                                                     reads the same list from
//                                                                     api.c (WASM_EXPORTS)
//
//   node scripts/build-wasm-api.mjs           write it (make workers does this)
//   node scripts/build-wasm-api.mjs --check   exit 1 if the committed file differs

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_FILE = 'web/engine/wasm-api.js';
const SOURCES = ['src/polis.h', 'src/api.c', 'src/experiments.h'];

const readFile = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

// A C source without comments (a comment may hold text that looks like code).
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, '');

// Evaluates an integer constant expression of numbers, names already known, + - * << and
// parentheses; anything else is an error (the generator must not guess).
function evaluate(expr, known, where) {
  const text = expr.replace(/\b[A-Z_][A-Z0-9_]*\b/g, (name) => {
    if (!(name in known)) throw new Error(`${where}: ${name} is not a known constant`);
    return `(${known[name]})`;
  });
  if (!/^[\d\s()+\-*<]+$/.test(text)) throw new Error(`${where}: cannot evaluate ${expr}`);
  return Function(`return (${text});`)();
}

// `#define NAME value` lines whose value is a constant expression.
function defines(text, known, file) {
  for (const m of text.matchAll(/^#define[ \t]+([A-Z_][A-Z0-9_]*)[ \t]+([^\n]+)$/gm)) {
    const value = m[2].trim();
    if (/^[\d\s()+\-*<A-Z_]+$/.test(value) && !/[(]\s*[a-z]/.test(value)) {
      try {
        known[m[1]] = evaluate(value, known, `${file} ${m[1]}`);
      } catch {
        // a macro that is not a number (BIT(sq), ...)
      }
    }
  }
}

// The members of every enum in `text` whose names start with `prefix`: { NAME: value }.
function enumMembers(text, prefix, known, file) {
  const out = {};
  for (const body of text.matchAll(/\benum\b[^{]*\{([^}]*)\}/g)) {
    for (const item of body[1].split(',')) {
      const m = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*([^]*?)\s*$/.exec(item);
      if (!m) continue;
      const value = evaluate(m[2], known, `${file} ${m[1]}`);
      known[m[1]] = value;
      if (m[1].startsWith(prefix)) out[m[1]] = value;
    }
  }
  if (Object.keys(out).length === 0) throw new Error(`${file}: no enum members named ${prefix}*`);
  return out;
}

// The functions src/api.c defines for the host: every non-static `polis_*` definition at the
// start of a line. (The Makefile's WASM_EXPORTS reads the same lines with sed.)
export function apiExports(apiText) {
  return [...apiText.matchAll(/^[a-z][a-z0-9_ *]*[ *](polis_[a-z_]+)\(/gm)]
    .filter((m) => !m[0].startsWith('static'))
    .map((m) => m[1]);
}

// SR_PV_LEN -> pvLen (the layouts' JavaScript names, as the readers used them).
const camel = (name, prefix) =>
  name
    .slice(prefix.length)
    .toLowerCase()
    .replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const rename = (members, prefix, fn) =>
  Object.fromEntries(Object.entries(members).map(([k, v]) => [fn(k, prefix), v]));
const upper = (name, prefix) => name.slice(prefix.length);

function constant(name, value, comment) {
  const body =
    typeof value === 'object'
      ? `Object.freeze(${JSON.stringify(value, null, 2).replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')})`
      : JSON.stringify(value);
  return `// ${comment}\nexport const ${name} = ${body};\n`;
}

// The module's text; read(file) gives a source's text (the files of this checkout by default).
export function buildWasmApi(read = readFile) {
  const [polis, api, experiments] = SOURCES.map((file) => withoutComments(read(file)));
  const known = {};
  defines(polis, known, 'src/polis.h');
  const errors = enumMembers(polis, 'POLIS_E_', known, 'src/polis.h');
  const flags = enumMembers(polis, 'SEARCH_', known, 'src/polis.h');
  defines(api, known, 'src/api.c');
  const out = enumMembers(api, 'OUT_', known, 'src/api.c');
  const sr = enumMembers(api, 'SR_', known, 'src/api.c');
  const line = enumMembers(api, 'LINE_', known, 'src/api.c');
  const experiment = enumMembers(experiments, 'SEARCH_', known, 'src/experiments.h');
  const limits = {};
  for (const name of [
    'SEARCH_MAX_DEPTH',
    'SEARCH_MAX_PLY',
    'SEARCH_MAX_LINES',
    'SCORE_WIN',
    'SCORE_WIN_BOUND',
  ]) {
    limits[name] = known[name];
  }
  limits.TT_MAX_MB = known.TT_MAX_MB;
  for (const [k, v] of Object.entries(limits)) if (v === undefined) throw new Error(`src/polis.h: no ${k}`);
  if (known.IO_SIZE === undefined) throw new Error('src/api.c: no IO_SIZE');
  const exportsList = apiExports(read('src/api.c'));
  return [
    `// ${path.basename(OUT_FILE)}: generated by scripts/build-wasm-api.mjs from ${SOURCES.join(', ')}; do not edit.\n`,
    constant('IO_SIZE', known.IO_SIZE, 'Bytes in the I/O buffer (polis_io(), IO_SIZE in src/api.c).'),
    constant('OUT', rename(out, 'OUT_', camel), "A move's outcome in the I/O buffer (OUT_* in src/api.c)."),
    constant('SR', rename(sr, 'SR_', camel), "A search's result in the I/O buffer (SR_* in src/api.c)."),
    constant(
      'LINE',
      rename(line, 'LINE_', camel),
      'One of the lines at SR.lines, LINE.bytes apart (LINE_*).',
    ),
    constant(
      'ERROR',
      rename(errors, 'POLIS_E_', upper),
      'Error codes the exports answer (POLIS_E_* in src/polis.h).',
    ),
    constant('SEARCH_FLAG', rename(flags, 'SEARCH_', upper), "polis_search_start's flags (src/polis.h)."),
    constant(
      'EXPERIMENT_FLAG',
      rename(experiment, 'SEARCH_', upper),
      "The search's switches for experiments, for bench/ only (src/experiments.h).",
    ),
    constant('LIMITS', limits, 'Limits of src/polis.h.'),
    constant('EXPORTS', exportsList, 'The functions polis.wasm exports (WASM_EXPORTS in the Makefile).'),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = buildWasmApi();
  const file = path.join(ROOT, OUT_FILE);
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (process.argv.includes('--check')) {
    if (old !== text) {
      console.error(`${OUT_FILE} does not match the C sources: run node scripts/build-wasm-api.mjs`);
      process.exit(1);
    }
  } else if (old !== text) {
    fs.writeFileSync(file, text);
    console.log(`wrote ${OUT_FILE}`);
  }
}
