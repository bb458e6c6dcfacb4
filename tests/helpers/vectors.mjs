// Reads the test vectors (tests/vectors/, copied from the published set; $POLIS_VECTORS overrides).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as R from '../../web/rules.js';

export function vectorPath(name) {
  return process.env.POLIS_VECTORS
    ? path.resolve(process.env.POLIS_VECTORS, name)
    : new URL(`../vectors/${name}`, import.meta.url);
}

export function readVectors(name) {
  return readFileSync(vectorPath(name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

// A small seeded generator (mulberry32), so random games are the same on every run.
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Plays `plies` random legal moves from the start (fewer if the game ends); returns the
// position reached, still undecided with a move to play, or null.
export function randomPosition(random, plies) {
  let board = R.initialBoard();
  let player = 'blue';
  for (let i = 0; i < plies; i++) {
    const moves = R.legalMoves(board, player);
    if (moves.length === 0) return null;
    const res = R.applyMove(board, moves[Math.floor(random() * moves.length)]);
    if (res.winner) return null;
    board = res.board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return { board, player };
}

// A game of random legal moves (`random()`: seededRandom's) from `start` ({ board, player }, the
// usual start by default), at most `plies` long, ending where the game does: its moves' texts.
export function randomGameMoves(plies, random, start = { board: R.initialBoard(), player: 'blue' }) {
  let { board, player } = start;
  const words = [];
  for (let i = 0; i < plies && !R.winner(board); i++) {
    const legal = R.legalMoves(board, player);
    if (!legal.length) break;
    const m = legal[Math.floor(random() * legal.length)];
    words.push(R.moveToString(m));
    board = R.applyMoveFor(board, player, m).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return words;
}
