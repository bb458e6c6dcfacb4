// bench.mjs - `make bench`: the engine's benchmarks, printed as tables and written to the
// "bench" section of bench/RESULTS.md. Everything runs side by side in this one process (the
// native build through build/polis, which times its own work):
//
// 1. rules: perft(5) from the start, native and wasm, with move resolutions per second;
//    perft(6) natively;
// 2. the JavaScript original minimax (bench/original-minimax.js) against the wasm engine's
//    exact mode at depths 1-4 on the fixed positions (bench/common.mjs); target >= 1000x at 4;
// 3. wasm against native on the same searches (exact depth 5, strong depth 9, a cleared table
//    each); target: wasm within 1.5x;
// 4. strong mode with 1 s a move: depth reached (target >= 10), nodes per second, effective
//    branching factor, on 36 positions from games between neighbouring levels, all phases
//    (bench/common.mjs gamePositions);
// 5. the new build against the baseline (bench/compare.mjs);
// 6. one search call through the JS API: where its time goes (bench/call-cost.mjs).
//
// Environment: BENCH_ORIGINAL_DEPTH4=N limits the JavaScript original at depth 4 to the first
// N positions (default: all 6, about 30 s together).

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as R from '../web/rules.js';
import { createEngine } from '../web/engine.js';
import { originalSearch } from './original-minimax.js';
import { benchPositions, gamePositions, machine, writeSection, table, fmt, median } from './common.mjs';
import { callCost } from './call-cost.mjs';
import { compare } from './compare.mjs';

const POLIS = fileURLToPath(new URL('../build/polis', import.meta.url));
const engine = await createEngine();
const START = R.initialBoard();
const out = [];
const say = (text = '') => {
  console.log(text);
  out.push(text);
};

