// compare.mjs - the engine against a baseline build of an earlier version, side by side in one
// run (part of `make bench`; `make bench-baseline` builds the baseline into build/baseline/
// from git ref BASELINE_REF, by that version's own Makefile, so it is measured as it shipped).
//
// Measured, each for the baseline and the new build, native and wasm:
// 1. perft(5) from the start: move resolutions per second (best of 3, runs interleaved);
// 2. strong search to a fixed depth on the bench positions: nodes per second (best of 3), with
//    each build's own search, and on the same tree (the new build with SAME_TREE_FLAGS, which
//    turn off the search changes made since, visits exactly the baseline's nodes);
// 3. time use and depth with a budget a move (1000 and 100 ms) on 20 positions (the start and
//    random playouts of 8-40 plies): median and worst share of the budget used, median depth;
// 4. when valgrind is installed, instructions executed by both builds' sources compiled alike
//    (build/baseline/polis-portable: the baseline's sources with this Makefile's native flags)
//    for perft 4 and the same tree: a count the machine's load cannot change.
//
// The machine is shared, so only ratios measured in one run mean anything; runs of the two
// builds alternate so that load changes hit both alike.

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as R from '../web/rules.js';
import { createEngine } from '../web/engine.js';
import { readSearchResult } from '../web/engine/search.js';
import { SEARCH_FLAG, EXPERIMENT_FLAG } from '../web/engine/wasm-api.js';
import { rng, table, fmt, median } from './common.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
export const BUILDS = {
  baseline: {
    native: here('../build/baseline/tree/build/polis'),
    wasm: here('../build/baseline/tree/web/polis.wasm'),
    portable: here('../build/baseline/polis-portable'),
  },
  new: { native: here('../build/polis'), wasm: here('../web/polis.wasm'), portable: here('../build/polis') },
};

// Flags (src/experiments.h) that make the new build search exactly the baseline's tree: the
// earlier reductions, null move without verification.
export const SAME_TREE_FLAGS = EXPERIMENT_FLAG.STEP_LMR | EXPERIMENT_FLAG.NO_NULL_VERIFY;

// A wasm search to `depth` with raw flags, through the exports (the JS options have no flags):
// nodes and milliseconds. (tests/wasm/bench-tools.test.mjs checks it against engine.search.)
export function rawSearch(engine, position, depth, flags) {
  const x = engine.exports;
  engine.setBoard(position.board, position.player);
  const t = performance.now();
  if (x.polis_search_start(depth, 0, flags | SEARCH_FLAG.CLEAR_TT, 0, 0, 1, 0) > 0)
    while (x.polis_search_iterate());
  const ms = performance.now() - t;
  return { nodes: readSearchResult(engine, t).nodes, ms };
}

