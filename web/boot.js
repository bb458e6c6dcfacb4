// Starts the game page (index.html) from a file, not an inline script, so the page runs under a
// strict Content-Security-Policy (script-src 'self'). The game is imported dynamically so that a
// module that fails to load is told to the player instead of leaving "Loading the game..." up.

const root = document.getElementById('polis');
import('./page.js').then(
  ({ mountPage, configFromUrl }) => {
    const { config, problems } = configFromUrl(location.search);
    window.polis = mountPage(root, { ...config, problems });
  },
  (err) => {
    root.textContent = '';
    const p = document.createElement('p');
    p.className = 'boot-message';
    p.textContent = `The game could not be loaded: ${err && err.message ? err.message : err}`;
    root.append(p);
    console.error(err);
  },
);
