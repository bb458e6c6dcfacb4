// texel.mjs - `make texel`: tunes the extended evaluation's weights on self-play games,
// Texel-style (fit the evaluation to game results), then plays the tuned weights against the
// engine's at equal time (build/selfplay-tunable) and writes the "texel" section of
// bench/RESULTS.md. The weights are only proposed: they may replace the engine's (src/evaluate.h)
// when the match shows at least +30 Elo with its 95% interval above 0, and the levels' ladder
// (make ladder) is replayed with them.
//
// 1. Data (reproducible: seeded, fixed depth, no clock): TEXEL_GAMES games (default 1000) of the
//    wasm engine against itself, { depth: 4, evaluation: 'extended', seed, randomMargin: 3 },
//    after an opening of 4 seeded random plies; every position after the opening, labelled with
//    the game's result (1 Blue won, 0 Red won, 0.5 a draw at 300 plies). Cached in
//    build/texel-data-N.json.
// 2. Fit: the evaluation of each position from Blue's side, as the weighted sum of its terms
//    (evaluate.h's EW_* order); K of the logistic 1 / (1 + 10^(-K e / 400)) fitted with the engine's
//    weights, then every weight but material (10: the scale) by integer coordinate descent on
//    the mean squared error between the logistic and the results.
// 3. Match: TEXEL_MATCH_GAMES games (default 1000) at TEXEL_TIME_MS ms of CPU time a move
//    (default 10), openings of 4 random plies each played with both colours, tuned (A) against
//    the engine's weights (B).

import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as R from '../web/rules.js';
import { createEngine } from '../web/engine.js';
import { other } from './original-minimax.js';
import {
  rng,
  machine,
  writeSection,
  table,
  fmt,
  scoreInterval,
  gamePositions,
  engineWeights,
} from './common.mjs';

const GAMES = Number(process.env.TEXEL_GAMES ?? 1000);
const MATCH_GAMES = Number(process.env.TEXEL_MATCH_GAMES ?? 1000);
const TIME_MS = Number(process.env.TEXEL_TIME_MS ?? 10);
const OPENING = 4;
const MAX_PLIES = 300;
const TERMS = ['material', 'advance2', 'stunned', 'room', 'tempo', 'guards', 'attackers', 'advance'];
const ENGINE_WEIGHTS = engineWeights(); // EVAL_WEIGHTS_DEFAULT in src/evaluate.h (a copy here went stale)
const root = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// The terms of a position, from Blue's side (src/evaluate.h eval_extended, term by term).
export function terms(board, player) {
  let material = 0;
  const chariot = {};
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const cell = board[r][c];
      if (!cell) continue;
      material += cell.team === 'blue' ? 1 : -1;
      if (cell.type === 'chariot') chariot[cell.team] = { r, c, stunned: cell.stunned };
    }
  }
  const around = (team, of) => {
    let n = 0;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const r = chariot[team].r + dr;
        const c = chariot[team].c + dc;
        if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 8 && board[r][c]?.team === of) n++;
      }
    }
    return n;
  };
  const room = (team) => {
    const { r, c, stunned } = chariot[team];
    const next = r + (team === 'blue' ? 1 : -1);
    if (next < 0 || next > 7 || stunned) return 0;
    let n = 0;
    for (let dc = -1; dc <= 1; dc++) if (c + dc >= 0 && c + dc < 8 && !board[next][c + dc]) n++;
    return n;
  };
  const a = chariot.blue.r;
  const b = 7 - chariot.red.r;
  return [
    material,
    a * a - b * b,
    (chariot.red.stunned ? 1 : 0) - (chariot.blue.stunned ? 1 : 0),
    room('blue') - room('red'),
    player === 'blue' ? 1 : -1,
    around('blue', 'blue') - around('red', 'red'),
    around('blue', 'red') - around('red', 'blue'),
    a - b,
  ];
}

const dot = (w, f) => w.reduce((s, x, i) => s + x * f[i], 0);

