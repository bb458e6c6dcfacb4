// web/page/launch.js - what every start of the game page does (web/page/game.js, web/page/learn.js):
// mounts the mode into #polis once the page is parsed, tells the player when that fails instead
// of leaving "Loading the game..." up, and once the page has loaded registers the service
// worker that keeps the game for offline play (web/page/offline.js: a small module, in the same
// built file, so that no request of it comes before the first move).

import { keepOffline as register } from './offline.js';

// The address's query (a long one was taken out of the address by web/page/start.js).
export const pageSearch = () => window.polisSearch ?? location.search;

function failed(root, err) {
  root.textContent = '';
  const p = document.createElement('p');
  p.className = 'boot-message';
  p.textContent = `The game could not be loaded: ${err && err.message ? err.message : err}`;
  root.append(p);
  console.error(err);
}

function keepOffline() {
  register().catch((err) => console.warn('The game is not kept for offline play:', err));
}

// Runs `mount(root)` on the page's #polis (web/page/start.js may load this file before the
// page is parsed), telling a failure to the player (mount may return a promise: its failure
// too); then keeps the game offline.
export function launch(mount) {
  const start = () => {
    const root = document.getElementById('polis');
    try {
      Promise.resolve(mount(root)).catch((err) => failed(root, err));
    } catch (err) {
      failed(root, err);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  if (document.readyState === 'complete') keepOffline();
  else window.addEventListener('load', keepOffline, { once: true });
}
