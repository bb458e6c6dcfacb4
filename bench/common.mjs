// common.mjs - shared by bench/bench.mjs and bench/match.mjs: the fixed benchmark positions,
// machine facts, and writing one section of bench/RESULTS.md.

import fs from 'node:fs';
import os from 'node:os';
import * as R from '../web/rules.js';
import { other } from './original-minimax.js';

export const RESULTS = new URL('./RESULTS.md', import.meta.url);

// A small seeded generator (LCG), for reproducible games.
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
}

// The fixed positions: the start, then midgame positions from seeded games in which both
// sides play the original AI at depth 2 with a seeded pick among its best moves (the engine's
// exact mode, which is that AI): plies 15 and 36 of games 1, 2, ... (so both sides are to move in some)
export const SAMPLE_PLIES = [15, 36];

export function benchPositions(engine, count = 6) {
  const positions = [{ name: 'start', board: R.initialBoard(), player: 'blue' }];
  for (let game = 1; positions.length < count && game < 100; game++) {
    let board = R.initialBoard();
    let player = 'blue';
    for (let ply = 0; ply <= SAMPLE_PLIES.at(-1) && positions.length < count; ply++) {
      if (SAMPLE_PLIES.includes(ply)) positions.push({ name: `game ${game}, ply ${ply}`, board, player });
      const r = engine.search(board, player, { depth: 2, exact: true, seed: game * 1000 + ply });
      if (!r.move) break;
      const res = R.applyMove(board, r.move);
      if (res.winner) break;
      board = res.board;
      player = other(player);
    }
  }
  return positions.map((p) => ({ ...p, text: R.formatPosition(p.board, p.player) }));
}

// The extended evaluation's weights the engine is built with (src/evaluate.h EVAL_WEIGHTS_DEFAULT).
export function engineWeights() {
  const header = fs.readFileSync(new URL('../src/evaluate.h', import.meta.url), 'utf8');
  return header
    .match(/#define EVAL_WEIGHTS_DEFAULT \{([^}]*)\}/)[1]
    .split(',')
    .map(Number);
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model?.trim() ?? 'unknown CPU'} (${cpus.length} cores), Node ${process.version}, ${os.platform()} ${os.release()}`;
}

// Replaces the section between <!-- NAME:start --> and <!-- NAME:end --> in RESULTS.md (adds
// it at the end if missing), keeping the other sections.
export function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = fs.existsSync(RESULTS)
    ? fs.readFileSync(RESULTS, 'utf8')
    : '# Polis engine: benchmark results\n\nWritten by `make bench` (bench/bench.mjs) and `make match` (bench/match.mjs).\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i >= 0 && j > i) text = text.slice(0, i) + block + text.slice(j + end.length);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, text);
}

// A markdown table from a header row and rows of cells.
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fmt = (x, digits = 2) => (typeof x === 'number' ? x.toFixed(digits) : String(x));
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The share of the points with its 95% interval (normal approximation over the games' scores)
// and the Elo difference it means.
export function scoreInterval(scores) {
  const n = scores.length;
  const mean = scores.reduce((a, b) => a + b, 0) / n;
  const variance = scores.reduce((a, s) => a + (s - mean) ** 2, 0) / Math.max(1, n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  const elo = (p) => (p <= 0 ? -Infinity : p >= 1 ? Infinity : -400 * Math.log10(1 / p - 1));
  return { mean, half, elo: elo(mean), eloLow: elo(mean - half), eloHigh: elo(Math.min(1, mean + half)) };
}

// Positions from seeded games between neighbouring levels (web/levels.js, each move with a
// seed of its own), several levels and all phases: from each game the positions at 10%, 35%,
// 60% and 85% of its length, each named by its phase (pieces left of 32: opening 28 or more,
// endgame 16 or fewer, middlegame between). Reproducible: the same games every run.
export const GAME_PAIRS = [
  ['novice', 'easy'],
  ['easy', 'medium'],
  ['medium', 'tough'],
  ['tough', 'hard'],
  ['hard', 'strong'],
  ['strong', 'skilled'],
  ['skilled', 'advanced'],
  ['advanced', 'seasoned'],
  ['seasoned', 'strong'],
];
export const GAME_FRACTIONS = [0.1, 0.35, 0.6, 0.85];

export function phaseOf(board) {
  const pieces = board.flat().filter(Boolean).length;
  return pieces >= 28 ? 'opening' : pieces <= 16 ? 'endgame' : 'middlegame';
}

export function gamePositions(engine) {
  const positions = [];
  for (const [g, [blue, red]] of GAME_PAIRS.entries()) {
    let board = R.initialBoard();
    let player = 'blue';
    const seen = [];
    for (let ply = 0; ply < 300; ply++) {
      seen.push({ board, player, ply });
      const level = player === 'blue' ? blue : red;
      const r = engine.search(board, player, { level, seed: (g + 1) * 100003 + ply, clearHash: ply < 2 });
      if (!r.move) break;
      const res = R.applyMove(board, r.move);
      if (res.winner) break;
      board = res.board;
      player = other(player);
    }
    for (const f of GAME_FRACTIONS) {
      const p = seen[Math.floor(f * seen.length)];
      positions.push({
        name: `${blue} v ${red}, ply ${p.ply} (${phaseOf(p.board)})`,
        phase: phaseOf(p.board),
        board: p.board,
        player: p.player,
      });
    }
  }
  return positions.map((p) => ({ ...p, text: R.formatPosition(p.board, p.player) }));
}
