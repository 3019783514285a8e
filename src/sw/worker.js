// Knüffeln's service worker. scripts/precache.mjs builds dist/sw.js from this file, with the list of files first and
// the languages, from the locale registry (this file names none):
// self.OFFLINE = { base, version, files: { 'learn/cards/index.html': ['en', sha256], … },
//                  langs: { en: { home: '', notFound: '404.html' }, de: { home: 'de/', notFound: 'de/404/index.html' } },
//                  twins: { 'trick/index.html': ['de/stich/index.html'], … } }.
//
// How it works:
// - Each version of the site has a cache of its own, named after its file list, and the worker answers only from
//   its own cache: a page and the scripts, styles and search index it loads always come from one version.
// - The site is saved in parts: the shared files (scripts, styles, icon, every language's not-found page), and each
//   language's pages with its search index. Installing saves the shared part and the languages the reader wants: the
//   language of the page that registered the worker, and any saved before. Opening a page of another language online
//   adds that language; "Save everything" (a link to ?offline=save) adds them all, and so does a message from a page
//   this worker does not control yet (public/registerSW.js, when "Save everything" is clicked).
// - Every file is downloaded with its SHA-256 as the fetch's integrity, so a copy never comes from another version;
//   a file whose content has not changed is copied from the previous version's cache instead of downloaded again.
//   Nothing downloads twice: a file is asked for by the address the browser uses (learn/, not learn/index.html),
//   from the browser's HTTP cache first, which holds the page the reader opened before there was a worker and what
//   it loaded; a copy there of another version fails the integrity check and the file comes from the network.
// - Saved pages answer from the cache at once, whatever the connection does; a page not saved waits for the network
//   (at most WAIT_MS on a connection that hangs). A shared link (an address with a query: a trick, a deal) whose page is
//   not saved opens from its saved twin in another language, with the same query: /trick/?… as /de/stich/?…. A navigation also asks the browser to look for a new sw.js (at most once a
//   minute); a new version installs in the background, takes over, and the next page opened comes from it. Its
//   predecessor's cache is then deleted.
// - Offline, an unknown address shows the not-found page in the address's language; a page whose language is not
//   saved yet shows a page made from the not-found page's <template>s, in the reader's language, offering to save
//   the rest (its language links lead to those languages' homes). The offer, once taken, is kept and acted on at
//   the next navigation that has a connection.
const { base, version, files, langs, twins = {} } = self.OFFLINE;
const SCOPE = new URL(base, self.location.href);
const PREFIX = `knuffeln ${SCOPE.href} `;
const CACHE = `${PREFIX}${version}`;
const STATE = `${PREFIX}state`;
const STATE_KEY = `${SCOPE.href}__offline-state`;
const LANGS = Object.keys(langs);
/** How long a page that is not saved waits for the network before the "not saved yet" page answers (phone.md 17: 1.5 s). */
const WAIT_MS = 1500;
/** Downloads at a time. */
const PARALLEL = 6;

/** A file's language: the one whose home it lies under, the longest home first (the root language's is ''). */
const langOf = (file) => LANGS.filter((l) => file.startsWith(langs[l].home)).sort((a, b) => langs[b].home.length - langs[a].home.length)[0];
const keyOf = (file) => new URL(file, SCOPE).href;
/** The address the browser uses for a file, and so the one its HTTP cache knows: learn/ for learn/index.html. */
const addressOf = (file) => new URL(file.replace(/(^|\/)index\.html$/, '$1'), SCOPE).href;

/** The file an address in scope stands for (learn/x/ → learn/x/index.html), or null outside the scope. */
function fileOf(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const path = decodeURI(url.pathname.slice(SCOPE.pathname.length));
  if (path === '' || path.endsWith('/')) return `${path}index.html`;
  return files[path] || !files[`${path}/index.html`] ? path : `${path}/index.html`;
}

/** What the reader wants saved (langs, first the reader's own), and which parts this version has complete (done). */
async function readState() {
  const saved = await (await caches.open(STATE)).match(STATE_KEY);
  const state = saved ? await saved.json() : { langs: [] };
  return { langs: state.langs, done: state.version === version ? state.done : [] };
}

async function writeState(state) {
  await (await caches.open(STATE)).put(STATE_KEY, Response.json({ ...state, version }));
}

async function wantLangs(langs) {
  const state = await readState();
  const all = [...new Set([...state.langs, ...langs])].filter((l) => LANGS.includes(l));
  if (all.length !== state.langs.length) await writeState({ ...state, langs: all });
  return all;
}

async function sha256(body) {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', body))));
}

/** A file of this version: a previous version's copy when its content is the same, else a download checked by its hash. */
async function fetchFile(file, rev) {
  const key = keyOf(file);
  // Any of this site's caches, the first worker's (workbox, ?__WB_REVISION__=) included.
  const old = await caches.match(key, { ignoreSearch: true });
  if (old && (await sha256(await old.clone().arrayBuffer())) === rev) return old;
  // The browser's HTTP cache first, whatever its age: the browser checks the copy against the hash and refuses one of
  // another version, which is then asked of the host (a validator saves the body when it has not changed).
  const download = (cache) => fetch(addressOf(file), { integrity: `sha256-${rev}`, cache });
  const response = await download('force-cache').catch(() => download('no-cache'));
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  // A redirected response cannot answer a navigation.
  return response.redirected ? new Response(await response.blob(), { headers: response.headers }) : response;
}

