// web/puzzle/themes.js - what a player may choose to train, needing nothing (the choice's view,
// web/puzzle/choice-view.js, draws it without reaching the set's storage): the themes, the
// difficulty bands and how many of each theme's puzzles are solved.

// The themes the generator records (bench/puzzle-lib.mjs), in the order the page lists them.
export const THEMES = ['race', 'defence', 'capture', 'trap', 'stun', 'zugzwang'];

// Difficulty bands by the puzzle's rating: below 1200 (the start of a new player's rating),
// 1200 to 1800, and 1800 up (the levels from tough).
export const BANDS = { easier: [0, 1200], middle: [1200, 1800], harder: [1800, Infinity] };

// Each theme's puzzles and those solved: { race: { solved, total }, ... }.
export function themeCounts(puzzles, progress) {
  const counts = Object.fromEntries(THEMES.map((t) => [t, { solved: 0, total: 0 }]));
  const solved = new Set(progress.solved);
  for (const p of puzzles) {
    const c = counts[p.theme];
    if (!c) continue;
    c.total++;
    if (solved.has(p.id)) c.solved++;
  }
  return counts;
}