// Instructions executed by `bin args` (valgrind's cachegrind), or null without valgrind.
function instructions(bin, args, input) {
  try {
    const r = spawnSync(
      'valgrind',
      ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', bin, ...args],
      { input, encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const m = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
    return m ? Number(m[1].replaceAll(',', '')) : null;
  } catch {
    return null;
  }
}

function native(bin, args, input) {
  const text = execFileSync(bin, args, { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

// The 20 positions of the time-use test: the start and random playouts of 8-40 plies.
export function timePositions(count = 20) {
  const random = rng(2026);
  const out = [{ board: R.initialBoard(), player: 'blue' }];
  while (out.length < count) {
    let board = R.initialBoard();
    let player = 'blue';
    const plies = 8 + Math.floor(random() * 33);
    let ok = true;
    for (let i = 0; i < plies && ok; i++) {
      const moves = R.legalMoves(board, player);
      if (!moves.length) {
        ok = false;
        break;
      }
      const res = R.applyMove(board, moves[Math.floor(random() * moves.length)]);
      if (res.winner) ok = false;
      board = res.board;
      player = player === 'blue' ? 'red' : 'blue';
    }
    if (ok && R.legalMoves(board, player).length) out.push({ board, player });
  }
  return out.map((p) => ({ ...p, text: R.formatPosition(p.board, p.player) }));
}

const ratio = (a, b) => `${fmt(a / b)}x`;

export async function compare(positions, say) {
  if (!existsSync(BUILDS.baseline.native) || !existsSync(BUILDS.baseline.wasm)) {
    say('(No baseline build: `make bench-baseline` builds one.)');
    return;
  }
  // Each build compiled here: createEngine's own loader compiles one module per realm.
  const load = async (file) => createEngine({ module: await WebAssembly.compile(readFileSync(file)) });
  const engines = { baseline: await load(BUILDS.baseline.wasm), new: await load(BUILDS.new.wasm) };
  const start = R.initialBoard();
  const best = { native: {}, wasm: {} };
  const keep = (where, name, key, value) => {
    best[where][name] ??= {};
    best[where][name][key] = Math.max(best[where][name][key] ?? 0, value);
  };

  // 1 and 2: perft and fixed-depth searches, best of 3, builds alternating.
  const depthInput = positions.map((p) => p.text).join('\n');
  const SEARCH_DEPTH = 9;
  for (let round = 0; round < 3; round++) {
    for (const name of ['baseline', 'new']) {
      const n = native(BUILDS[name].native, ['perft', '5'])[0];
      keep('native', name, 'perft', n.resolutions_per_second);
      const e = engines[name];
      const t = performance.now();
      const w = e.perftStats(start, 'blue', 5);
      keep('wasm', name, 'perft', w.resolutions / ((performance.now() - t) / 1000));
      // Each build's own search, then for the new build the baseline's tree (SAME_TREE_FLAGS);
      // the baseline's own search is that tree.
      for (const [key, flags] of name === 'new'
        ? [
            ['nps', 0],
            ['same', SAME_TREE_FLAGS],
          ]
        : [['nps', 0]]) {
        const rs = native(
          BUILDS[name].native,
          ['bench', '--depth', String(SEARCH_DEPTH), '--flags', String(flags)],
          depthInput,
        );
        const nodes = rs.reduce((sum, r) => sum + r.nodes, 0);
        keep('native', name, key, nodes / (rs.reduce((sum, r) => sum + r.ms, 0) / 1000));
        keep('native', name, `${key}Nodes`, nodes);
        let wn = 0;
        let wms = 0;
        for (const p of positions) {
          const r = rawSearch(e, p, SEARCH_DEPTH, flags);
          wn += r.nodes;
          wms += r.ms;
        }
        keep('wasm', name, key, wn / (wms / 1000));
        keep('wasm', name, `${key}Nodes`, wn);
      }
    }
  }
  for (const where of ['native', 'wasm']) {
    best[where].baseline.same = best[where].baseline.nps;
    best[where].baseline.sameNodes = best[where].baseline.npsNodes;
  }
  const rows = [];
  for (const where of ['native', 'wasm']) {
    const b = best[where].baseline;
    const n = best[where].new;
    rows.push([
      `perft(5), ${where}: M resolutions/s`,
      fmt(b.perft / 1e6, 1),
      fmt(n.perft / 1e6, 1),
      ratio(n.perft, b.perft),
    ]);
    rows.push([
      `strong depth ${SEARCH_DEPTH}, ${where}: M nodes/s`,
      fmt(b.nps / 1e6, 2),
      fmt(n.nps / 1e6, 2),
      ratio(n.nps, b.nps),
    ]);
    rows.push([
      `strong depth ${SEARCH_DEPTH}, ${where}: nodes (6 positions)`,
      b.npsNodes,
      n.npsNodes,
      ratio(n.npsNodes, b.npsNodes),
    ]);
    rows.push([
      `same tree, depth ${SEARCH_DEPTH}, ${where}: M nodes/s (nodes: ${b.sameNodes} and ${n.sameNodes})`,
      fmt(b.same / 1e6, 2),
      fmt(n.same / 1e6, 2),
      ratio(n.same, b.same),
    ]);
  }
  say('## New build against the baseline: speed');
  say();
  say('Best of 3 runs each, builds alternating. Nodes per second depend on the tree (the new');
  say('build prunes more, and a smaller tree has a larger share of costly interior nodes); the');
  say(`same-tree rows run the new build with flags ${SAME_TREE_FLAGS} (the earlier reductions, null`);
  say('move unverified), which visit exactly the nodes the baseline visits. Perft leaves are only');
  say('checked for legality in the new build, so its perft counts the same moves with less work.');
  say();
  say(table(['measure', 'baseline', 'new', 'new / baseline'], rows));
  say();

  // 4: instruction counts, when valgrind is there.
  if (existsSync(BUILDS.baseline.portable) && instructions(BUILDS.new.portable, ['perft', '1']) !== null) {
    const depth8 = ['bench', '--depth', '8'];
    const runs = [
      ['perft 4 from the start', ['perft', '4'], ['perft', '4'], undefined],
      [
        'strong search to depth 8, six positions, same tree',
        depth8,
        [...depth8, '--flags', String(SAME_TREE_FLAGS)],
        depthInput,
      ],
    ];
    const irows = runs.map(([what, bArgs, nArgs, input]) => {
      const b = instructions(BUILDS.baseline.portable, bArgs, input);
      const n = instructions(BUILDS.new.portable, nArgs, input);
      return [what, b.toLocaleString('en'), n.toLocaleString('en'), ratio(b, n)];
    });
    say('## New build against the baseline: instructions (valgrind, cachegrind)');
    say();
    say("Both builds' sources compiled by the same compiler with the same flags (this Makefile's");
    say("native build); instructions executed do not depend on the machine's load.");
    say();
    say(table(['run', 'baseline', 'new', 'baseline / new'], irows));
    say();
  }

  // 3: time use and depth with a budget.
  const tpos = timePositions();
  const timeRows = [];
  for (const budget of [1000, 100]) {
    for (const where of ['native', 'wasm']) {
      const used = { baseline: [], new: [] };
      const depths = { baseline: [], new: [] };
      for (const p of tpos) {
        for (const name of ['baseline', 'new']) {
          let r;
          if (where === 'native') {
            r = native(BUILDS[name].native, ['search', '--time', String(budget), '--clear', p.text])[0];
            r.timeMs = r.ms;
          } else {
            const t = performance.now();
            r = engines[name].search(p.board, p.player, { timeMs: budget, clearHash: true });
            r.timeMs = performance.now() - t; // the caller's view, wrapper included
          }
          used[name].push(r.timeMs / budget);
          depths[name].push(r.depth);
        }
      }
      for (const name of ['baseline', 'new']) {
        timeRows.push([
          `${budget} ms, ${where}`,
          name,
          `${fmt(100 * median(used[name]), 1)}%`,
          `${fmt(100 * Math.min(...used[name]), 1)}%`,
          `${fmt(100 * Math.max(...used[name]), 1)}%`,
          median(depths[name]),
          `${Math.min(...depths[name])}-${Math.max(...depths[name])}`,
        ]);
      }
    }
  }
  say(`## New build against the baseline: time use and depth (${tpos.length} positions, cleared table)`);
  say();
  say("Share of the budget used (native: the engine's own clock; wasm: the caller's, the JS");
  say('wrapper included) and the depth of the last completed iteration.');
  say();
  say(
    table(['budget', 'build', 'median used', 'least used', 'most used', 'median depth', 'depths'], timeRows),
  );
  say();
}
