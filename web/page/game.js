// web/page/game.js - the game page's start for the game (index.html with none of the other
// modes' names in its address: web/page/route.js). Built into one file, web/app/game.js
// (scripts/build-page.mjs), which web/page/start.js loads. The board drawn before this file
// came (web/page/first-board.js) is taken over: the game opens with the move played on it, and
// the keys stay on the square they were on. The game is built a step at a time
// beside that board (web/play/mode.js's mountPlayInSteps: tasks of their own, so that the
// engine's "ready" or a press on the board waits less), and takes it over in one task: its
// moves, its place on the page (no frame shows a half-built game).

import { launch, pageSearch } from './launch.js';
import { mountGamePage } from './route.js';
import { configFromUrl } from '../play/game/record.js';
import { takeFirstBoard } from './first-board.js';

launch(async (root) => {
  const { config, problems } = configFromUrl(pageSearch());
  let focused = null;
  // A task of its own: a message to itself, not a timer (a page whose clock a test or a host
  // holds still runs no timer, and would never open its game).
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (channel.port1.close(), resolve());
      channel.port2.postMessage(null);
    });
  const pause = async (step) => {
    if (step !== 'attach') return nextTask();
    const taken = await takeFirstBoard();
    focused = taken.focused;
    return taken.moves.length ? { played: taken.moves, after: taken.position } : null;
  };
  window.polis = await mountGamePage(root, { ...config, problems }, pause);
  if (focused) root.querySelector(`.polis-board [data-square="${focused}"]`)?.focus();
});
