// The game page's service worker: after a first visit the game, every mode and the computer
// opponent work with no network, and a return visit opens from the device. It lives beside
// index.html, not in web/, because a service worker controls only the pages at or below its own
// folder (here, and in make dist's bundle). Registered by web/page/offline.js, for the game page
// only; never by <polis-game> or mountPolis. It reads and writes nothing the player keeps (that
// is localStorage, which a worker cannot reach).
//
// The update path, for those who change it:
//
// - What is hashed. web/page/offline.json lists every file the page can load with the SHA-256 of
//   its bytes; BUILD below is the start of the SHA-256 of that list (scripts/build-offline.mjs
//   writes both; make offline). A changed file changes the list, BUILD, hence sw.js, which the
//   browser installs as a new version on the next visit (or when an open page is shown again).
// - What is checked. The install fetches the list and refuses it unless its hash starts with
//   BUILD (a list from another upload), then fetches every file and refuses any whose hash is not
//   the list's (a file from another upload, cut short, or an error page). Nothing is kept unless
//   every file is right: a failed install leaves the installed version in charge, and since the
//   browser then still holds the older sw.js, it tries again on a later visit, so a server put
//   right later gets its version installed.
// - What a page gets. A new version takes over at once (skipWaiting) and the open pages are told
//   (web/page/offline.js shows "A new version of the game is ready"). Each page is answered from
//   the version it was opened with, and so is every worker it starts, until it reloads: a page
//   that said "Not now" keeps loading its own modules, workers and polis.wasm. Which version each
//   page runs is kept in the copy's "pages" cache, since the browser stops this worker when idle.
//   A version's cache is deleted once no open page runs it.
// - What skips this worker. A return visit's page and what it loads as it starts (its scripts,
//   style sheet and module preloads: the list's `first`) are read by the browser from this
//   version's cache through static routes (addRoutes, where the browser has them), so that the
//   page comes without waiting for this worker to start. A page asks for those files only as it
//   starts, so they are its version's; this worker learns of the page from its first request
//   that comes here (a worker, a mode's file), and notes it then.
// - Names. This copy's caches are named after its scope: `polis <scope> <build>` and
//   `polis <scope> pages`, so two copies on one site (/a/ and /b/) never touch each other's.
// - Healing. A file missing from the current version's cache (a cleared Cache Storage) is taken
//   from the network, and the whole list is fetched and checked again in the background.

const BUILD = 'cae8137c4a119ee7';
const SCOPE = self.registration.scope;
const PAGE = new URL('index.html', SCOPE).href;
const LIST = new URL('web/page/offline.json', SCOPE).href;
const PREFIX = `polis ${SCOPE} `;
const CACHE = `${PREFIX}${BUILD}`;
const PAGES = `${PREFIX}pages`;
const PAGES_KEY = `${SCOPE}polis-pages.json`;

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// This version's list, refused unless its hash starts with BUILD.
let list = null;
function theList() {
  if (!list) {
    list = (async () => {
      const answer = await fetch(LIST, { cache: 'no-store' });
      if (!answer.ok) throw new Error(`${LIST}: HTTP ${answer.status}`);
      const bytes = await answer.arrayBuffer();
      if (!(await sha256(bytes)).startsWith(BUILD)) throw new Error(`${LIST} is not version ${BUILD}'s list`);
      return JSON.parse(new TextDecoder().decode(bytes));
    })();
    list.catch(() => (list = null));
  }
  return list;
}

// One file from the network, refused unless its bytes have the list's hash.
async function fetchChecked(url, hash) {
  const answer = await fetch(url, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`${url}: HTTP ${answer.status}`);
  const bytes = await answer.arrayBuffer();
  if ((await sha256(bytes)) !== hash) throw new Error(`${url} is not version ${BUILD}'s`);
  return new Response(bytes, { status: 200, statusText: 'OK', headers: answer.headers });
}

// Puts into this version's cache every listed file it lacks, all checked before any is kept.
let filling = null;
function fill() {
  if (!filling) {
    filling = (async () => {
      const { files, sha256: hashes } = await theList();
      const urls = files.map((f) => new URL(f, SCOPE).href);
      const kept = await Promise.all(urls.map((u) => caches.match(u, { cacheName: CACHE })));
      const missing = urls.map((u, i) => [u, hashes[files[i]]]).filter((_, i) => !kept[i]);
      const answers = await Promise.all(missing.map(([u, hash]) => fetchChecked(u, hash)));
      const cache = await caches.open(CACHE);
      await Promise.all(missing.map(([u], i) => cache.put(u, answers[i])));
      // The page under the folder's own address too, for its static route (below).
      if (!(await cache.match(SCOPE))) await cache.put(SCOPE, await cache.match(PAGE));
    })().finally(() => (filling = null));
  }
  return filling;
}

