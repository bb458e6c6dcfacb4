// search-fingerprint.mjs - the results of a fixed set of fixed-depth searches, every iteration of
// each, for checking that a change to the C engine's code leaves its searches bit-for-bit the
// same: run it before and after the change and compare the files (cmp).
//
//   node tests/tools/search-fingerprint.mjs native > before-native.txt   (build/polis bench)
//   node tests/tools/search-fingerprint.mjs wasm > before-wasm.txt       (web/polis.wasm)
//
// The positions: every position of tests/vectors/ (rules.jsonl's and search.jsonl's) that has
// no winner yet. The searches: strong and exact mode, multipv, seeded picks, the extended
// evaluation, a small table (replacement at work), and each switch of src/experiments.h on every
// fourth position; each with a fresh table (as `polis bench` searches). The wasm run adds one
// sequence that keeps the table from one search to the next. A line is one iteration's result
// as `polis bench --progress` prints it, less the time; both modes print the same lines, so the
// two files of one build also agree up to the wasm-only sequence at the end.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../web/engine.js';
import { SR, LINE, SEARCH_FLAG, EXPERIMENT_FLAG } from '../../web/engine/wasm-api.js';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const mode = process.argv[2];
if (mode !== 'native' && mode !== 'wasm') {
  console.error('usage: node tests/tools/search-fingerprint.mjs native|wasm');
  process.exit(2);
}

// Every position of the vectors, once each, in the order first seen.
function vectorPositions() {
  const seen = new Set();
  for (const file of ['rules.jsonl', 'search.jsonl']) {
    for (const line of readFileSync(here(`../vectors/${file}`), 'utf8')
      .split('\n')
      .filter(Boolean)) {
      seen.add(JSON.parse(line).position);
    }
  }
  return [...seen];
}

const engine0 = await createEngine();
const positions = vectorPositions().filter((text) => {
  engine0.parsePosition(text);
  return engine0.exports.polis_winner() === -1;
});
const everyFourth = positions.filter((_, i) => i % 4 === 0);

// One configuration: the `polis bench` options and the same as polis_search_start's arguments.
const config = (name, o, set = positions) => ({ name, o, set });
const CONFIGS = [
  config('strong depth 6', { depth: 6 }),
  config('exact depth 4', { depth: 4, exact: true }),
  config('strong multipv 3 depth 5', { depth: 5, multipv: 3 }),
  config('strong seeded depth 5', { depth: 5, seed: 12345, margin: 15 }),
  config('exact seeded depth 4', { depth: 4, exact: true, seed: 777, margin: 20 }),
  config('exact multipv 4 depth 3', { depth: 3, exact: true, multipv: 4 }),
  config('extended depth 6', { depth: 6, flags: SEARCH_FLAG.EVAL_EXTENDED }),
  config('strong 1 MB depth 7', { depth: 7, hash: 1 }, everyFourth),
  ...Object.entries(EXPERIMENT_FLAG).map(([name, flag]) =>
    config(`strong ${name} depth 5`, { depth: 5, flags: flag }, everyFourth),
  ),
  config('strong STEP_LMR|NO_NULL_VERIFY depth 6', {
    depth: 6,
    flags: EXPERIMENT_FLAG.STEP_LMR | EXPERIMENT_FLAG.NO_NULL_VERIFY,
  }),
  ...Object.entries(EXPERIMENT_FLAG).map(([name, flag]) =>
    config(`exact ${name} depth 4`, { depth: 4, exact: true, flags: flag }, everyFourth),
  ),
];

function nativeArgs(o) {
  const args = ['bench', '--progress', '--depth', String(o.depth)];
  if (o.exact) args.push('--exact');
  if (o.seed !== undefined) args.push('--seed', String(o.seed), '--margin', String(o.margin));
  if (o.flags) args.push('--flags', String(o.flags));
  if (o.multipv) args.push('--multipv', String(o.multipv));
  if (o.hash) args.push('--hash', String(o.hash));
  return args;
}

