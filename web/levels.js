// Difficulty levels: each is a named bundle of search options for engine.search() (see its
// comment in engine.js); options given with a level override the bundle's.
// The page offers them in this order; `default` marks the one a new game starts with.
//
// "exact" levels play the original game's fixed-depth minimax (RULES.md), which the published
// game offers at depths 1 to 4; with a seed (the page passes one per move) they pick at random
// among equally good moves, as its later version does, or among the moves within randomMargin
// tenths of the best (a dog is 10, a chariot's step forward 2k+1 from row k). The others run
// the full engine (iterative deepening, transposition table, pruning) with the extended
// evaluation (two terms more than the original's: a stunned chariot, a chariot's room to
// advance), which alone was worth about 80 Elo at depth 3 and 290 at depth 5 in 100-game probes.
//
// Chosen so that each level beats the one below by a similar margin, 150 to 300 Elo. Each
// level against the one below, `make ladder` (bench/ladder.mjs, 200 games a pair, the timed
// levels at a tenth of their time; the table is in bench/RESULTS.md and the README), from
// beginner over novice up: +196, +288, +241, +246, +275, +205, +269, +196, +244, +241, +151,
// +135 (the last three replayed with the engine 1.6x faster than when the levels were chosen:
// the top two steps shrank from +210 and +160).
// A margin weakens a level a lot: 10 tenths (a dog may be given away) puts the depth-2 AI
// about 230 below depth 1; 5 tenths costs depth 3 about 270, 3 tenths depth 4 about 250,
// 4 tenths depth 5 about 200. At a tenth of their time the timed levels search about 2.5
// plies less deep than in play, so in play expert is a bigger step over seasoned (depth 6)
// than measured here: scaled time is an approximation.

import { describe } from './describe.js';

export const LEVELS = [
  { name: 'novice', label: 'Novice', description: 'Looks at your reply but often plays carelessly, and can leave a dog to be taken: for a first game.',
    options: { exact: true, depth: 2, randomMargin: 10 } },
  { name: 'beginner', label: 'Beginner', description: 'Grabs what it can this move without a thought for your reply, like the original game\'s computer.',
    options: { exact: true, depth: 1 } },
  { name: 'easy', label: 'Easy', description: 'Thinks about your reply, but often settles for a slightly weaker move.',
    options: { exact: true, depth: 2, randomMargin: 7 } },
  { name: 'medium', label: 'Medium', description: 'Always weighs your best reply before it moves.',
    options: { exact: true, depth: 2 } },
  { name: 'tough', label: 'Tough', description: 'Looks 1\u00bd moves ahead (its move, your reply, its next), but often settles for a slightly weaker move.',
    options: { depth: 3, randomMargin: 5, evaluation: 'extended' } },
  { name: 'hard', label: 'Hard', description: 'Looks 1\u00bd moves ahead and judges positions well, chariots included.',
    options: { depth: 3, evaluation: 'extended' } },
  { name: 'strong', label: 'Strong', description: 'Looks 2 moves ahead, now and then settling for a slightly weaker move.',
    options: { depth: 4, randomMargin: 3, evaluation: 'extended' } },
  { name: 'skilled', label: 'Skilled', description: 'Looks 2\u00bd moves ahead, now and then settling for a slightly weaker move.',
    options: { depth: 5, randomMargin: 4, evaluation: 'extended' } },
  { name: 'advanced', label: 'Advanced', description: 'Looks 2\u00bd moves ahead and always plays the move it finds best.',
    options: { depth: 5, evaluation: 'extended' } },
  { name: 'seasoned', label: 'Seasoned', description: 'Looks 3 moves ahead: sets traps and sees most of yours.',
    options: { depth: 6, evaluation: 'extended' } },
  { name: 'expert', label: 'Expert', description: 'Thinks for a third of a second a move, usually 4\u00bd to 5 moves ahead: a real challenge.',
    options: { timeMs: 300, evaluation: 'extended' }, default: true },
  { name: 'master', label: 'Master', description: 'Thinks for most of a second a move.',
    options: { timeMs: 800, evaluation: 'extended' } },
  { name: 'champion', label: 'Champion', description: 'Thinks for two seconds a move: the strongest.',
    options: { timeMs: 2000, evaluation: 'extended' } },
];

export const DEFAULT_LEVEL = LEVELS.find((l) => l.default).name;

// Returns the level named `name`, or throws an Error listing the known names.
export function levelByName(name) {
  const level = LEVELS.find((l) => l.name === name);
  if (!level) {
    throw new Error(`unknown level ${describe(name)}; known levels: ${LEVELS.map((l) => l.name).join(', ')}`);
  }
  return level;
}
