// web/engine/review.js - evaluations and game reviews for players, on top of the engine's search
// (engine.js uses these for engine.analyse, engine.reviewGame and engine.reviewSteps).
//
// Scores are tenths of a piece from the named player's side (engine.js: a piece is worth 10,
// plus the chariots' advance terms). A forced result has mateIn = plies to the end (> 0 the
// player wins, < 0 loses) and outcome 'win' or 'loss'.
//
// A review classifies each move by how much it lowered the mover's chance of winning, against
// the engine's best move (winChance below: a logistic of the score, as lichess's accuracy model
// does for chess; forced results count as a sure win or loss):
//   best        the engine's own choice, or a move that lost nothing (loss <= 0)
//   good        a drop under CHANCE_DROPS.inaccuracy, or a forced win kept, only slower
//   inaccuracy  a drop of CHANCE_DROPS.inaccuracy or more
//   mistake     CHANCE_DROPS.mistake or more
//   blunder     CHANCE_DROPS.blunder or more: e.g. a forced win let go, a walk into a forced loss
// So a dog traded in a game already won costs next to no chance and is not a blunder, and a move
// in an already lost position that keeps it lost (and is not the best) is 'good'. The loss in
// tenths (for accuracy, below) is kept beside it. Every position is searched once with the same
// bounded options.

import { describe } from '../lib/describe.js';
import * as Rules from '../rules.js';
import { WIN_SCORE } from './search-options.js';
import { other } from '../rules/util.js';

export const REVIEW_CAP = 1000;
export const REVIEW_MAX_PLIES = 1000;
export const ANALYSIS_DEFAULT_MS = 1000;
export const REVIEW_DEFAULT_MS = 300;

// Search options an analysis may pass on; the others (exact, seed, level...) choose moves
// for play, not for judging them.
const PASSED = ['timeMs', 'depth', 'multiPv', 'evaluation', 'hashMb', 'clearHash'];

function pick(options, extra, defaultMs, what) {
  if (options === undefined || options === null) options = {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new Error(`${what} options must be an object like { timeMs }, got ${describe(options)}`);
  }
  // Null-prototype objects: an option not given stays undefined whatever Object.prototype holds.
  const search = Object.create(null);
  const rest = Object.create(null);
  for (const [key, value] of Object.entries(options)) {
    if (PASSED.includes(key)) search[key] = value;
    else if (extra.includes(key)) rest[key] = value;
    else
      throw new Error(
        `unknown ${what} option ${describe(key)}; known options: ${[...PASSED, ...extra].join(', ')}`,
      );
  }
  if (search.timeMs === undefined && search.depth === undefined) search.timeMs = defaultMs;
  return { search, rest };
}

// Readable score: "+1.2", "-0.5", "0.0", "win in 3" / "loss in 2" (the winner's moves).
export function scoreText(score, mateIn) {
  if (mateIn !== null && mateIn !== undefined) {
    const moves = Math.ceil(Math.abs(mateIn) / 2);
    return `${mateIn > 0 ? 'win' : 'loss'} in ${moves}`;
  }
  const pieces = (score / 10).toFixed(1);
  return score > 0 ? `+${pieces}` : score < 0 ? pieces : '0.0';
}

function outcomeOf(mateIn) {
  return mateIn === null || mateIn === undefined ? null : mateIn > 0 ? 'win' : 'loss';
}

function line(entry) {
  return {
    move: entry.move,
    moveText: Rules.moveToString(entry.move),
    score: entry.score,
    mateIn: entry.mateIn ?? null,
    text: scoreText(entry.score, entry.mateIn),
    pv: entry.pv,
    pvText: entry.pv.map(Rules.moveToString),
  };
}

// A search result as an evaluation for `player` (who is to move).
function evaluation(r, player) {
  const lines = (r.lines && r.lines.length ? r.lines : [r]).map(line);
  return {
    player,
    score: r.score,
    mateIn: r.mateIn ?? null,
    outcome: outcomeOf(r.mateIn),
    text: scoreText(r.score, r.mateIn),
    bestMove: r.move,
    bestMoveText: Rules.moveToString(r.move),
    line: r.pv,
    lineText: r.pv.map(Rules.moveToString),
    lines,
    depth: r.depth,
    nodes: r.nodes,
    timeMs: r.timeMs,
  };
}

// engine.analyse(board, player, { timeMs = 1000, depth, multiPv, evaluation, hashMb, clearHash }).
export function analyse(engine, board, player, options) {
  const { search } = pick(options, [], ANALYSIS_DEFAULT_MS, 'analysis');
  Rules.validateBoard(board);
  const w = Rules.winner(board);
  if (w) throw new Error(`the game is over: ${w} has already won`);
  const r = engine.search(board, player, search);
  if (r.noMoves) throw new Error(`${player} has no legal move: the game is over, ${other(player)} has won`);
  return evaluation(r, player);
}