// A square's name, a move's text: as src/cli.c writes them.
const square = (s) => String.fromCharCode(97 + (s & 7)) + String(1 + (s >> 3));
const moveText = (io, at) => square(io[at]) + square(io[at + 1]);
const moves = (io, at, n) => Array.from({ length: n }, (_, i) => `"${moveText(io, at + 2 * i)}"`).join(',');

// The search result in the I/O buffer as `polis bench` prints it (print_result in src/cli.c),
// less "ms".
function resultLine(engine, text) {
  const io = engine.io();
  const view = new DataView(io.buffer, io.byteOffset, io.byteLength);
  const i32 = (at) => view.getInt32(at, true);
  const move = io[SR.move] === 255 ? 'null' : `"${moveText(io, SR.move)}"`;
  let line =
    `{"position":"${text}","move":${move},"score":${i32(SR.score)},"mate":${i32(SR.mate)},` +
    `"depth":${i32(SR.depth)},"completed":${i32(SR.completed) ? 'true' : 'false'},` +
    `"nodes":${view.getFloat64(SR.nodes, true)},"pv":[${moves(io, SR.pv, i32(SR.pvLen))}]`;
  const nlines = i32(SR.nlines);
  if (nlines > 1) {
    const lines = [];
    for (let i = 0; i < nlines; i++) {
      const at = SR.lines + i * LINE.bytes;
      lines.push(
        `{"move":"${moveText(io, at + LINE.pv)}","score":${i32(at + LINE.score)},` +
          `"mate":${i32(at + LINE.mate)},"pv":[${moves(io, at + LINE.pv, i32(at + LINE.pvLen))}]}`,
      );
    }
    line += `,"lines":[${lines.join(',')}]`;
  }
  return line + '}';
}

// One search in the wasm build, every iteration printed (run_search in src/cli.c).
function wasmSearch(engine, text, o, clear) {
  engine.parsePosition(text);
  const flags =
    (o.flags ?? 0) |
    (o.exact ? SEARCH_FLAG.EXACT : 0) |
    (o.seed !== undefined ? SEARCH_FLAG.SEEDED : 0) |
    (clear ? SEARCH_FLAG.CLEAR_TT : 0);
  const x = engine.exports;
  const n = x.polis_search_start(o.depth, 0, flags, o.seed ?? 0, o.margin ?? 0, o.multipv ?? 0, o.hash ?? 0);
  if (n < 0) throw new Error(`${text}: search_start ${n}`);
  const out = [];
  const done = () => new DataView(engine.io().buffer, engine.io().byteOffset).getInt32(SR.done, true);
  while (!done()) {
    x.polis_search_iterate();
    const io = engine.io();
    if (io[SR.completed] === 1 && !done()) out.push(resultLine(engine, text));
  }
  out.push(resultLine(engine, text));
  return out;
}

let searches = 0;
for (const { name, o, set } of CONFIGS) {
  process.stdout.write(`# ${name}: ${set.length} searches\n`);
  searches += set.length;
  if (mode === 'native') {
    const r = spawnSync(here('../../build/polis'), nativeArgs(o), {
      input: set.join('\n') + '\n',
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    if (r.status !== 0) throw new Error(`${name}: build/polis exited ${r.status}: ${r.stderr}`);
    process.stdout.write(r.stdout.replace(/"ms":[0-9.]+,/g, ''));
  } else {
    const engine = await createEngine();
    for (const text of set) process.stdout.write(wasmSearch(engine, text, o, true).join('\n') + '\n');
  }
}
if (mode === 'wasm') {
  // One engine searching position after position, the table kept between them.
  const engine = await createEngine();
  process.stdout.write(`# strong depth 6, table kept: ${everyFourth.length} searches\n`);
  searches += everyFourth.length;
  for (const text of everyFourth)
    process.stdout.write(wasmSearch(engine, text, { depth: 6 }, false).join('\n') + '\n');
}
process.stderr.write(`${searches} searches (${mode})\n`);