function native(args, input) {
  const text = execFileSync(POLIS, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

const positions = benchPositions(engine);
const fromOriginal = (v) => (v === Infinity ? 30000 : v === -Infinity ? -30000 : v);

say(`Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}.`);
say();
say('Positions: the start, then positions from seeded games of the original AI (depth 2, seeded');
say('pick among its best moves) against itself:');
say();
for (const [i, p] of positions.entries()) say(`${i + 1}. ${p.name}: \`${p.text}\``);
say();

// ---------------------------------------------------------------------------
// 1. Rules
// ---------------------------------------------------------------------------
{
  native(['perft', '4']); // warm-up
  const n5 = native(['perft', '5'])[0];
  const n6 = native(['perft', '6'])[0];
  engine.perftStats(START, 'blue', 4); // warm-up
  const t0 = performance.now();
  const w5 = engine.perftStats(START, 'blue', 5);
  const wms = performance.now() - t0;
  if (w5.nodes !== n5.perft) throw new Error(`perft(5): wasm ${w5.nodes}, native ${n5.perft}`);
  const rows = [
    [
      'perft(5), native',
      n5.perft,
      n5.resolutions,
      fmt(n5.seconds * 1000, 1),
      fmt(n5.resolutions_per_second / 1e6, 1),
    ],
    ['perft(5), wasm', w5.nodes, w5.resolutions, fmt(wms, 1), fmt(w5.resolutions / wms / 1e3, 1)],
    [
      'perft(6), native',
      n6.perft,
      n6.resolutions,
      fmt(n6.seconds * 1000, 1),
      fmt(n6.resolutions_per_second / 1e6, 1),
    ],
  ];
  say('## Rules: perft from the start');
  say();
  say(table(['run', 'perft', 'moves resolved', 'ms', 'M resolutions/s'], rows));
  say();
  say(`wasm / native time, perft(5): ${fmt(wms / (n5.seconds * 1000))}x`);
  say();
}

// ---------------------------------------------------------------------------
// 2. JavaScript original vs wasm exact mode
// ---------------------------------------------------------------------------
{
  const limit4 = Number(process.env.BENCH_ORIGINAL_DEPTH4 ?? positions.length);
  // Milliseconds of the exact search: the median of a few runs, each on a cleared table.
  const wasmExact = (p, depth) => {
    const times = [];
    let r;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      r = engine.search(p.board, p.player, { depth, exact: true, clearHash: true });
      times.push(performance.now() - t);
    }
    return { ms: median(times), r };
  };
  engine.search(START, 'blue', { depth: 4, exact: true }); // warm-up
  const rows = [];
  const totals = {};
  for (const depth of [1, 2, 3, 4]) {
    totals[depth] = { js: 0, wasm: 0, n: 0 };
    for (const [i, p] of positions.entries()) {
      if (depth === 4 && i >= limit4) continue;
      const t = performance.now();
      const o = originalSearch(p.board, p.player, depth);
      const js = performance.now() - t;
      const w = wasmExact(p, depth);
      if (w.r.score !== fromOriginal(o.value) || R.moveToString(w.r.move) !== R.moveToString(o.move)) {
        throw new Error(`exact mode disagrees with the original on ${p.text} at depth ${depth}`);
      }
      totals[depth].js += js;
      totals[depth].wasm += w.ms;
      totals[depth].n++;
      rows.push([depth, i + 1, fmt(js, 1), fmt(w.ms, 3), w.r.nodes, `${Math.round(js / w.ms)}x`]);
    }
  }
  say('## The original minimax: JavaScript (bench/original-minimax.js) vs wasm exact mode');
  say();
  say('Same value and same move checked on every line. wasm: median of 5 runs, cleared table.');
  say();
  say(table(['depth', 'position', 'JS original ms', 'wasm exact ms', 'wasm nodes', 'speed-up'], rows));
  say();
  say(
    table(
      ['depth', 'positions', 'JS total ms', 'wasm total ms', 'speed-up (totals)'],
      [1, 2, 3, 4].map((d) => [
        d,
        totals[d].n,
        fmt(totals[d].js, 1),
        fmt(totals[d].wasm, 2),
        `${Math.round(totals[d].js / totals[d].wasm)}x`,
      ]),
    ),
  );
  say();
  say(`Target: at least 1000x at depth 4. Measured: ${Math.round(totals[4].js / totals[4].wasm)}x.`);
  say();
}

// ---------------------------------------------------------------------------
// 3. wasm vs native, the same searches
// ---------------------------------------------------------------------------
{
  const runs = [
    { name: 'exact, depth 5', args: ['--exact', '--depth', '5'], options: { exact: true, depth: 5 } },
    { name: 'strong, depth 9', args: ['--depth', '9'], options: { depth: 9 } },
  ];
  const rows = [];
  let sumWasm = 0;
  let sumNative = 0;
  for (const run of runs) {
    const input = [positions[0].text, ...positions.map((p) => p.text)].join('\n'); // first: warm-up
    const nat = native(['bench', ...run.args], input).slice(1);
    engine.search(START, 'blue', { ...run.options, clearHash: true }); // warm-up
    for (const [i, p] of positions.entries()) {
      const w = engine.search(p.board, p.player, { ...run.options, clearHash: true });
      const n = nat[i];
      if (w.nodes !== n.nodes || R.moveToString(w.move) !== n.move) {
        throw new Error(`wasm and native differ on ${p.text} (${run.name}): ${w.nodes} / ${n.nodes} nodes`);
      }
      // The engine's own time for wasm too (the search's clock, without the JS wrapper).
      sumWasm += w.timeMs;
      sumNative += n.ms;
      rows.push([run.name, i + 1, n.nodes, fmt(n.ms, 1), fmt(w.timeMs, 1), fmt(w.timeMs / n.ms)]);
    }
  }
  say('## wasm vs native: the same search (same nodes and move checked)');
  say();
  say(table(['search', 'position', 'nodes', 'native ms', 'wasm ms', 'wasm / native'], rows));
  say();
  say(
    `Total: native ${fmt(sumNative, 1)} ms, wasm ${fmt(sumWasm, 1)} ms: wasm / native = ${fmt(sumWasm / sumNative)}x (target: within 1.5x).`,
  );
  say();
}

// ---------------------------------------------------------------------------
// 4. Strong mode, 1 s a move, on positions from games at several levels
// ---------------------------------------------------------------------------
const played = gamePositions(engine);
{
  const rows = [];
  const depths = [];
  const byPhase = {};
  for (const [i, p] of played.entries()) {
    const iterations = [];
    const r = engine.search(p.board, p.player, {
      timeMs: 1000,
      clearHash: true,
      onProgress: (x) => iterations.push(x),
    });
    // Effective branching factor: the geometric mean of the node ratios of the last three
    // completed iterations (nodes of iteration d / nodes of iteration d-1).
    const per = iterations.map((x, k) => x.nodes - (k ? iterations[k - 1].nodes : 0));
    const tail = per.slice(-4);
    let ebf = 1;
    for (let k = 1; k < tail.length; k++) ebf *= tail[k] / Math.max(1, tail[k - 1]);
    ebf = tail.length > 1 ? ebf ** (1 / (tail.length - 1)) : NaN;
    depths.push(r.depth);
    (byPhase[p.phase] ??= []).push(r.depth);
    rows.push([
      i + 1,
      p.name,
      r.depth,
      r.nodes,
      fmt(r.timeMs, 0),
      fmt(r.nodes / r.timeMs / 1000, 2),
      fmt(ebf),
      r.score,
      r.mateIn ?? '',
      R.moveToString(r.move),
    ]);
  }
  say('## Strong mode, 1 s a move (wasm, cleared table), positions from games at several levels');
  say();
  say('Positions from seeded games between neighbouring levels (blue v red), at 10%, 35%, 60% and');
  say('85% of each game (bench/common.mjs gamePositions):');
  say();
  for (const [i, p] of played.entries()) say(`${i + 1}. ${p.name}: \`${p.text}\``);
  say();
  say(
    table(
      [
        'position',
        'game, ply (phase)',
        'depth reached',
        'nodes',
        'ms',
        'M nodes/s',
        'EBF',
        'score',
        'mateIn',
        'move',
      ],
      rows,
    ),
  );
  say();
  say(
    table(
      ['phase', 'positions', 'depth min', 'depth median', 'depth max'],
      Object.entries(byPhase).map(([phase, d]) => [
        phase,
        d.length,
        Math.min(...d),
        median(d),
        Math.max(...d),
      ]),
    ),
  );
  say();
  say(`Depth reached: min ${Math.min(...depths)}, median ${median(depths)} (target: at least 10 plies).`);
  say('Nodes count every position visited, leaves included. EBF: geometric mean of the node');
  say('ratios of the last iterations.');
  say();
}

// ---------------------------------------------------------------------------
// 5. The new build against the baseline (bench/compare.mjs)
// ---------------------------------------------------------------------------
await compare(positions, say);

// ---------------------------------------------------------------------------
// 6. One search call through the JS API
// ---------------------------------------------------------------------------
callCost(engine, played, say);

writeSection('bench', `## make bench\n\n${out.join('\n')}`);
console.log('written to bench/RESULTS.md');
