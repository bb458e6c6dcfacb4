// The game page's offline copy (issue 22): registers sw.js, the service worker that lives beside
// index.html, and tells the player when a newer version of the game has taken over, without
// reloading under them (they reload when they choose; at the latest, the next visit is the new
// version; until then this page keeps getting its own version's files, see sw.js). Only the game
// page's start calls it: a page that embeds <polis-game> or calls mountPolis gets no service
// worker from us. sw.js is found beside the page, wherever this module's code was built to.

import { offlineWords } from '../words/offline.js';

// The notice floats at the top of the window, above the game (outside the game's box, so it
// places and styles itself): Reload, or Not now to keep playing this version.
const BUTTON = {
  font: 'inherit',
  minHeight: '34px',
  padding: '4px 16px',
  marginTop: '6px',
  marginRight: '8px',
  borderRadius: '8px',
  border: '1px solid #8b6d22',
  cursor: 'pointer',
};

function button(label, look, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  Object.assign(b.style, BUTTON, look);
  b.addEventListener('click', onClick);
  return b;
}

function showNewVersion() {
  if (document.querySelector('.polis-update')) return;
  const notice = document.createElement('div');
  notice.className = 'polis-notice polis-update';
  notice.setAttribute('role', 'status');
  Object.assign(notice.style, {
    position: 'fixed',
    pointerEvents: 'auto',
    paddingRight: '14px',
    boxSizing: 'border-box',
  });
  const text = document.createElement('p');
  text.textContent = offlineWords.newVersion;
  const reload = button(offlineWords.reload, { background: '#f0c14b', color: '#1d212b' }, () =>
    location.reload(),
  );
  const later = button(offlineWords.later, { background: 'transparent', color: 'inherit' }, () =>
    notice.remove(),
  );
  notice.append(text, reload, later);
  document.body.append(notice);
}

export async function keepOffline(workerUrl = new URL('sw.js', document.baseURI)) {
  const workers = navigator.serviceWorker;
  if (!workers) return null; // a file: page, or a browser without service workers
  // A worker taking over a page that another served is a new version; the first visit's worker
  // taking over (nothing changed) says nothing.
  let served = Boolean(workers.controller);
  workers.addEventListener('controllerchange', () => {
    if (served) showNewVersion();
    served = true;
  });
  const registration = await workers.register(workerUrl, { updateViaCache: 'none' });
  // Browsers look for a new sw.js on each visit; a page left open looks again when shown.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {});
  });
  return registration;
}
