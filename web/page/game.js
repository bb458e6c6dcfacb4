// web/page/game.js - the game page's start for the game (index.html with none of the other
// modes' names in its address: web/page/route.js). Built into one file, web/app/game.js
// (scripts/build-page.mjs), which web/page/start.js loads. A first visit's board, drawn before
// this file came (web/page/first-board.js), is taken over: the game opens with the move played
// on it, and the keys stay on the square they were on.

import { launch, pageSearch } from './launch.js';
import { mountGamePage } from './route.js';
import { configFromUrl } from '../play/game/record.js';
import { takeFirstBoard } from './first-board.js';

const first = takeFirstBoard();

launch((root) =>
  first.then(({ moves, focused }) => {
    const { config, problems } = configFromUrl(pageSearch());
    window.polis = mountGamePage(root, { ...config, ...(moves.length ? { moves } : {}), problems });
    if (focused) root.querySelector(`.polis-board [data-square="${focused}"]`)?.focus();
  }),
);
