// Starts the game page from its source modules, for development (a page that loads this module
// instead of web/page/start.js). index.html runs the built files instead: web/page/start.js
// loads the mode's one file of web/app/ (scripts/build-page.mjs). The address picks the mode
// (web/lib/address.js): web/page/learn.js, puzzle.js, editor.js, analysis.js, games.js or game.js.

import { readAddress } from './lib/address.js';

import(`./page/${readAddress(window.polisSearch ?? location.search).mode}.js`);
