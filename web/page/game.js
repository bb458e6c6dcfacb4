// web/page/game.js - the game page's start for the game, the puzzles, the editor and the
// analysis board (web/page/route.js picks among them from the address). Built into one file,
// web/app/game.js (scripts/build-page.mjs), which web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { mountPage, configFromUrl } from './route.js';

launch((root) => {
  const { config, problems } = configFromUrl(pageSearch());
  window.polis = mountPage(root, { ...config, problems });
});
