// Difficulty levels: each is a named bundle of search options for engine.search().
// The page offers them in this order; `default` marks the one a new game starts with.
// "exact" levels play the original game's fixed-depth minimax (with a random choice
// among equally good moves, as the published game's later version does); the others
// run the full engine (iterative deepening, transposition table) for a time budget.

export const LEVELS = [
  { name: 'beginner', label: 'Beginner', description: 'The original AI at depth 1: greedy, one move ahead.',
    options: { exact: true, depth: 1 } },
  { name: 'easy', label: 'Easy', description: 'The original AI at depth 2, as its notes suggest.',
    options: { exact: true, depth: 2 } },
  { name: 'medium', label: 'Medium', description: 'The original AI at depth 3.',
    options: { exact: true, depth: 3 } },
  { name: 'hard', label: 'Hard', description: 'The full engine, a quarter second a move.',
    options: { timeMs: 250 } },
  { name: 'expert', label: 'Expert', description: 'The full engine, one second a move.',
    options: { timeMs: 1000 }, default: true },
  { name: 'master', label: 'Master', description: 'The full engine, three seconds a move.',
    options: { timeMs: 3000 } },
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
