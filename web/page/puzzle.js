// web/page/puzzle.js - the game page's start for the puzzles (index.html?puzzle, ?puzzle=12 one
// puzzle). Built into one file, web/app/puzzle.js (scripts/build-page.mjs), which
// web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { mountPuzzle } from '../puzzle/mode.js';
import { configFromUrl } from '../play/game/record.js';

launch((root) => {
  const { config } = configFromUrl(pageSearch());
  window.polis = mountPuzzle(root, { ...config, gameHref: '?' });
});
