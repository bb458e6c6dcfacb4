// scripts/fit-win-chance.mjs - measures how the engine's score predicts a game's result, for the
// review's labels (web/engine/review.js: WIN_CHANCE_K). Plays engine-vs-engine games in Node
// through the wasm engine, both sides at one level (several levels), scores every position with the review's kind of
// search (a fixed depth here, so the run repeats), and fits P(the side to move wins) =
// 1 / (1 + exp(-k * score)) by maximum likelihood (score in tenths from the side to move).
//   node scripts/fit-win-chance.mjs [games=36] [depth=4]
import * as Rules from '../web/rules.js';
import { createEngine } from '../web/engine.js';

const GAMES = Number(process.argv[2] ?? 36);
const DEPTH = Number(process.argv[3] ?? 4);
const LEVELS = ['novice', 'easy', 'medium', 'tough', 'hard', 'strong'];
const MAX_PLIES = 200;
const engine = await createEngine();
const samples = []; // [score for the side to move, 1 if it won]
let finished = 0;
for (let g = 0; g < GAMES; g++) {
  // Both sides at one level (a level per game in turn): a score then says how the position
  // stands, not which side is the stronger player.
  const level = LEVELS[g % LEVELS.length];
  const levels = { blue: level, red: level };
  let pos = { board: Rules.initialBoard(), player: 'blue' };
  const seen = [];
  let winner = null;
  for (let i = 0; i < MAX_PLIES && !winner; i++) {
    const r = engine.search(pos.board, pos.player, { level: levels[pos.player], seed: 1000 * g + i });
    if (r.noMoves) {
      winner = pos.player === 'blue' ? 'red' : 'blue';
      break;
    }
    const judged = engine.search(pos.board, pos.player, { depth: DEPTH, evaluation: 'extended' });
    if (judged.mateIn === null && i >= 2) seen.push([judged.score, pos.player]);
    const res = Rules.applyMoveFor(pos.board, pos.player, r.move);
    winner = res.winner;
    pos = { board: res.board, player: pos.player === 'blue' ? 'red' : 'blue' };
  }
  if (!winner) continue;
  finished++;
  for (const [score, side] of seen) samples.push([score, side === winner ? 1 : 0]);
}
const logLoss = (k) =>
  samples.reduce((sum, [s, won]) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, 1 / (1 + Math.exp(-k * s))));
    return sum - (won ? Math.log(p) : Math.log(1 - p));
  }, 0) / samples.length;
let best = { k: 0, loss: Infinity };
for (let k = 0.001; k <= 1; k += 0.001) {
  const loss = logLoss(k);
  if (loss < best.loss) best = { k, loss };
}
console.log(
  JSON.stringify({
    games: GAMES,
    finished,
    positions: samples.length,
    depth: DEPTH,
    k: +best.k.toFixed(3),
    logLoss: +best.loss.toFixed(4),
  }),
);
