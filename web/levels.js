// Difficulty levels: each is a named bundle of search options for engine.search() (see its
// comment in engine.js); options given with a level override the bundle's.
// The page offers them in this order; `default` marks the one a new game starts with.
//
// "exact" levels play the original game's fixed-depth minimax (RULES.md), which the published
// game offers at depths 1 to 4; with a seed (the page passes one per move) they pick at random
// among equally good moves, as its later version does. The others run the full engine
// (iterative deepening, transposition table, pruning). Measured in native engine-against-
// engine games (bench/selfplay.c, random 4-ply openings, colours swapped): the original at
// depth 4 scores 73% against depth 3; the full engine limited to depth 5 scores 75% against
// the original at depth 4; the full engine at 100 ms a move takes about 100% of the points
// against the original at depth 2 (bench/RESULTS.md, `make match`). Expert and master also use
// the extended evaluation (two terms more than the original's: a stunned chariot, a chariot's
// room to advance), which scored about 70% against the original evaluation at equal time.

export const LEVELS = [
  { name: 'novice', label: 'Novice', description: 'Looks one move ahead and often picks a weaker move: for a first game.',
    options: { exact: true, depth: 1, randomMargin: 15 } },
  { name: 'beginner', label: 'Beginner', description: 'The original AI at depth 1 (the published game\'s default): greedy, one move ahead.',
    options: { exact: true, depth: 1 } },
  { name: 'easy', label: 'Easy', description: 'The original AI at depth 2, as its notes suggest.',
    options: { exact: true, depth: 2 } },
  { name: 'medium', label: 'Medium', description: 'The original AI at depth 4, its strongest setting.',
    options: { exact: true, depth: 4 } },
  { name: 'hard', label: 'Hard', description: 'The full engine, 6 moves ahead at most, a quarter second at most.',
    options: { depth: 6, timeMs: 250 } },
  { name: 'expert', label: 'Expert', description: 'The full engine with its extended evaluation, one second a move.',
    options: { timeMs: 1000, evaluation: 'extended' }, default: true },
  { name: 'master', label: 'Master', description: 'The full engine with its extended evaluation, three seconds a move.',
    options: { timeMs: 3000, evaluation: 'extended' } },
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
