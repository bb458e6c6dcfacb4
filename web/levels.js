// Difficulty levels: each is a named bundle of search options for engine.search() (see its
// comment in engine.js); options given with a level override the bundle's.
// The page offers them in this order; `default` marks the one a new game starts with.
//
// "exact" levels play the original game's fixed-depth minimax (RULES.md), which the published
// game offers at depths 1 to 4; with a seed (the page passes one per move) they pick at random
// among equally good moves, as its later version does, or among the moves within randomMargin
// tenths of the best (novice and easy: 8 tenths, less than a dog, so they never throw a piece
// away but often miss the best move). The others run the full engine (iterative deepening,
// transposition table, pruning); expert and master also use the extended evaluation (two terms
// more than the original's: a stunned chariot, a chariot's room to advance).
//
// Each level against the one below, `make ladder` (bench/ladder.mjs, 200 games a pair; the
// table is in bench/RESULTS.md and the README): +139, +269, +326, +424, +576, +252, +53, +413
// Elo from novice up. The original's depths 3 and 4 are steps of 400-600 (an odd depth sees
// its own replies); expert and master were measured at a hundredth of their time.

export const LEVELS = [
  { name: 'novice', label: 'Novice', description: 'Looks one move ahead and often settles for a slightly weaker move: for a first game.',
    options: { exact: true, depth: 1, randomMargin: 8 } },
  { name: 'beginner', label: 'Beginner', description: 'The original AI at depth 1 (the published game\'s default): greedy, one move ahead.',
    options: { exact: true, depth: 1 } },
  { name: 'easy', label: 'Easy', description: 'Two moves ahead, and often settles for a slightly weaker move.',
    options: { exact: true, depth: 2, randomMargin: 8 } },
  { name: 'medium', label: 'Medium', description: 'The original AI at depth 2, as its notes suggest.',
    options: { exact: true, depth: 2 } },
  { name: 'tough', label: 'Tough', description: 'The original AI at depth 3.',
    options: { exact: true, depth: 3 } },
  { name: 'hard', label: 'Hard', description: 'The original AI at depth 4, its strongest setting.',
    options: { exact: true, depth: 4 } },
  { name: 'advanced', label: 'Advanced', description: 'The full engine, 5 moves ahead.',
    options: { depth: 5 } },
  { name: 'expert', label: 'Expert', description: 'The full engine with its extended evaluation, a third of a second a move.',
    options: { timeMs: 300, evaluation: 'extended' }, default: true },
  { name: 'master', label: 'Master', description: 'The full engine with its extended evaluation, two seconds a move.',
    options: { timeMs: 2000, evaluation: 'extended' } },
];

export const DEFAULT_LEVEL = LEVELS.find((l) => l.default).name;

// Returns the level named `name`, or throws an Error listing the known names.
export function levelByName(name) {
  const level = LEVELS.find((l) => l.name === name);
  if (!level) {
    throw new Error(`unknown level "${name}"; known levels: ${LEVELS.map((l) => l.name).join(', ')}`);
  }
  return level;
}