// The moves of a game replayed with the rules, all checked before any search.
function replay(moves, start) {
  if (!Array.isArray(moves)) throw new Error(`moves must be an array of moves, got ${describe(moves)}`);
  if (moves.length > REVIEW_MAX_PLIES) {
    throw new Error(`a review takes at most ${REVIEW_MAX_PLIES} moves, got ${moves.length}`);
  }
  let board;
  let player;
  if (start === undefined) {
    board = Rules.initialBoard();
    player = 'blue';
  } else if (typeof start === 'string') {
    ({ board, player } = Rules.parsePosition(start));
  } else if (start && typeof start === 'object' && !Array.isArray(start)) {
    ({ board, player } = start);
    Rules.validateBoard(board);
    if (player !== 'blue' && player !== 'red') {
      throw new Error(`review option start.player must be 'blue' or 'red', got ${describe(player)}`);
    }
  } else {
    throw new Error(
      `review option start must be a position string or { board, player }, got ${describe(start)}`,
    );
  }
  const positions = [{ board, player, winner: Rules.winner(board) }];
  const played = [];
  for (let i = 0; i < moves.length; i++) {
    const at = positions[i];
    if (at.winner) throw new Error(`move ${i + 1} comes after the end of the game (${at.winner} has won)`);
    let move = moves[i];
    try {
      if (typeof move === 'string') move = Rules.parseMove(move);
      const res = Rules.applyMoveFor(at.board, at.player, move);
      played.push({ fromR: move.fromR, fromC: move.fromC, toR: move.toR, toC: move.toC });
      positions.push({ board: res.board, player: other(at.player), winner: res.winner });
    } catch (e) {
      throw new Error(`move ${i + 1} (${at.player}): ${e.message}`);
    }
  }
  return { positions, played };
}

// Scores on one scale for the loss: forced results count +-REVIEW_CAP (mateIn 0: the game has
// just ended, won or lost by the score's sign).
function cappedScore(score, mateIn) {
  if (mateIn !== null && mateIn !== undefined)
    return mateIn > 0 || (mateIn === 0 && score > 0) ? REVIEW_CAP : -REVIEW_CAP;
  return Math.max(-REVIEW_CAP + 1, Math.min(REVIEW_CAP - 1, score));
}

// The chance that the side to move wins, 0 to 1, from the engine's score (tenths, its side):
// 1 / (1 + exp(-WIN_CHANCE_K * score)). WIN_CHANCE_K is measured by scripts/fit-win-chance.mjs
// (engine-vs-engine games in Node through the wasm engine, both sides at one level, novice to
// strong, every position scored by a fixed-depth search, k fitted by maximum likelihood to who
// won; docs/playing.md gives the figures). A forced result (mateIn) is a sure win or loss.
export const WIN_CHANCE_K = 0.072;
export function winChance(score, mateIn = null) {
  if (mateIn !== null && mateIn !== undefined) return mateIn > 0 || (mateIn === 0 && score > 0) ? 1 : 0;
  return 1 / (1 + Math.exp(-WIN_CHANCE_K * score));
}
// The drops in the chance of winning (0 to 1) that make a move an inaccuracy, a mistake, a
// blunder: lichess's 0.1, 0.2 and 0.3 on its -1..1 scale of chances, i.e. 5, 10 and 15 in 100.
export const CHANCE_DROPS = Object.freeze({ inaccuracy: 0.05, mistake: 0.1, blunder: 0.15 });

// The loss and class of one move. Scores in tenths from the mover's side; mateBefore and
// mateAfter: plies to a forced end (> 0 the mover wins) or null; mateAfter 0: the move ended
// the game. drop: the fall in the mover's chance of winning (0 to 1).
export function classify({ isBest, before, mateBefore = null, after, mateAfter = null }) {
  const loss = isBest ? 0 : Math.max(0, cappedScore(before, mateBefore) - cappedScore(after, mateAfter));
  const drop = isBest ? 0 : Math.max(0, winChance(before, mateBefore) - winChance(after, mateAfter));
  let classification;
  if (isBest || loss <= 0) {
    // After the best move a win in k plies is a win in k - 1 from the next position.
    const slower = mateBefore > 0 && after > 0 && mateAfter !== null && mateAfter >= mateBefore;
    classification = !isBest && slower ? 'good' : 'best';
  } else if (drop < CHANCE_DROPS.inaccuracy) classification = 'good';
  else if (drop < CHANCE_DROPS.mistake) classification = 'inaccuracy';
  else if (drop < CHANCE_DROPS.blunder) classification = 'mistake';
  else classification = 'blunder';
  return { loss, drop, classification };
}

