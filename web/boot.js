// Starts the game page from its source modules, for development (a page that loads this module
// instead of web/page/start.js). index.html runs the built files instead: web/page/start.js
// loads web/app/game.js or web/app/learn.js (scripts/build-page.mjs), each one file.
// index.html?learn opens the lessons (web/page/learn.js), anything else web/page/game.js.

import { readAddress } from './lib/address.js';

const search = window.polisSearch ?? location.search;
if (readAddress(search).mode === 'learn') import('./page/learn.js');
else import('./page/game.js');
