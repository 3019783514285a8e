// Imported by the service worker (sw.js) before workbox's own routes. Pages come from the network first, so a
// new version shows on the next visit online; the precached copy answers when offline or after 4 s of waiting.
// Everything else (scripts, styles, the search index) is served from the precache by workbox.
const WAIT_MS = 4000;

/** The precached file of a page: /learn/x/ and /learn/x are learn/x/index.html; the query string is ignored. */
const copyOf = (request) => {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  else if (!/\.[a-z]+$/i.test(url.pathname)) url.pathname += '/index.html';
  // Workbox keys its copies with a ?__WB_REVISION__= suffix, hence ignoreSearch.
  return caches.match(url.href, { ignoreSearch: true });
};

const page = async (request) => {
  const network = fetch(request);
  network.catch(() => {});
  try {
    const first = await Promise.race([network, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
    if (first) return first;
    return (await copyOf(request)) ?? (await network);
  } catch {
    return (await copyOf(request)) ?? Response.error();
  }
};

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate' || event.request.method !== 'GET') return;
  // Answered here: workbox's precache route would answer a page from the cache even when online.
  event.stopImmediatePropagation();
  event.respondWith(page(event.request));
});
