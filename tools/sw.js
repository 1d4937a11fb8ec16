// The service worker (SPEC 10), written into the release build by tools/post_build.mjs, which
// replaces the two placeholders below with the build's version and the list of its files.
// It precaches the build's files but the first-arrival programs (home's and the quick boards,
// which only hasten a visit online: cached when a page uses them; offline the loader starts the
// whole game in their place) and the manifest's PNG icons (for installing, online; cached when
// asked for), serves the app shell for every navigation (so deep links such as
// /play/3 open offline), and keeps no cache of another version. A new version waits
// until the page asks it to take over (the `Reload` button); the page never reloads by itself.
const VERSION = '__VERSION__';
// The site's base is the worker's own folder (`/`, or `/mastermind/` for a build under a
// sub-path: SPEC 19), which is also its scope; the files are listed relative to it.
const BASE = new URL('./', self.location.href).pathname;
const FILES = __FILES__.map((file) => BASE + file);
const LATER = new Set(__LATER__.map((file) => BASE + file));
const CACHE = `mastermind-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mastermind-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const path = request.mode === 'navigate' ? `${BASE}index.html` : url.pathname;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(path);
      if (hit) return hit;
      const response = await fetch(request);
      // A first-arrival program of this version (or an icon), kept under its path (a program's
      // `?v=` names the same file) once it has come whole, while the page compiles it as it
      // streams in.
      if (LATER.has(path) && response.ok) event.waitUntil(cache.put(path, response.clone()));
      return response;
    }),
  );
});
