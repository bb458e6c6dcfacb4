// ladder.mjs - `make ladder`: each level of web/levels.js against the one below it, natively
// (build/selfplay), and the Elo difference with its 95% error bar, written to the "ladder"
// section of bench/RESULTS.md (the README quotes the table).
//
// Environment: LADDER_GAMES (default 200 a pair), LADDER_TIME_SCALE (default 0.1: timed levels
// play with their time a move times this, so that the whole ladder fits in about an hour on
// one core; each level keeps its ratio of time to the others'), LADDER_JOBS (pairs played at
// once, default 1), LADDER_ONLY (comma-separated upper level names, to replay some; the other
// pairs' results are kept from bench/ladder-results.json, where every pair is saved as soon as
// it is played, but only while both levels' options, the games, the time scale and the
// extended evaluation's weights are the ones the result was played with; LADDER_ONLY= set empty only rewrites the table).
//
// The page passes a fresh seed each move (a random pick among equally good moves, or within a
// level's randomMargin): so does selfplay here.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEVELS } from '../web/levels.js';
import { SEARCH_FLAG } from '../web/engine/wasm-api.js';
import { writeSection, table, fmt, machine, engineWeights } from './common.mjs';

const SELFPLAY = fileURLToPath(new URL('../build/selfplay', import.meta.url));
const GAMES = Number(process.env.LADDER_GAMES ?? 200);
const SCALE = Number(process.env.LADDER_TIME_SCALE ?? 0.1);
const JOBS = Number(process.env.LADDER_JOBS ?? 1);
const ONLY = process.env.LADDER_ONLY?.split(',').filter(Boolean); // set but empty: replay nothing, rewrite the table

// selfplay arguments for one side ('a' or 'b') playing `level`.
function sideArgs(side, level) {
  const o = level.options;
  // Every level is seeded: the page passes a fresh seed each move.
  const flags =
    (o.exact ? SEARCH_FLAG.EXACT : 0) |
    SEARCH_FLAG.SEEDED |
    (o.evaluation === 'extended' ? SEARCH_FLAG.EVAL_EXTENDED : 0);
  const args = [
    `--${side}-flags`,
    String(flags),
    `--${side}-depth`,
    String(o.depth ?? 64),
    `--${side}-time`,
    String(o.timeMs ? o.timeMs * SCALE : 0),
  ];
  if (o.randomMargin !== undefined) args.push(`--${side}-margin`, String(o.randomMargin));
  return args;
}

// Elo difference for a score share s, and its 95% interval from the per-game variance.
export function elo(wins, draws, losses) {
  const n = wins + draws + losses;
  const s = (wins + draws / 2) / n;
  const variance = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * (0 - s) ** 2) / n;
  const se = Math.sqrt(variance / n);
  const toElo = (x) => {
    const c = Math.min(Math.max(x, 0.5 / n), 1 - 0.5 / n); // a clean sweep is finite, not infinite
    return -400 * Math.log10(1 / c - 1);
  };
  return { score: s, elo: toElo(s), low: toElo(s - 1.96 * se), high: toElo(s + 1.96 * se) };
}

function play(upper, lower, seed) {
  const args = [
    '--games',
    String(GAMES),
    '--seed',
    String(seed),
    ...sideArgs('a', upper),
    ...sideArgs('b', lower),
  ];
  return new Promise((resolve, reject) => {
    execFile('nice', [SELFPLAY, ...args], { maxBuffer: 1 << 24 }, (error, stdout) => {
      if (error) reject(error);
      else resolve({ args, result: JSON.parse(stdout.trim().split('\n').at(-1)) });
    });
  });
}

// The extended evaluation's weights the engine was built with (src/evaluate.h): a saved result
// stands only for the weights it was played with.
const WEIGHTS = engineWeights();
const SAVED = new URL('./ladder-results.json', import.meta.url);
const saved = fs.existsSync(SAVED) ? JSON.parse(fs.readFileSync(SAVED, 'utf8')) : {};
const pairs = [];
for (let i = 1; i < LEVELS.length; i++) pairs.push([LEVELS[i], LEVELS[i - 1], 1000 + i]);
const key = ([upper, lower]) => `${upper.name} vs ${lower.name}`;
// A saved result stands for a pair only if it was played with the same settings.
const settings = ([upper, lower]) =>
  JSON.stringify({ options: [upper.options, lower.options], games: GAMES, scale: SCALE, weights: WEIGHTS });
