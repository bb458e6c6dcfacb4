// match.mjs - `make match`: the strong engine through the JS API (wasm, engine.search(board,
// side, { timeMs }) as the page and embedders call it, wall-clock budgets) against the original
// minimax at depth MATCH_ORIGINAL_DEPTH, which picks at random (seeded) among its equal best
// moves, as the published game's later version does. Colours alternate; a game over 300 plies
// is a draw; a side with no legal move loses. Writes section MATCH_SECTION of bench/RESULTS.md.
//
// Environment:
//   MATCH_GAMES            games (default 50)
//   MATCH_TIME_MS          the engine's timeMs a move (default 100)
//   MATCH_OPTIONS          more search options for the engine, as JSON (default {})
//   MATCH_ORIGINAL_DEPTH   the original's depth (default 2)
//   MATCH_ORIGINAL         'js' (bench/original-minimax.js, default) or 'wasm': the engine's
//                          exact mode with a seed, which is the same AI (tests/vectors) and fast
//                          enough for depth 4; it runs in an engine instance of its own
//   MATCH_OPENING          random plies from the start before the players take over (default 0)
//   MATCH_SECTION          the RESULTS.md section written (default 'match')
//   MATCH_TARGET           the engine's target share of the points, in % (default 95)

import * as R from '../web/rules.js';
import { createEngine } from '../web/engine.js';
import { originalSearch, other } from './original-minimax.js';
import { machine, rng, writeSection, table, fmt, median, scoreInterval } from './common.mjs';

const GAMES = Number(process.env.MATCH_GAMES ?? 50);
const TIME_MS = Number(process.env.MATCH_TIME_MS ?? 100);
const OPTIONS = JSON.parse(process.env.MATCH_OPTIONS ?? '{}');
const DEPTH = Number(process.env.MATCH_ORIGINAL_DEPTH ?? 2);
const ORIGINAL = process.env.MATCH_ORIGINAL ?? 'js';
const OPENING = Number(process.env.MATCH_OPENING ?? 0);
const SECTION = process.env.MATCH_SECTION ?? 'match';
const TARGET = Number(process.env.MATCH_TARGET ?? 95);
const MAX_PLIES = 300;

const engine = await createEngine();
const opponent = ORIGINAL === 'wasm' ? await createEngine() : null;
const seedOf = (random) => Math.floor(random() * 4294967296);

function originalMove(board, player, random) {
  if (opponent)
    return opponent.search(board, player, { depth: DEPTH, exact: true, seed: seedOf(random) }).move;
  return originalSearch(board, player, DEPTH, { random }).move;
}

// Each game: an opening of OPENING random plies (the same for games 2k and 2k+1, which swap
// colours), then the engine and the original.
function playGame(game) {
  const pair = Math.floor(game / 2);
  const openingRandom = rng(0x09e2 + pair * 104729);
  const random = rng(0x5eed + game * 7919);
  const engineSide = game % 2 === 0 ? 'blue' : 'red';
  let board = R.initialBoard();
  let player = 'blue';
  const times = [];
  const cpu = [];
  let depthSum = 0;
  const end = (winner, how, plies) => ({ winner, how, plies, engineSide, times, cpu, depthSum });
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    let move;
    const legal = R.legalMoves(board, player);
    if (legal.length === 0) return end(other(player), 'no moves', ply);
    if (ply < OPENING) {
      move = legal[Math.floor(openingRandom() * legal.length)];
    } else if (player === engineSide) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = engine.search(board, player, { ...OPTIONS, timeMs: TIME_MS, clearHash: ply < OPENING + 2 });
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0); // the process's CPU time: the move's, as the match runs nothing else meanwhile
      cpu.push((c.user + c.system) / 1000);
      move = r.move;
      depthSum += r.depth;
    } else {
      move = originalMove(board, player, random);
    }
    const res = R.applyMoveFor(board, player, move);
    board = res.board;
    if (res.winner) return end(res.winner, res.reason === 'chariot' ? 'chariot' : 'no moves', ply + 1);
    player = other(player);
  }
  return end(null, 'draw (300 plies)', MAX_PLIES);
}

const t0 = performance.now();
let wins = 0;
let draws = 0;
let losses = 0;
let plies = 0;
let depths = 0;
const times = [];
const cpu = [];
const scores = [];
const lines = [];
for (let g = 0; g < GAMES; g++) {
  const r = playGame(g);
  const outcome = r.winner === null ? 'draw' : r.winner === r.engineSide ? 'win' : 'loss';
  if (outcome === 'win') wins++;
  else if (outcome === 'draw') draws++;
  else losses++;
  scores.push(outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0);
  plies += r.plies;
  depths += r.depthSum;
  times.push(...r.times);
  cpu.push(...r.cpu);
  const line = `game ${g + 1}: engine ${r.engineSide}, ${outcome} by ${r.how} in ${r.plies} plies`;
  lines.push(line);
  console.log(line);
}
const minutes = (performance.now() - t0) / 60000;
const s = scoreInterval(scores);
const eloText = (x) => (Number.isFinite(x) ? `${x > 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+inf' : '-inf');
times.sort((a, b) => a - b);
const summary = table(
  [
    'games',
    'engine +won =drawn -lost',
    'engine points (95% interval)',
    'Elo (95% interval)',
    'average plies',
    'engine average depth',
    'engine move ms: median, 99th percentile, slowest',
    'engine move CPU ms: median, 10th percentile',
  ],
  [
    [
      GAMES,
      `+${wins} =${draws} -${losses}`,
      `${fmt(100 * s.mean, 1)}% +- ${fmt(100 * s.half, 1)}`,
      `${eloText(s.elo)} (${eloText(s.eloLow)} to ${eloText(s.eloHigh)})`,
      fmt(plies / GAMES, 1),
      fmt(depths / times.length, 1),
      `${fmt(median(times), 1)}, ${fmt(times[Math.floor(times.length * 0.99)], 1)}, ${fmt(times.at(-1), 1)}`,
      `${fmt(median(cpu), 1)}, ${fmt(cpu.sort((a, b) => a - b)[Math.floor(cpu.length * 0.1)], 1)}`,
    ],
  ],
);
const optionsText = JSON.stringify({ ...OPTIONS, timeMs: TIME_MS });
const text = `## make match${SECTION === 'match' ? '' : ` (${SECTION})`}

Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Took ${fmt(minutes, 1)} min.

The strong engine through the JS API, \`engine.search(board, side, ${optionsText})\` (wasm,
wall-clock budget, its table kept between its moves), against the original minimax at depth
${DEPTH} (${ORIGINAL === 'wasm' ? "the engine's exact mode with a fresh seed each move, in an engine instance of its own" : 'bench/original-minimax.js'},
seeded random pick among its equal best moves), ${GAMES} games, colours alternating${OPENING ? `, openings of ${OPENING} random plies each played with both colours` : ''},
a game over ${MAX_PLIES} plies a draw.

${summary}

Target: at least ${TARGET}% of the points. Measured: ${fmt(100 * s.mean, 1)}% +- ${fmt(100 * s.half, 1)}.

<details><summary>Games</summary>

${lines.map((l) => `- ${l}`).join('\n')}

</details>`;
console.log(`\n${summary}`);
writeSection(SECTION, text);
console.log('written to bench/RESULTS.md');
