// web/page/game.js - the game page's start for the game (index.html with none of the other
// modes' names in its address: web/page/route.js). Built into one file, web/app/game.js
// (scripts/build-page.mjs), which web/page/start.js loads.

import { launch, pageSearch } from './launch.js';
import { mountGamePage } from './route.js';
import { configFromUrl } from '../play/game/record.js';

launch((root) => {
  const { config, problems } = configFromUrl(pageSearch());
  window.polis = mountGamePage(root, { ...config, problems });
});
