/* The book's service worker: after one visit, the whole book reads, searches and runs offline.
 *
 * `scripts/offline.mjs` writes this file to `<build>/sw.js` after Astro and Pagefind have built
 * the site, with three constants put in front of it:
 *   VERSION  a hash of every precached file's path and content (changes when any file changes),
 *   FILES    the precached files, relative to the site's base ("" is the home page),
 *   HASHES   the first 16 hex digits of each file's SHA-256, in the same order.
 * The browser installs a new worker whenever sw.js changes, so a new build is a new worker with
 * a new cache. Everything is relative to the registration's scope, the site's base, so a site
 * served under a sub-path works as one served at the root.
 *
 * Strategy (see README, "Offline"):
 * - install: the whole build is fetched into the cache `ltt-offline:<scope>:<VERSION>` (pages,
 *   scripts, KaTeX's woff2 fonts, the Pagefind bundle and index), each file checked against its
 *   hash; one mismatch (a deploy half done, a stale proxy) fails the install, and the browser tries
 *   again on a later visit. A cache is thus one build, whole, or nothing.
 * - no skipWaiting: a new worker waits until no tab runs the old one, so an open page never loses
 *   the old scripts it may still load on demand.
 * - activate: every other cache of this scope with our prefix is deleted; clients.claim() makes the
 *   first visit's page controlled at once.
 * - fetch: files whose name carries their content hash (`_astro/*`, Pagefind's index, fragments
 *   and metadata) come from the cache first. Everything else (pages, theme.js, pagefind.js and its
 *   entry file) goes to the network first and falls back to the cache only when the network fails.
 *   Nothing fetched at run time is written into the cache: online, a page and its hashed scripts
 *   both come from the new build; offline, both come from the one cached build.
 */
/* global VERSION, FILES, HASHES */
'use strict';

const PREFIX = 'ltt-offline:';
const SCOPE = new URL(self.registration.scope);
const CACHE = `${PREFIX}${SCOPE.pathname}:${VERSION}`;
const PRECACHED = new Set(FILES);
/** Files named by their content: the same name is always the same bytes. */
const IMMUTABLE = /^(?:_astro\/|pagefind\/(?:index|fragment|filter)\/|pagefind\/[^/]+\.pf_meta$)/;

/** The precache key of a same-scope URL ("chapters/gravity/"), or null when it is not ours. */
function keyOf(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let key = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  if (key.endsWith('index.html')) key = key.slice(0, -'index.html'.length);
  if (PRECACHED.has(key)) return key;
  // A directory asked for without its trailing slash (the server would redirect).
  if (PRECACHED.has(`${key}/`)) return `${key}/`;
  return null;
}

async function sha256Prefix(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', buffer));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stored copy of a response: the decoded bytes with the type, without transfer headers. */
function stored(body, response) {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function precacheOne(cache, file, hash) {
  const url = new URL(file, SCOPE);
  if (await cache.match(url)) return; // a retried install resumes where the last one stopped
  // Named-by-hash files may come from the HTTP cache; the others are revalidated with the server.
  const response = await fetch(url, { cache: IMMUTABLE.test(file) ? 'default' : 'no-cache' });
  if (!response.ok) throw new Error(`offline: ${file} answered ${response.status}`);
  const body = await response.arrayBuffer();
  const got = await sha256Prefix(body);
  if (got !== hash) throw new Error(`offline: ${file} is not this build's (hash ${got}, expected ${hash})`);
  await cache.put(url, stored(body, response));
}

async function precache() {
  const cache = await caches.open(CACHE);
  let next = 0;
  const worker = async () => {
    while (next < FILES.length) {
      const i = next++;
      await precacheOne(cache, FILES[i], HASHES[i]);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = `${PREFIX}${SCOPE.pathname}:`;
      for (const name of await caches.keys()) {
        if (name.startsWith(ours) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function fromCache(key) {
  const cache = await caches.open(CACHE);
  return cache.match(new URL(key, SCOPE));
}

async function cacheFirst(request, key) {
  return (await fromCache(key)) ?? fetch(request);
}

async function networkFirst(request, key) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = key === null ? undefined : await fromCache(key);
    if (cached) return cached;
    if (request.mode === 'navigate') {
      const missing = await fromCache('404.html');
      if (missing) return new Response(missing.body, { status: 404, headers: missing.headers });
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const key = keyOf(url);
  if (key !== null && IMMUTABLE.test(key)) event.respondWith(cacheFirst(request, key));
  else if (key !== null || (request.mode === 'navigate' && url.origin === SCOPE.origin))
    event.respondWith(networkFirst(request, key));
  // Anything else (downloads, other origins) is the browser's as if there were no worker.
});
