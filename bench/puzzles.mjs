// puzzles.mjs - `make puzzles`: the puzzle set web/puzzle/puzzles.json, generated reproducibly from
// engine games between mixed levels (fixed seeds) and proved by the engine's exact search
// (bench/puzzle-lib.mjs says what a puzzle is and how it is proved). Its run time and the
// set's size go to the "puzzles" section of bench/RESULTS.md.
//
// Environment: PUZZLES_TARGET (default 600 puzzles), PUZZLES_GAMES (most games tried, 2000).
//
// Each game's seed fixes its pair of levels and every move; each position of it is screened
// by a short strong search (multi-PV 2) and the ones it proposes are proved or rejected. A
// puzzle records its game's seed and ply, so the test can replay the game and find it again.

import fs from 'node:fs';
import zlib from 'node:zlib';
import { createEngine } from '../web/engine.js';
import * as R from '../web/rules.js';
import { writeSection, machine } from './common.mjs';
import { proveWin, proveSave, themeOf, difficultyOf, other } from './puzzle-lib.mjs';

export const OUT = new URL('../web/puzzle/puzzles.json', import.meta.url);
const TARGET = Number(process.env.PUZZLES_TARGET ?? 600);
const MAX_GAMES = Number(process.env.PUZZLES_GAMES ?? 2000);
// The players of the games: weak enough to blunder into puzzles, strong enough to make them
// worth solving. Game g pairs PLAYERS[g % n] with PLAYERS[(g * 7 + 3) % n].
const PLAYERS = ['novice', 'beginner', 'easy', 'medium', 'tough', 'hard', 'strong'];
const SCREEN_DEPTH = 5; // finds every win within 5 plies and every loss within 4
const MAX_PLIES = 200;
const PER_GAME = 2; // at most this many puzzles from one game, FAR plies apart
const FAR = 6;

export function gameLevels(seed) {
  return [PLAYERS[seed % PLAYERS.length], PLAYERS[(seed * 7 + 3) % PLAYERS.length]];
}

// The positions of game `seed`, in order: { ply, board, player, text } (the game's last
// position, which has a winner, is left out).
export function* gamePositions(engine, seed) {
  const levels = gameLevels(seed);
  let board = R.initialBoard();
  let player = 'blue';
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    yield { ply, board, player, text: R.formatPosition(board, player) };
    const r = engine.search(board, player, {
      level: levels[ply % 2],
      seed: seed * 1000 + ply,
      clearHash: true,
    });
    if (!r.move) return;
    const res = R.applyMove(board, r.move);
    if (res.winner) return;
    board = res.board;
    player = other(player);
  }
}

// The puzzle this position makes, or { rejected: why } when the screen proposed it and the
// proof failed, or null when the screen proposed nothing.
export function puzzleAt(engine, board, player) {
  const s = engine.search(board, player, { depth: SCREEN_DEPTH, multiPv: 2, clearHash: true });
  const [best, second] = s.lines;
  if (!best) return null;
  let kind;
  let plies;
  if (best.mateIn > 0 && !(second?.mateIn > 0 && second.mateIn <= best.mateIn)) {
    kind = 'win';
    plies = best.mateIn;
  } else if (!(best.mateIn < 0) && second?.mateIn < 0) {
    kind = 'save';
    plies = -second.mateIn;
  } else {
    return null;
  }
  const proof =
    kind === 'win' ? proveWin(engine, board, player, plies) : proveSave(engine, board, player, plies);
  if (!proof.ok) return { rejected: `${kind}: ${proof.why}` };
  return {
    position: R.formatPosition(board, player),
    goal: kind,
    plies,
    line: proof.line,
    refutations: proof.refutations,
    theme: themeOf(board, player, kind, proof.line),
    level: difficultyOf(engine, board, player, proof.line),
  };
}

async function main() {
  const engine = await createEngine();
  const start = performance.now();
  const puzzles = [];
  const seen = new Set();
  const rejected = {};
  let candidates = 0;
  let positions = 0;
  let games = 0;
  for (let seed = 1; seed <= MAX_GAMES && puzzles.length < TARGET; seed++) {
    games++;
    let taken = 0;
    let lastPly = -FAR;
    for (const p of gamePositions(engine, seed)) {
      positions++;
      if (taken >= PER_GAME || p.ply - lastPly < FAR || seen.has(p.text)) continue;
      const found = puzzleAt(engine, p.board, p.player);
      if (!found) continue;
      candidates++;
      if (found.rejected) {
        rejected[found.rejected] = (rejected[found.rejected] ?? 0) + 1;
        continue;
      }
      seen.add(p.text);
      puzzles.push({ id: puzzles.length + 1, seed, ply: p.ply, ...found });
      taken++;
      lastPly = p.ply;
    }
    if (seed % 20 === 0)
      console.error(
        `game ${seed}: ${puzzles.length} puzzles, ${candidates} candidates, ${positions} positions`,
      );
  }
  const seconds = (performance.now() - start) / 1000;
  const text = JSON.stringify({ version: 1, puzzles }).replace(/\},\{"id"/g, '},\n{"id"');
  fs.writeFileSync(OUT, text + '\n');
  const gz = zlib.gzipSync(text + '\n', { level: 9 }).length;
  const count = (key) => {
    const c = {};
    for (const p of puzzles) c[p[key]] = (c[p[key]] ?? 0) + 1;
    return Object.entries(c)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  };
  const rejectedTotal = Object.values(rejected).reduce((a, b) => a + b, 0);
  writeSection(
    'puzzles',
    `## make puzzles: the puzzle set

Machine: ${machine()}. Wasm engine in Node, one thread, under \`nice\` on a shared machine.
${games} games (seeds 1 to ${games}), ${positions} positions screened by a depth-${SCREEN_DEPTH} strong
search, ${candidates} candidates, ${puzzles.length} proved and kept, ${rejectedTotal} rejected by the exact proof
(${Object.entries(rejected)
      .map(([k, n]) => `${k}: ${n}`)
      .join('; ')}).
Run time ${seconds.toFixed(0)} s. \`web/puzzle/puzzles.json\`: ${(text.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzipped (loaded only by the puzzle mode).

- by goal: ${count('goal')}
- by theme: ${count('theme')}
- by difficulty (weakest level finding the first move): ${count('level')}
- by length in plies: ${count('plies')}`,
  );
  console.log(
    `${puzzles.length} puzzles from ${games} games in ${seconds.toFixed(0)} s; ${candidates} candidates, ${rejectedTotal} rejected; ${gz} bytes gzipped`,
  );
}

if (process.argv[1] && import.meta.url === new URL(process.argv[1], 'file://').href) await main();
