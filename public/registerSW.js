// Every page registers the service worker (src/sw/worker.js), so the whole site works offline after one visit. The build
// minifies this file (scripts/offline.mjs), as it counts against the site-wide scripts' budget (npm run size).
//
// "Save everything" (OfflineNote.astro) is a link that the worker answers. On a page that no worker controls, it
// would only reload the page: there the link says what happens instead, in the words its data attributes carry. Where
// a worker is registered but not in control yet (still installing, or the page was reloaded past it), the worker is
// asked to save everything once it is ready; where the browser has none or refused it (some private windows, a
// page saved to disk), the link says that this browser cannot save the site. (A block: its names stay out of the page's.)
{
  const sw = navigator.serviceWorker;
  const url = new URL('sw.js', document.currentScript.src);
  let none = !sw;
  if (sw)
    addEventListener('load', () => {
      sw.register(url).catch(() => (none = 1));
    });
  addEventListener('click', (e) => {
    const a = e.target.closest('[data-offline-all]');
    if (a && !sw?.controller) {
      e.preventDefault();
      a.textContent = a.dataset[none ? 'none' : 'saving'];
      if (!none) void sw.ready.then((r) => r.active.postMessage(0));
    }
  });
}
