// Starts the game page (index.html) from a file, not an inline script, so the page runs under a
// strict Content-Security-Policy (script-src 'self'). The game is imported dynamically so that a
// module that fails to load, or a mode that fails to start, is told to the player instead of
// leaving "Loading the game..." up.
// index.html?learn opens the lessons (their "Play a game" comes back to the game); web/page/route.js
// chooses among the game, ?puzzle and ?editor. Once the page has loaded, web/page/offline.js
// registers the service worker that keeps the game for offline play (the game page only).

const root = document.getElementById('polis');
// The address's query (a long one was taken out of the address by web/page/address.js).
const search = window.polisSearch ?? location.search;
const learn = new URLSearchParams(search).has('learn');

function failed(err) {
  root.textContent = '';
  const p = document.createElement('p');
  p.className = 'boot-message';
  p.textContent = `The game could not be loaded: ${err && err.message ? err.message : err}`;
  root.append(p);
  console.error(err);
}

(learn ? import('./learn/mode.js') : import('./page/route.js'))
  .then((m) => {
    if (learn) {
      window.polisLesson = m.mountLearn(root, {
        // The game's own address, with no bare "?" left (issue 30).
        onExit: () => location.assign(location.pathname),
      });
      return;
    }
    const { config, problems } = m.configFromUrl(search);
    window.polis = m.mountPage(root, { ...config, problems });
  })
  .catch(failed);

window.addEventListener('load', () => {
  import('./page/offline.js')
    .then((m) => m.keepOffline())
    .catch((err) => console.warn('The game is not kept for offline play:', err));
});
