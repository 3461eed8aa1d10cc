/* global self, caches -- service worker globals, unknown to the shared ESLint config */
/*
 * Storyloom's service worker. Plain JavaScript, served as /sw.js from the web dist root.
 *
 * - Page navigations: network first, so a deployment shows at once (index.html carries the
 *   runtime configuration and the names of the current hashed files); offline, the app shell
 *   saved at install answers instead.
 * - /assets/*: cache first. Their names change with their content, so a cached copy never
 *   goes stale.
 * - /api/* and everything else: straight to the network, never cached.
 *
 * A new version installs next to the old one and waits; the page offers a Reload that sends
 * SKIP_WAITING. `vite build` replaces the manifest below (see vite.config.ts), so every build
 * with different files is a different worker.
 */
const BUILD_MANIFEST = { version: 'development', shell: [] };

const CACHE_PREFIX = 'storyloom-';
const CACHE_NAME = CACHE_PREFIX + BUILD_MANIFEST.version;
const SHELL_URL = '/';

/**
 * How one request is answered: 'page' (network first, shell offline), 'asset' (cache first) or
 * 'network' (the worker stays out of it). Pure, so it can be tested without a browser.
 */
function routeRequest(request, origin) {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (/^\/(api|docs|healthz|readyz)(\/|$)/.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'network';
}

function freshRequest(url) {
  // Past the HTTP cache: the shell must match this worker's version.
  return new Request(url, { cache: 'reload' });
}

async function pageFromNetwork(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cache = await caches.open(CACHE_NAME);
    const shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

async function assetFromCache(event) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll([SHELL_URL, ...BUILD_MANIFEST.shell].map(freshRequest))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, self.location.origin);
  if (route === 'page') event.respondWith(pageFromNetwork(event.request));
  else if (route === 'asset') event.respondWith(assetFromCache(event));
});
