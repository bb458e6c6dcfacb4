// call-cost.mjs - where the time of one search call through the JS API goes (make bench):
// the work around the C search (checking the options, loading the board, starting the search,
// clearing the table, reading the result back) against the search itself (its first
// iterations), and a 10 ms search's wall time against its budget. Each figure is the median
// over many calls on the given positions, in microseconds.

import { searchOptions } from '../web/engine.js';
import { readSearchResult } from '../web/engine/search.js';
import { table, fmt, median } from './common.mjs';

const REPEAT = 300; // calls a figure, spread over the positions

// Median microseconds of fn(position) over REPEAT calls (after a warm-up round).
function micros(positions, fn) {
  for (const p of positions) fn(p);
  const times = [];
  for (let i = 0; i < REPEAT; i++) {
    const p = positions[i % positions.length];
    const t0 = performance.now();
    fn(p);
    times.push((performance.now() - t0) * 1000);
  }
  return median(times);
}

export function callCost(engine, positions, say) {
  const x = engine.exports;
  const start = (p, flags = 0) => {
    engine.setBoard(p.board, p.player);
    return x.polis_search_start(64, 0, flags, 0, 0, 1, 0);
  };
  // Time only the step named, the others done before it outside the clock.
  const after = (prepare, step) => (p) => {
    prepare(p);
    const t0 = performance.now();
    step(p);
    return performance.now() - t0;
  };
  const part = (prepare, step) => {
    for (const p of positions) after(prepare, step)(p);
    const times = [];
    for (let i = 0; i < REPEAT; i++) times.push(after(prepare, step)(positions[i % positions.length]) * 1000);
    return median(times);
  };
  const rows = [];
  const add = (name, us, what) => rows.push([name, fmt(us, 1), what]);

  const options = micros(positions, () => searchOptions({ timeMs: 10 }));
  const board = micros(positions, (p) => engine.setBoard(p.board, p.player));
  const begin = part(
    (p) => engine.setBoard(p.board, p.player),
    () => x.polis_search_start(64, 0, 0, 0, 0, 1, 0),
  );
  const clear = part(
    (p) => engine.setBoard(p.board, p.player),
    () => x.polis_search_start(64, 0, 4, 0, 0, 1, 0),
  );
  // One clear in 255 wraps the table's 8-bit epoch and really wipes it: the slowest of 256.
  let wipe = 0;
  for (let i = 0; i < 256; i++)
    wipe = Math.max(
      wipe,
      after(
        (p) => engine.setBoard(p.board, p.player),
        () => x.polis_search_start(64, 0, 4, 0, 0, 1, 0),
      )(positions[0]) * 1000,
    );
  const read = part(
    (p) => {
      start(p);
      x.polis_search_iterate();
    },
    () => readSearchResult(engine, 0),
  );
  const fixed = options + board + begin + read;
  add('check the options (searchOptions)', options, 'JS');
  add('load the board (setBoard)', board, 'JS + C');
  add('start the search (polis_search_start)', begin, 'C: table kept, root moves, counters');
  add('start the search with clearHash (a new epoch)', clear, 'C: instead of the start above');
  add('start with clearHash, slowest of 256 (the epoch wraps: a wipe)', wipe, 'C: once in 255 clears');
  add('read the result back (readSearchResult)', read, 'JS');
  add('fixed cost per call (the four above, table kept)', fixed, 'target: under 500');
  const iteration = (d) =>
    part(
      (p) => {
        start(p);
        for (let k = 1; k < d; k++) x.polis_search_iterate();
      },
      () => x.polis_search_iterate(),
    );
  for (const d of [1, 2, 3, 4]) add(`iteration ${d} (table kept)`, iteration(d), 'C: the search itself');
  const whole = micros(positions, (p) => engine.search(p.board, p.player, { depth: 1 }));
  add('engine.search(board, side, { depth: 1 }), whole', whole, 'fixed cost + iteration 1');
  const stepped = micros(positions, (p) => {
    for (const s of engine.searchSteps(p.board, p.player, { depth: 4 })) void s;
  });
  const direct = micros(positions, (p) => engine.search(p.board, p.player, { depth: 4 }));
  add('searchSteps to depth 4 (a result read after each iteration)', stepped, 'as search() did before');
  add(
    'engine.search to depth 4 (the result read once)',
    direct,
    `searchSteps / search: ${fmt(stepped / direct)}x`,
  );

  // A 10 ms search: its wall time against the budget, and the CPU time it got.
  const walls = [];
  const cpus = [];
  for (let i = 0; i < 100; i++) {
    const p = positions[i % positions.length];
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    engine.search(p.board, p.player, { timeMs: 10 });
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  walls.sort((a, b) => a - b);
  say('## One search call through the JS API: where the time goes (wasm)');
  say();
  say(`Median microseconds over ${REPEAT} calls on the bench positions.`);
  say();
  say(table(['part', 'us', 'where'], rows));
  say();
  say(
    `Fixed cost per call: ${fmt(fixed / 1000, 3)} ms (target: under 0.5 ms), ${fmt(fixed / 100, 1)}% of a 10 ms budget.`,
  );
  say(
    `\`search({ timeMs: 10 })\`, 100 calls: wall ms median ${fmt(median(walls), 2)}, 90th percentile ${fmt(walls[89], 2)},`,
  );
  say(
    `slowest ${fmt(walls[99], 2)}; CPU ms median ${fmt(median(cpus), 2)} (a wall far above the CPU time is the machine's`,
  );
  say('other work: the budget is wall-clock time, as the page uses it).');
  say();
}