// Which version each open page and each worker it started runs: { clientId: [build, pageId] }.
let pages = null;
function thePages() {
  pages ??= caches
    .match(PAGES_KEY, { cacheName: PAGES })
    .then((answer) => (answer ? answer.json() : {}))
    .catch(() => ({}));
  return pages;
}
let saving = Promise.resolve();
function savePages(map) {
  saving = saving
    .then(async () => (await caches.open(PAGES)).put(PAGES_KEY, new Response(JSON.stringify(map))))
    .catch(() => {});
  return saving;
}

// The version a request is answered from: a page opened now gets this one (without waiting for
// the list of pages: a return visit's page is answered at once); a page's requests, and its
// workers', get the page's. A page this worker has not heard of (one the static routes opened)
// is this version's, noted at its first request here.
async function versionFor(event) {
  const { request, clientId, resultingClientId } = event;
  if (request.mode === 'navigate') {
    if (resultingClientId) note(event, resultingClientId, [BUILD, resultingClientId]);
    return BUILD;
  }
  const map = await thePages();
  const entry = map[clientId] ?? [BUILD, clientId];
  if (clientId && !map[clientId]) note(event, clientId, entry);
  if (resultingClientId && request.destination.endsWith('worker')) note(event, resultingClientId, entry);
  return entry[0];
}

// Notes which version a page or a worker runs; a page new to the list has the pages gone
// forgotten once it is there (a reloaded page's old one is gone by then).
function note(event, id, entry) {
  const noted = thePages().then((map) => {
    const page = entry[1] === id && !map[id];
    map[id] = entry;
    return savePages(map).then(() => page && forgetLater(id));
  });
  event.waitUntil(noted);
}

// Forgets the pages that are gone and deletes this copy's caches that no open page runs; and the
// caches of the first offline copy (`polis-<build>`, before copies had names of their own) that
// hold this copy's page.
async function forget() {
  const map = await thePages();
  const open = new Set(
    (await self.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id),
  );
  for (const [id, [, page]] of Object.entries(map)) if (!open.has(page)) delete map[id];
  await savePages(map);
  const used = new Set([BUILD, ...Object.values(map).map(([build]) => build)]);
  const names = await caches.keys();
  const unused = names.filter(
    (n) => n.startsWith(PREFIX) && n !== PAGES && !used.has(n.slice(PREFIX.length)),
  );
  for (const n of names.filter((n) => /^polis-[0-9a-f]{16}$/.test(n)))
    if (await caches.match(PAGE, { cacheName: n })) unused.push(n);
  await Promise.all(unused.map((n) => caches.delete(n)));
}

// After a navigation: once the new page is there (a reloaded page's old one is gone), forget.
async function forgetLater(id) {
  for (let i = 0; i < 50 && !(await self.clients.get(id)); i++) await new Promise((r) => setTimeout(r, 200));
  await forget();
}

// The page is one file whatever its address says (?puzzle, ?editor...); its other files are in
// web/. Anything else in the folder (another page of the site) is left to the network, untouched.
function keptUrl(request) {
  const url = new URL(request.url);
  const bare = url.origin + url.pathname;
  if (request.mode === 'navigate') return bare === PAGE || bare === SCOPE ? PAGE : null;
  return bare.startsWith(`${SCOPE}web/`) ? request.url : null;
}

async function answer(event, url) {
  const build = await versionFor(event);
  const kept = await caches.match(url, { cacheName: `${PREFIX}${build}` });
  if (kept) return kept;
  // This version's page gone from its cache: the cache was cleared, and is filled again.
  if (build === BUILD && !(await caches.match(PAGE, { cacheName: CACHE })))
    event.waitUntil(fill().catch(() => {}));
  return fetch(event.request);
}

// The static routes: a return visit's page (at the page's address or the folder's, with no
// query) and what it loads as it starts come from this version's cache without this worker. A
// browser without them, or one that refuses them, asks this worker as before.
async function route(event) {
  if (!event.addRoutes) return;
  const { first } = await theList();
  const exact = (file, condition) => ({
    condition: { urlPattern: { pathname: new URL(file, SCOPE).pathname, search: '' }, ...condition },
    source: { cacheName: CACHE },
  });
  const navigate = { requestMode: 'navigate' };
  await event.addRoutes([exact(PAGE, navigate), exact(SCOPE, navigate), ...first.map((f) => exact(f, {}))]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fill()
      .then(() => route(event).catch(() => {}))
      .then(() => self.skipWaiting()),
  );
});
// The pages this version takes over that no version served (a first visit's, from the network)
// are counted as this version's.
async function takeOver() {
  const map = await thePages();
  for (const { id } of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' }))
    map[id] ??= [BUILD, id];
  await self.clients.claim();
  await forget();
}

self.addEventListener('activate', (event) => event.waitUntil(takeOver()));
self.addEventListener('fetch', (event) => {
  const url = event.request.method === 'GET' ? keptUrl(event.request) : null;
  if (url) event.respondWith(answer(event, url));
});
