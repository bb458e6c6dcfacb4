// web/page/games.js - the game page's start for the player's games (index.html?games: the
// games kept on this device, web/games/mode.js). Built into one file, web/app/games.js
// (scripts/build-page.mjs), which web/page/start.js loads.

import { launch } from './launch.js';
import { mountGames } from '../games/mode.js';

launch((root) => {
  window.polis = mountGames(root, { gameHref: '?' });
});