/** Saves every file of the given parts that this version's cache lacks. */
async function save(groups) {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((r) => r.url));
  const todo = Object.entries(files).filter(([file, [group]]) => groups.includes(group) && !have.has(keyOf(file)));
  let failed = null;
  const next = async () => {
    while (todo.length && !failed) {
      const [file, [, rev]] = todo.shift();
      try {
        await cache.put(keyOf(file), await fetchFile(file, rev));
      } catch (error) {
        failed = error;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, next));
  if (failed) throw new Error('not everything was saved', { cause: failed });
}

let saving = null;
/**
 * Saves what the reader wants and this version lacks, once at a time; a failure (no signal) waits for the next try.
 * The parts found complete are noted in the state, so that a navigation need not look through the cache again.
 */
async function resume() {
  // One under way may be saving fewer parts than are wanted now: this one follows it.
  await saving;
  const { langs, done } = await readState();
  const groups = ['shared', ...langs];
  if (groups.every((g) => done.includes(g))) return;
  saving ??= save(groups)
    .then(async () => writeState({ ...(await readState()), done: groups }))
    .catch(() => {})
    .finally(() => (saving = null));
  await saving;
}

let checked = 0;
/** Asks the browser to look for a new version, at most once a minute. */
function lookForUpdate() {
  if (Date.now() - checked < 60_000) return;
  checked = Date.now();
  self.registration.update().catch(() => {});
}

/** Keeps a page fetched for the reader, if it is the one this version lists. */
async function keep(file, response) {
  const body = await response.arrayBuffer();
  if (!response.redirected && (await sha256(body)) === files[file][1]) {
    await (await caches.open(CACHE)).put(keyOf(file), new Response(body, { headers: response.headers }));
  }
}

let opened = null;
const fromCache = async (file) => (await (opened ??= caches.open(CACHE))).match(keyOf(file));

/**
 * The not-found page of a language, or one of its <template data-offline> in its place; there each language link leads
 * to its language's home (by its hreflang) rather than to its not-found page.
 */
async function ownPage(lang, kind, status) {
  const page = await fromCache(langs[lang].notFound);
  if (!page) return Response.error();
  let html = await page.text();
  if (kind) {
    const t = new RegExp(`<template data-offline="${kind}" data-title="([^"]*)">([\\s\\S]*?)</template>`).exec(html);
    const from = html.indexOf('<div data-offline-body>');
    const to = html.indexOf('<template data-offline');
    if (t && from >= 0 && to > from) {
      html = `${html.slice(0, from)}<div data-offline-body>${t[2]}</div>${html.slice(to)}`.replace(
        /<title>.*?( · [^<]*)?<\/title>/,
        (_, rest) => `<title>${t[1]}${rest ?? ''}</title>`,
      );
      html = html.replace(/<a [^>]*data-lang-switch[^>]*>/g, (a) => {
        const to = / hreflang="([^"]*)"/.exec(a)?.[1];
        return Object.hasOwn(langs, to) ? a.replace(/ href="[^"]*"/, ` href="${new URL(langs[to].home, SCOPE).pathname}"`) : a;
      });
    }
  }
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The first of a page's twins in other languages that this version has saved, or null. */
async function savedTwin(file) {
  for (const twin of twins[file] ?? []) if (await fromCache(twin)) return twin;
  return null;
}

async function navigate(event, url, file) {
  if (url.searchParams.get('offline') === 'save') {
    await wantLangs(LANGS);
    event.waitUntil(resume());
    return ownPage(langOf(file), 'saving', 200);
  }
  // learn/x opens as learn/x/, as the server does, so that the page's relative links hold.
  if (!url.pathname.endsWith('/') && file.endsWith('/index.html') && !url.pathname.endsWith('index.html')) {
    url.pathname += '/';
    return Response.redirect(url.href, 301);
  }
  const known = files[file];
  // What the reader wants and this version lacks follows in the background, once there is a signal.
  event.waitUntil(resume());
  const copy = known && (await fromCache(file));
  if (copy) return copy;
  const { langs } = await readState();
  try {
    const network = fetch(event.request);
    network.catch(() => {});
    const response = await Promise.race([network, new Promise((resolve) => setTimeout(resolve, WAIT_MS, null))]);
    if (!response) throw new Error('no answer');
    // A page of a language not saved yet, opened online: that language follows in the background, this page kept
    // if it is this version's, so that it does not come down twice.
    if (known && response.ok)
      event.waitUntil(
        keep(file, response.clone())
          .then(() => wantLangs([langOf(file)]))
          .then(resume),
      );
    return response;
  } catch {
    if (!known) return ownPage(langOf(file), null, 404);
    // A shared link opens from its twin in a language that is saved, its query kept: the trick is the same in every language.
    const twin = url.search ? await savedTwin(file) : null;
    if (twin) return Response.redirect(`${addressOf(twin)}${url.search}${url.hash}`, 302);
    // In the reader's language: the first one saved, else the page's own.
    return ownPage(langs[0] ?? langOf(file), 'unsaved', 503);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const here = windows.map((w) => fileOf(new URL(w.url))).filter((f) => f !== null);
      const langs = await wantLangs(here.map(langOf));
      await save(['shared', ...langs]);
      await writeState({ langs, done: ['shared', ...langs] });
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        const old = (name.startsWith(PREFIX) && name !== CACHE && name !== STATE) || (name.startsWith('workbox-') && name.endsWith(SCOPE.href));
        if (old) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// "Save everything", clicked on a page that this worker does not control yet (public/registerSW.js).
self.addEventListener('message', (event) => event.waitUntil(wantLangs(LANGS).then(resume)));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const file = fileOf(url);
  if (file === null) return;
  if (request.mode === 'navigate') {
    lookForUpdate();
    event.respondWith(navigate(event, url, file));
  } else if (files[file]) {
    event.respondWith(fromCache(file).then((copy) => copy ?? fetch(request)));
  }
});
