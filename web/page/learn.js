// web/page/learn.js - the game page's start for the lessons (index.html?learn; their "Play a
// game" comes back to the game). Built into one file, web/app/learn.js (scripts/build-page.mjs),
// which web/page/start.js loads.

import { launch } from './launch.js';
import { mountLearn } from '../learn/mode.js';

launch((root) => {
  window.polisLesson = mountLearn(root, {
    // The game's own address, with no bare "?" left (issue 30).
    onExit: () => location.assign(location.pathname),
  });
});
