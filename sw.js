// The game page's service worker: after a first visit the game, every mode and the computer
// opponent work with no network. It lives beside index.html, not in web/, because a service
// worker controls only the pages at or below its own folder (here, and in make dist's bundle).
// Registered by web/boot.js, the game page's start; never by <polis-game> or mountPolis.
//
// Its cache is named by the build: BUILD is a hash of the files it keeps (web/page/offline.json),
// written by scripts/build-offline.mjs. Changed files give a changed sw.js, which the browser
// installs as a new version; it takes over at once (skipWaiting), deletes the older caches, and
// the open page says a new version is ready rather than reloading under the player. It reads
// and writes nothing the player keeps (that is localStorage, which a worker cannot reach).

const BUILD = 'c108134212bfe3c0';
const CACHE = `polis-${BUILD}`;
const PAGE = new URL('index.html', self.registration.scope).href;

async function keepFiles() {
  const answer = await fetch('web/page/offline.json', { cache: 'no-store' });
  const { files } = await answer.json();
  const cache = await caches.open(CACHE);
  await cache.addAll(files.map((f) => new Request(f, { cache: 'no-store' })));
}

async function dropOlder() {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith('polis-') && n !== CACHE).map((n) => caches.delete(n)));
  await self.clients.claim();
}

// The page is one file whatever its address says (?puzzle, ?editor...); its other files are in
// web/, taken from the cache first, then from the network. Anything else in the folder (another
// page of the site) is left to the network, untouched.
function kept(request) {
  const url = new URL(request.url);
  const bare = url.origin + url.pathname;
  const scope = self.registration.scope;
  if (request.mode === 'navigate' && (bare === PAGE || bare === scope))
    return { file: PAGE, ignoreSearch: true };
  if (bare.startsWith(`${scope}web/`)) return { file: request, ignoreSearch: false };
  return null;
}

async function answer(request, { file, ignoreSearch }) {
  const cache = await caches.open(CACHE);
  return (await cache.match(file, { ignoreSearch })) || fetch(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepFiles().then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(dropOlder()));
self.addEventListener('fetch', (event) => {
  const found = event.request.method === 'GET' ? kept(event.request) : null;
  if (found) event.respondWith(answer(event.request, found));
});
