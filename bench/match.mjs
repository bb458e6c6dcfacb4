// match.mjs - `make match`: the strong engine (wasm, MATCH_TIME_MS a move, default 100)
// against the JavaScript original minimax (bench/original-minimax.js) at depth
// MATCH_ORIGINAL_DEPTH (default 2), which picks at random (seeded) among its equal best moves,
// as the published game's later version does. MATCH_GAMES games (default 50), colours
// alternating; a game over 300 plies is a draw; a side with no legal move loses. Writes the
// "match" section of bench/RESULTS.md. Target: the engine takes at least 95% of the points.

import * as R from '../web/rules.js';
import { createEngine } from '../web/engine.js';
import { originalSearch, other } from './original-minimax.js';
import { machine, rng, writeSection, table, fmt } from './common.mjs';

const GAMES = Number(process.env.MATCH_GAMES ?? 50);
const TIME_MS = Number(process.env.MATCH_TIME_MS ?? 100);
const DEPTH = Number(process.env.MATCH_ORIGINAL_DEPTH ?? 2);
const MAX_PLIES = 300;

const engine = await createEngine();

function playGame(game) {
  const random = rng(0x5eed + game * 7919);
  const engineSide = game % 2 === 0 ? 'blue' : 'red';
  let board = R.initialBoard();
  let player = 'blue';
  let engineMs = 0;
  let engineMoves = 0;
  let depthSum = 0;
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    let move;
    if (player === engineSide) {
      const r = engine.search(board, player, { timeMs: TIME_MS, clearHash: ply < 2 });
      if (!r.move) return { winner: other(player), how: 'no moves', plies: ply, engineSide, engineMs, engineMoves, depthSum };
      move = r.move;
      engineMs = Math.max(engineMs, r.timeMs);
      engineMoves++;
      depthSum += r.depth;
    } else {
      const r = originalSearch(board, player, DEPTH, { random });
      if (!r.move) return { winner: other(player), how: 'no moves', plies: ply, engineSide, engineMs, engineMoves, depthSum };
      move = r.move;
    }
    const res = R.applyMoveFor(board, player, move);
    board = res.board;
    if (res.winner) {
      return { winner: res.winner, how: res.reason === 'chariot' ? 'chariot' : 'no moves', plies: ply + 1, engineSide, engineMs, engineMoves, depthSum };
    }
    player = other(player);
  }
  return { winner: null, how: 'draw (300 plies)', plies: MAX_PLIES, engineSide, engineMs, engineMoves, depthSum };
}

const t0 = performance.now();
let wins = 0;
let draws = 0;
let losses = 0;
let plies = 0;
let slowest = 0;
let depths = 0;
let moves = 0;
const lines = [];
for (let g = 0; g < GAMES; g++) {
  const r = playGame(g);
  const outcome = r.winner === null ? 'draw' : r.winner === r.engineSide ? 'win' : 'loss';
  if (outcome === 'win') wins++;
  else if (outcome === 'draw') draws++;
  else losses++;
  plies += r.plies;
  slowest = Math.max(slowest, r.engineMs);
  depths += r.depthSum;
  moves += r.engineMoves;
  const line = `game ${g + 1}: engine ${r.engineSide}, ${outcome} by ${r.how} in ${r.plies} plies`;
  lines.push(line);
  console.log(line);
}
const minutes = (performance.now() - t0) / 60000;
const points = wins + draws / 2;
const summary = table(
  ['games', 'engine wins', 'draws', 'engine losses', 'engine points', 'average plies', 'engine average depth', 'slowest engine move ms'],
  [[GAMES, wins, draws, losses, `${fmt(100 * points / GAMES, 1)}%`, fmt(plies / GAMES, 1), fmt(depths / moves, 1), fmt(slowest, 1)]],
);
const text = `## make match

Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Took ${fmt(minutes, 1)} min.

The strong engine (wasm, ${TIME_MS} ms a move, its table kept between its moves) against the
JavaScript original minimax at depth ${DEPTH} (seeded random pick among its equal best moves),
${GAMES} games, colours alternating, a game over ${MAX_PLIES} plies a draw.

${summary}

Target: at least 95% of the points. Measured: ${fmt(100 * points / GAMES, 1)}%.

<details><summary>Games</summary>

${lines.map((l) => `- ${l}`).join('\n')}

</details>`;
console.log(`\n${summary}`);
writeSection('match', text);
console.log('written to bench/RESULTS.md');
