// The puzzle set as the tests read it, and the boards along a puzzle's line by the rules
// (web/rules.js), for the puzzle tests in Node and in Chromium.

import fs from 'node:fs';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';

export const { puzzles } = JSON.parse(
  fs.readFileSync(new URL('../../web/puzzle/puzzles.json', import.meta.url), 'utf8'),
);
export const puzzleById = (id) => puzzles.find((p) => p.id === Number(id));

// The board after `moves` (move strings, the solver's first) from the puzzle's position.
export function boardAfter(p, moves) {
  let { board, player } = Rules.parsePosition(p.position);
  for (const m of moves) {
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = other(player);
  }
  return board;
}