// The position after `move` from the mover's side: ended games exactly, others by a search to
// one ply less than the search that chose the best move, so both see the same horizon (the
// evaluation swings between odd and even depths; comparing across them would call good moves
// inaccurate).
function scoreAfter(engine, position, mover, bestDepth, search) {
  if (position.winner) {
    const won = position.winner === mover;
    return { after: won ? WIN_SCORE : -WIN_SCORE, mateAfter: 0, over: won ? 'won' : 'lost', answer: [] };
  }
  const options = { ...search, depth: Math.max(1, bestDepth - 1) };
  if (search.depth !== undefined && search.timeMs === undefined) delete options.timeMs;
  const r = engine.search(position.board, position.player, options);
  const answer = r.noMoves ? [] : r.pv;
  return { after: -r.score, mateAfter: r.mateIn === null ? null : -r.mateIn, over: null, answer };
}

// The review one move at a time: yields { ply, of, entry } after each (entry: that move's
// review), returns the review.
// Arguments as reviewGame. Each move costs at most two searches of the given options.
export function* reviewSteps(engine, moves, options) {
  const { search, rest } = pick(options, ['start'], REVIEW_DEFAULT_MS, 'review');
  const { positions, played } = replay(moves, rest.start);
  const plies = [];
  for (let i = 0; i < played.length; i++) {
    const before = positions[i];
    const move = played[i];
    const best = engine.search(before.board, before.player, search);
    const moveText = Rules.moveToString(move);
    const isBest = Rules.moveToString(best.move) === moveText;
    // answer: the line the engine expects after the move played, the opponent's answer first.
    const { after, mateAfter, over, answer } = isBest
      ? {
          after: best.score,
          mateAfter: best.mateIn,
          over: positions[i + 1].winner ? 'won' : null,
          answer: best.pv.slice(1),
        }
      : scoreAfter(engine, positions[i + 1], before.player, best.depth, search);
    const { loss, drop, classification } = classify({
      isBest,
      before: best.score,
      mateBefore: best.mateIn,
      after,
      mateAfter: over ? 0 : mateAfter,
    });
    plies.push({
      ply: i + 1,
      player: before.player,
      move,
      moveText,
      bestMove: best.move,
      bestMoveText: Rules.moveToString(best.move),
      bestLineText: best.pv.map(Rules.moveToString),
      answerLineText: answer.map(Rules.moveToString),
      scoreBefore: best.score,
      mateBefore: best.mateIn,
      scoreAfter: after,
      mateAfter: over ? 0 : mateAfter,
      textBefore: scoreText(best.score, best.mateIn),
      textAfter: over ?? scoreText(after, mateAfter),
      loss,
      drop,
      classification,
      depth: best.depth,
    });
    yield { ply: i + 1, of: played.length, entry: plies[i] };
  }
  return summarise(plies);
}

// The review of the moves reviewed so far: each side's count of each class.
export function summarise(plies) {
  const summary = {};
  for (const side of ['blue', 'red']) {
    summary[side] = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  }
  for (const p of plies) summary[p.player][p.classification]++;
  return { plies, summary, thresholds: CHANCE_DROPS };
}

// Accuracy, 0 to 100, of one side's moves in a review, from each move's loss (tenths of a piece
// against the engine's best move, forced results counted as REVIEW_CAP, as the classes above):
//   a move's accuracy  = 100 * 2 ^ (-loss / ACCURACY_HALF_LOSS)
//     so 100 for a move that lost nothing, 50 for one that lost two pieces (20 tenths), 25 for
//     four pieces, under 1 for a lost win or a walk into a forced loss (loss 1000 and more);
//   the side's accuracy = the mean of its moves' accuracies, rounded down (so 100 only for a game
//     without loss), or null for a side without moves.
// Lower for any more loss on any move: monotone.
export const ACCURACY_HALF_LOSS = 20;
export const moveAccuracy = (loss) => 100 * 2 ** (-Math.max(0, loss) / ACCURACY_HALF_LOSS);
export function accuracy(losses) {
  if (!losses.length) return null;
  const mean = losses.reduce((sum, loss) => sum + moveAccuracy(loss), 0) / losses.length;
  return Math.floor(mean + 1e-9);
}

export function reviewGame(engine, moves, options) {
  const steps = reviewSteps(engine, moves, options);
  for (;;) {
    const s = steps.next();
    if (s.done) return s.value;
  }
}