const reusable = (pair) => {
  const r = saved[key(pair)];
  return r &&
    JSON.stringify({ options: r.options, games: r.result.games, scale: r.scale, weights: r.weights }) ===
      settings(pair)
    ? r
    : undefined;
};
const results = pairs.map((pair) => (ONLY && !ONLY.includes(pair[0].name) ? reusable(pair) : undefined));
const stale = pairs.filter((p, k) => ONLY && !ONLY.includes(p[0].name) && !results[k]).map(key);
if (stale.length)
  throw new Error(
    `no saved result with today's settings for ${stale.join(', ')}: add them to LADDER_ONLY or run the whole ladder`,
  );
let next = 0;
await Promise.all(
  Array.from({ length: JOBS }, async () => {
    while (next < pairs.length) {
      const k = next++;
      if (results[k]) continue;
      const [upper, lower, seed] = pairs[k];
      results[k] = {
        ...(await play(upper, lower, seed)),
        options: [upper.options, lower.options],
        scale: SCALE,
        weights: WEIGHTS,
      };
      const r = results[k].result;
      console.log(`${key(pairs[k])}: +${r.a_wins} =${r.draws} -${r.a_losses}`);
      saved[key(pairs[k])] = results[k]; // kept at once: a long run that stops loses one pair at most
      fs.writeFileSync(SAVED, `${JSON.stringify(saved, null, 1)}\n`);
    }
  }),
);
// The file keeps this ladder's pairs only, in its order.
fs.writeFileSync(
  SAVED,
  `${JSON.stringify(Object.fromEntries(pairs.map((p, k) => [key(p), results[k]])), null, 1)}\n`,
);

const describe = (l) => {
  const o = l.options;
  const parts = [o.exact ? `original AI, depth ${o.depth}` : 'full engine'];
  if (!o.exact && o.depth) parts.push(`depth <= ${o.depth}`);
  if (o.timeMs) parts.push(`${o.timeMs} ms (played at ${fmt(o.timeMs * SCALE, 1)} ms)`);
  if (o.randomMargin !== undefined)
    parts.push(`random within ${o.randomMargin} tenth${o.randomMargin === 1 ? '' : 's'}`);
  if (o.evaluation === 'extended') parts.push('extended evaluation');
  return parts.join(', ');
};
const rows = results.map(({ result: r }, k) => {
  const [upper, lower] = pairs[k];
  const e = elo(r.a_wins, r.draws, r.a_losses);
  return [
    `${upper.name} vs ${lower.name}`,
    describe(upper),
    `+${r.a_wins} =${r.draws} -${r.a_losses}`,
    `${fmt(100 * e.score, 1)}%`,
    `${e.elo >= 0 ? '+' : ''}${Math.round(e.elo)}`,
    `${Math.round(e.low)} to ${Math.round(e.high)}`,
  ];
});
const text = [
  '## make ladder: each level against the one below',
  '',
  `Machine: ${machine()}. ${GAMES} games a pair, native (build/selfplay), random 4-ply openings each`,
  'played with colours swapped, each move on a cleared table, a game over 300 plies a draw.',
  `The extended evaluation's weights: {${WEIGHTS.join(', ')}} (src/evaluate.h; make texel fitted them).`,
  `Timed levels play at ${SCALE} times their time a move (the ladder has to fit on a shared`,
  'machine); the time ratios between levels are kept, but not the depths reached (at a tenth of',
  'its time the engine searches about 2.5 plies less deep), so a timed level over a depth-limited',
  'one is a bigger step at full time than here. Elo from the score share, 95% interval from the',
  `per-game variance.${!ONLY ? '' : ONLY.length ? ` Replayed in this run: ${ONLY.join(', ')}; the others from an earlier run with the same settings.` : ' Every pair as saved in bench/ladder-results.json by the run that played it.'}`,
  '',
  table(['pair', 'upper level', 'upper: +won =drawn -lost', 'score', 'Elo', '95% interval'], rows),
].join('\n');
writeSection('ladder', text);
console.log(text);