function makeData(engine) {
  const file = root(`build/texel-data-${GAMES}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const rows = [];
  let blueWins = 0;
  let draws = 0;
  for (let g = 0; g < GAMES; g++) {
    const random = rng(0x7e3e1 + g * 7919);
    let board = R.initialBoard();
    let player = 'blue';
    const seen = [];
    let result = 0.5;
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const legal = R.legalMoves(board, player);
      if (legal.length === 0) {
        result = player === 'blue' ? 0 : 1;
        break;
      }
      let move;
      if (ply < OPENING) move = legal[Math.floor(random() * legal.length)];
      else {
        seen.push(terms(board, player));
        move = engine.search(board, player, {
          depth: 4,
          evaluation: 'extended',
          seed: Math.floor(random() * 2 ** 32),
          randomMargin: 3,
          clearHash: ply === OPENING,
        }).move;
      }
      const res = R.applyMoveFor(board, player, move);
      if (res.winner) {
        result = res.winner === 'blue' ? 1 : 0;
        break;
      }
      board = res.board;
      player = other(player);
    }
    if (result === 1) blueWins++;
    else if (result === 0.5) draws++;
    for (const f of seen) rows.push([...f, result]);
    if ((g + 1) % 100 === 0) console.log(`data: ${g + 1} games, ${rows.length} positions`);
  }
  const data = { games: GAMES, blueWins, draws, rows };
  fs.writeFileSync(file, JSON.stringify(data));
  return data;
}

// Mean squared error of the logistic of w's evaluation against the results.
function error(rows, w, k) {
  let sum = 0;
  for (const row of rows) {
    const p = 1 / (1 + 10 ** ((-k * dot(w, row)) / 400));
    sum += (row[TERMS.length] - p) ** 2;
  }
  return sum / rows.length;
}

function fitK(rows, w) {
  let best = { k: 1, e: error(rows, w, 1) };
  for (let step = 1; step > 0.001; step /= 4) {
    for (let improved = true; improved;) {
      improved = false;
      for (const k of [best.k - step, best.k + step]) {
        if (k <= 0) continue;
        const e = error(rows, w, k);
        if (e < best.e) {
          best = { k, e };
          improved = true;
        }
      }
    }
  }
  return best;
}

// Integer coordinate descent on every weight but material's.
function tune(rows, start, k) {
  const w = [...start];
  let best = error(rows, w, k);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < w.length; i++) {
      for (const delta of [1, -1]) {
        for (;;) {
          w[i] += delta;
          const e = error(rows, w, k);
          if (e < best) {
            best = e;
            improved = true;
          } else {
            w[i] -= delta;
            break;
          }
        }
      }
    }
  }
  return { w, e: best };
}

// The terms checked against the engine: a depth-1 search's score is the best child's
// evaluation with the engine's weights (positions with a win at once left out).
function checkTerms(engine) {
  let checked = 0;
  for (const p of gamePositions(engine)) {
    const sign = p.player === 'blue' ? 1 : -1;
    let best = -Infinity;
    let won = false;
    for (const move of R.legalMoves(p.board, p.player)) {
      const res = R.applyMoveFor(p.board, p.player, move);
      won ||= res.winner !== null;
      best = Math.max(best, sign * dot(ENGINE_WEIGHTS, terms(res.board, other(p.player))));
    }
    if (won) continue;
    const r = engine.search(p.board, p.player, { depth: 1, evaluation: 'extended', clearHash: true });
    if (r.score !== best) throw new Error(`terms: ${p.text}: the engine says ${r.score}, the terms ${best}`);
    checked++;
  }
  console.log(`terms checked against the engine on ${checked} positions`);
}

function match(tuned) {
  const out = execFileSync(
    root('build/selfplay-tunable'),
    [
      '--games',
      String(MATCH_GAMES),
      '--time',
      String(TIME_MS),
      '--a-flags',
      String(1 << 16),
      '--b-flags',
      String(1 << 16),
      '--opening',
      String(OPENING),
      '--seed',
      '14',
      '--a-weights',
      tuned.join(','),
      '--b-weights',
      ENGINE_WEIGHTS.join(','),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

const t0 = performance.now();
const engine = await createEngine();
const data = makeData(engine);
const rows = data.rows;
checkTerms(engine);
const { k, e: e0 } = fitK(rows, ENGINE_WEIGHTS);
const tuned = tune(rows, ENGINE_WEIGHTS, k);
console.log(
  `K ${k.toFixed(3)}; error ${e0.toFixed(5)} -> ${tuned.e.toFixed(5)}; weights ${tuned.w.join(',')}`,
);
const m = match(tuned.w);
console.log(JSON.stringify(m));
const scores = [...Array(m.a_wins).fill(1), ...Array(m.draws).fill(0.5), ...Array(m.a_losses).fill(0)];
const s = scoreInterval(scores);
const keep = s.elo >= 30 && s.eloLow > 0;
const eloText = (x) => (Number.isFinite(x) ? `${x > 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+inf' : '-inf');
writeSection(
  'texel',
  `## make texel: the extended evaluation's weights fitted to self-play results

Machine: ${machine()}. Date: ${new Date().toISOString().slice(0, 10)}. Took ${fmt((performance.now() - t0) / 60000, 1)} min.

Data: ${data.games} games of the wasm engine against itself (depth 4, extended evaluation, seeded
pick within 3 tenths, 4 seeded random plies first): ${rows.length} positions, Blue won
${data.blueWins}, ${data.draws} drawn. K = ${fmt(k, 3)} (fitted with the engine's weights).

${table(
  ['term', ...TERMS],
  [
    ['engine', ...ENGINE_WEIGHTS],
    ['tuned', ...tuned.w],
  ],
)}

Mean squared error: engine's weights ${fmt(e0, 5)}, tuned ${fmt(tuned.e, 5)}.

Match at equal time (build/selfplay-tunable, ${TIME_MS} ms of CPU time a move, ${m.games} games,
openings of ${OPENING} random plies each played with both colours, a cleared table each move),
tuned against the engine's weights: +${m.a_wins} =${m.draws} -${m.a_losses}, ${fmt(100 * s.mean, 1)}% +- ${fmt(100 * s.half, 1)},
Elo ${eloText(s.elo)} (${eloText(s.eloLow)} to ${eloText(s.eloHigh)}). The bar for taking them: +30 Elo or more with the
interval above 0. ${keep ? "Passed: they may replace the engine's (src/evaluate.h EVAL_WEIGHTS_DEFAULT), with make ladder replayed." : 'Not passed: the engine keeps its weights.'}`,
);
console.log('written to bench/RESULTS.md');
