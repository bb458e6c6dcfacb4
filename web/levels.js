// Difficulty levels: each is a named bundle of search options for engine.search() (see its
// comment in engine.js); options given with a level override the bundle's.
// The page offers them in this order; `default` marks the one a new game starts with.
//
// "exact" levels play the original game's fixed-depth minimax (RULES.md), which the published
// game offers at depths 1 to 4; with a seed (the page passes one per move, and a search by level
// name without one gets a fresh one: web/engine/search-options.js) they pick at random among
// equally good moves, as its later version does, or among the moves within randomMargin
// tenths of the best (a dog is 10, a chariot's step forward 2k+1 from row k). The others run
// the full engine (iterative deepening, transposition table, pruning) with the extended
// evaluation (weights fitted to self-play by make texel: material, the chariots' advance
// counted linearly, their room to advance, dogs guarding them, the move).
//
// Chosen so that each level beats the one below clearly, mostly by 200 to 350 Elo (the top step,
// bought with time alone, is smaller).
// Each level against the one below, `make ladder` (bench/ladder.mjs, 200 games a pair, the
// timed levels at a tenth of their time; the table is in bench/RESULTS.md and docs/engine.md),
// from beginner over novice up: +196, +288, +241, +354, +252, +235, +200, +319, +282, +346,
// +200, +121. The fitted evaluation made depth 3 far stronger than the original AI at depth 2
// (about +700 for hard without a margin), hence tough's step; margins of whole tenths move a
// level by 100 to 250 Elo, so the steps around tough cannot be made more even (probes in
// bench/RESULTS.md).
// A margin weakens a level a lot, and more with the fitted evaluation, whose moves differ by
// less: 10 tenths (a dog may be given away) puts the depth-2 original AI about 230 below depth
// 1; at depth 3, 4 tenths cost about 350 and 1 tenth about 100; at depth 4, 2 tenths cost about
// 180 more than 1; at depth 5, 3 tenths cost about 240 more than 2. At a tenth of their time
// the timed levels search about 2.5 plies less deep than in play, so in play expert is a bigger
// step over seasoned (depth 6) than measured here: scaled time is an approximation.

import { describe } from './lib/describe.js';

export const LEVELS = [
  {
    name: 'novice',
    label: 'Novice',
    description:
      'Looks at your reply but often plays carelessly, and can leave a dog to be taken: for a first game.',
    options: { exact: true, depth: 2, randomMargin: 10 },
  },
  {
    name: 'beginner',
    label: 'Beginner',
    description:
      "Grabs what it can this move without a thought for your reply, like the original game's computer.",
    options: { exact: true, depth: 1 },
  },
  {
    name: 'easy',
    label: 'Easy',
    description: 'Thinks about your reply, but often settles for a slightly weaker move.',
    options: { exact: true, depth: 2, randomMargin: 7 },
  },
  {
    name: 'medium',
    label: 'Medium',
    description: 'Always weighs your best reply before it moves.',
    options: { exact: true, depth: 2 },
  },
  {
    name: 'tough',
    label: 'Tough',
    description:
      'Looks 1\u00bd moves ahead (its move, your reply, its next), but often settles for a slightly weaker move.',
    options: { depth: 3, randomMargin: 4, evaluation: 'extended' },
  },
  {
    name: 'hard',
    label: 'Hard',
    description:
      'Looks 1\u00bd moves ahead and judges positions well, but now and then settles for a slightly weaker move.',
    options: { depth: 3, randomMargin: 1, evaluation: 'extended' },
  },
  {
    name: 'strong',
    label: 'Strong',
    description: 'Looks 2 moves ahead, now and then settling for a slightly weaker move.',
    options: { depth: 4, randomMargin: 2, evaluation: 'extended' },
  },
  {
    name: 'skilled',
    label: 'Skilled',
    description: 'Looks 2\u00bd moves ahead, now and then settling for a slightly weaker move.',
    options: { depth: 5, randomMargin: 3, evaluation: 'extended' },
  },
  {
    name: 'advanced',
    label: 'Advanced',
    description: 'Looks 2\u00bd moves ahead and always plays the move it finds best.',
    options: { depth: 5, evaluation: 'extended' },
  },
  {
    name: 'seasoned',
    label: 'Seasoned',
    description: 'Looks 3 moves ahead: sets traps and sees most of yours.',
    options: { depth: 6, evaluation: 'extended' },
  },
  {
    name: 'expert',
    label: 'Expert',
    description: 'Thinks for a third of a second a move, usually 4\u00bd to 5 moves ahead: a real challenge.',
    options: { timeMs: 300, evaluation: 'extended' },
    default: true,
  },
  {
    name: 'master',
    label: 'Master',
    description: 'Thinks for most of a second a move.',
    options: { timeMs: 800, evaluation: 'extended' },
  },
  {
    name: 'champion',
    label: 'Champion',
    description: 'Thinks for two seconds a move: the strongest.',
    options: { timeMs: 2000, evaluation: 'extended' },
  },
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
