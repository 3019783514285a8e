// The service worker's logic with plain data: built by writeWorker from a small site in a temporary folder, run in a
// sandbox with a Cache Storage and a network of our own (the network checks a fetch's integrity, as browsers do).
import { createHash, webcrypto } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { LANG_FILES, writeWorker } from '../../scripts/precache.mjs';
import { LANGS } from '../i18n/lang.ts';

const ORIGIN = 'https://example.org';
const BASE = '/knuffeln/';

// The header's language link, as the built not-found pages have it: to the other language's not-found page.
const OTHER: Record<string, { href: string; lang: string }> = { en: { href: 'de/404/', lang: 'de' }, de: { href: '404.html', lang: 'en' } };
const switchTo = (lang: string) => `<a class="lang" href="${BASE}${OTHER[lang]!.href}" hreflang="${OTHER[lang]!.lang}" data-lang-switch data-astro-cid-x>`;
const notFound = (lang: string, title: string) =>
  `<html lang="${lang}"><head><title>${title} · Knüffeln</title></head><body><header>${switchTo(lang)}other</a></header>` +
  `<main><div class="wrap"><div data-offline-body><h1>${title}</h1></div>` +
  `<template data-offline="unsaved" data-title="${lang}: not saved"><h1>${lang}: not saved</h1></template>` +
  `<template data-offline="saving" data-title="${lang}: saving"><h1>${lang}: saving</h1></template></div></main></body></html>`;

/** Version 1 of a tiny site. */
const SITE: Record<string, string> = {
  'index.html': '<h1>Home</h1><script src="_astro/a.js"></script>',
  'learn/index.html': '<h1>Learn</h1>',
  'de/index.html': '<h1>Start</h1><script src="_astro/a.js"></script>',
  'de/lernen/index.html': '<h1>Lernen</h1>',
  '404.html': notFound('en', 'Page not found'),
  'de/404/index.html': notFound('de', 'Seite nicht gefunden'),
  '_astro/a.js': 'console.log("a")',
  'pagefind/pagefind.js': 'pagefind',
  'pagefind/wasm.de.pagefind': 'de index',
  'pagefind/wasm.en.pagefind': 'en index',
  'og-card.png': 'not saved',
};

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Builds a site's service worker, as the build does. */
function built(site: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'knuffeln-sw-'));
  dirs.push(dir);
  for (const [file, body] of Object.entries(site)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  writeWorker(dir, BASE);
  return readFileSync(join(dir, 'sw.js'), 'utf8');
}

interface Stored {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}
const revive = (s: Stored) => new Response(s.body.slice(0), { status: s.status, headers: s.headers });

class FakeCache {
  entries = new Map<string, Stored>();
  match(key: string | Request, options?: { ignoreSearch?: boolean }): Promise<Response | undefined> {
    const url = new URL(typeof key === 'string' ? key : key.url);
    for (const [k, v] of this.entries) {
      const u = new URL(k);
      if (u.origin + u.pathname === url.origin + url.pathname && (options?.ignoreSearch || u.search === url.search)) return Promise.resolve(revive(v));
    }
    return Promise.resolve(undefined);
  }
  async put(key: string, response: Response): Promise<void> {
    this.entries.set(key, { body: await response.arrayBuffer(), status: response.status, headers: [...response.headers] });
  }
  keys(): Promise<{ url: string }[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => ({ url })));
  }
}

class FakeStorage {
  named = new Map<string, FakeCache>();
  open(name: string): Promise<FakeCache> {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return Promise.resolve(this.named.get(name)!);
  }
  async match(key: string, options?: { ignoreSearch?: boolean }): Promise<Response | undefined> {
    for (const cache of this.named.values()) {
      const found = await cache.match(key, options);
      if (found) return found;
    }
    return undefined;
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.named.keys()]);
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.named.delete(name));
  }
  /** The files a cache holds, relative to the base. */
  files(name: string): string[] {
    return [...(this.named.get(name)?.entries.keys() ?? [])].map((k) => new URL(k).pathname.slice(BASE.length)).sort();
  }
  versions(): string[] {
    return [...this.named.keys()].filter((n) => !n.endsWith(' state'));
  }
}

const hashOf = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

/**
 * The host, and the browser's HTTP cache in front of it: serves a site, counts what it sends, and can lose its signal.
 * The HTTP cache keeps what was downloaded by the address asked (learn/ and learn/index.html are two), and answers a
 * fetch with cache: 'force-cache' from it; the browser checks a fetch's integrity, whichever answered.
 */
class Network {
  sent: string[] = [];
  down = false;
  httpCache = new Map<string, string>();
  constructor(public site: Record<string, string>) {}
  fetch = (input: string | { url: string }, init?: { integrity?: string; cache?: string }): Promise<Response> => {
    const path = new URL(typeof input === 'string' ? input : input.url).pathname.slice(BASE.length);
    const cached = init?.cache === 'force-cache' ? this.httpCache.get(path) : undefined;
    if (cached === undefined && this.down) return Promise.reject(new TypeError('Failed to fetch'));
    const file = path === '' || path.endsWith('/') ? `${path}index.html` : path;
    const body = cached ?? this.site[file];
    if (body === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
    if (cached === undefined) {
      this.sent.push(file);
      this.httpCache.set(path, body);
    }
    if (init?.integrity && init.integrity !== hashOf(body)) return Promise.reject(new TypeError('integrity'));
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'text/html' } }));
  };
}

interface Worker {
  dispatch(type: string, fields?: object): Promise<Response | undefined>;
  navigate(path: string): Promise<Response>;
  claimed: boolean;
}

/** Starts a worker from its built source, with these open windows, on this storage and network. */
function start(source: string, storage: FakeStorage, network: Network, windows: string[] = []): Worker {
  const listeners = new Map<string, (event: object) => void>();
  const worker: Worker = {
    claimed: false,
    async dispatch(type, fields = {}) {
      const waits: Promise<unknown>[] = [];
      let answer: Promise<Response> | undefined;
      listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => waits.push(p), respondWith: (p: Promise<Response>) => (answer = p) });
      const response = await answer;
      for (let i = 0; i < waits.length; i++) await waits[i];
      return response;
    },
    async navigate(path) {
      const url = ORIGIN + BASE + path;
      const response = await worker.dispatch('fetch', { request: { url, method: 'GET', mode: 'navigate' } });
      return response!;
    },
  };
  const self = {
    location: { href: `${ORIGIN}${BASE}sw.js` },
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    clients: {
      matchAll: () => Promise.resolve(windows.map((path) => ({ url: ORIGIN + BASE + path }))),
      claim: () => {
        worker.claimed = true;
        return Promise.resolve();
      },
    },
    skipWaiting: () => Promise.resolve(),
    registration: { update: () => Promise.resolve() },
  };
  runInNewContext(source, { self, caches: storage, fetch: network.fetch, crypto: webcrypto, Response, URL, btoa, setTimeout, decodeURI });
  return worker;
}

async function installed(source: string, storage: FakeStorage, network: Network, windows: string[]): Promise<Worker> {
  const worker = start(source, storage, network, windows);
  await worker.dispatch('install');
  await worker.dispatch('activate');
  return worker;
}

const h1 = async (response: Response) => /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1];
const german = ['de/404/index.html', '404.html', '_astro/a.js', 'de/index.html', 'de/lernen/index.html', 'pagefind/pagefind.js', 'pagefind/wasm.de.pagefind'];

describe('the service worker', () => {
  it('saves the shared files and the language of the page that registered it, and nothing else', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    const worker = await installed(built(SITE), storage, network, ['de/']);
    expect(worker.claimed).toBe(true);
    expect(storage.versions()).toHaveLength(1);
    expect(storage.files(storage.versions()[0]!)).toEqual([...german].sort());
    expect([...network.sent].sort()).toEqual([...german].sort());
  });

  it('answers saved pages with no network; offline, an unknown address gets the not-found page of its language, an unsaved page says so in the reader’s', async () => {
    const network = new Network(SITE);
    const worker = await installed(built(SITE), new FakeStorage(), network, ['de/lernen/']);
    network.down = true;
    expect(await h1(await worker.navigate('de/lernen/'))).toBe('Lernen');
    // The query string is the trick explorer's state: the same saved page answers.
    expect(await h1(await worker.navigate('de/?v=bohmstedt&cards=4D'))).toBe('Start');
    const unknown = await worker.navigate('de/nirgends/');
    expect(unknown.status).toBe(404);
    expect(await h1(unknown)).toBe('Seite nicht gefunden');
    expect(await h1(await worker.navigate('nowhere/'))).toBe('Page not found');
    const unsaved = await worker.navigate('learn/');
    expect(unsaved.status).toBe(503);
    const html = await unsaved.text();
    expect(html).toContain('<title>de: not saved · Knüffeln</title>');
    expect(html).toContain('<h1>de: not saved</h1>');
    expect(html).not.toContain('Seite nicht gefunden</h1>');
    // learn/x opens as learn/x/.
    expect((await worker.navigate('de/lernen')).headers.get('Location')).toBe(`${ORIGIN}${BASE}de/lernen/`);
    // A shared link (its query the state) opens from the saved twin in the other language, the query kept (issue 45 §3).
    const twin = await worker.navigate('learn/?v=bohmstedt&cards=4D');
    expect(twin.status).toBe(302);
    expect(twin.headers.get('Location')).toBe(`${ORIGIN}${BASE}de/lernen/?v=bohmstedt&cards=4D`);
  });

  it('takes what the browser already holds from its HTTP cache, the page the reader opened first included, and refuses a copy of another version there', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    // The first page, opened before there was a worker, with its script; and an old copy of another page.
    network.httpCache.set('de/', SITE['de/index.html']!);
    network.httpCache.set('_astro/a.js', SITE['_astro/a.js']!);
    network.httpCache.set('de/lernen/', '<h1>Lernen, the version before</h1>');
    const worker = await installed(built(SITE), storage, network, ['de/']);
    expect(storage.files(storage.versions()[0]!)).toEqual([...german].sort());
    expect([...network.sent].sort()).toEqual(german.filter((f) => !['de/index.html', '_astro/a.js'].includes(f)).sort());
    network.down = true;
    expect(await h1(await worker.navigate('de/lernen/'))).toBe('Lernen');
    expect(await h1(await worker.navigate('de/'))).toBe('Start');
  });

  it('saves the other language when one of its pages is opened online, each file once', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    const worker = await installed(built(SITE), storage, network, ['de/']);
    network.sent = [];
    expect(await h1(await worker.navigate('learn/'))).toBe('Learn');
    expect(storage.files(storage.versions()[0]!)).toHaveLength(Object.keys(SITE).length - 1);
    expect([...network.sent].sort()).toEqual(['index.html', 'learn/index.html', 'pagefind/wasm.en.pagefind']);
  });

  it('saves everything when a page it does not control yet asks it to', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    const worker = await installed(built(SITE), storage, network, ['de/']);
    await worker.dispatch('message', { data: 0 });
    expect(storage.files(storage.versions()[0]!)).toHaveLength(Object.keys(SITE).length - 1);
    expect(network.sent.filter((f, i) => network.sent.indexOf(f) !== i)).toEqual([]);
  });

  it('a page it makes offline leads to the other language’s home, not to its not-found page', async () => {
    const network = new Network(SITE);
    const worker = await installed(built(SITE), new FakeStorage(), network, ['de/lernen/']);
    network.down = true;
    const link = async (response: Response) => /<a [^>]*data-lang-switch[^>]*>/.exec(await response.text())?.[0];
    expect(await link(await worker.navigate('learn/'))).toBe(`<a class="lang" href="${BASE}" hreflang="en" data-lang-switch data-astro-cid-x>`);
    expect(await link(await worker.navigate('?offline=save'))).toContain(`href="${BASE}de/"`);
    // The not-found page itself is left as it is built.
    expect(await link(await worker.navigate('de/nirgends/'))).toContain(`href="${BASE}404.html"`);
  });

  it('keeps the offer to save everything until there is a signal', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    const worker = await installed(built(SITE), storage, network, ['de/']);
    network.down = true;
    expect(await h1(await worker.navigate('de/?offline=save'))).toBe('de: saving');
    expect(storage.files(storage.versions()[0]!)).toHaveLength(german.length);
    network.down = false;
    expect(await h1(await worker.navigate('de/lernen/'))).toBe('Lernen');
    expect(storage.files(storage.versions()[0]!)).toHaveLength(Object.keys(SITE).length - 1);
  });

  it('a new version downloads only what changed, serves its own pages with its own assets, and deletes the old copies', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    const old = await installed(built(SITE), storage, network, ['']);
    const [first] = storage.versions();
    const next: Record<string, string> = {
      ...SITE,
      'index.html': '<h1>Home, next</h1><script src="_astro/b.js"></script>',
      'de/index.html': '<h1>Start, next</h1><script src="_astro/b.js"></script>',
      '_astro/b.js': 'console.log("b")',
    };
    delete next['_astro/a.js'];
    network.site = next;
    network.sent = [];
    // While the new one installs, the old one still serves its own version.
    const worker = start(built(next), storage, network, []);
    await worker.dispatch('install');
    expect(await h1(await old.navigate(''))).toBe('Home');
    expect(network.sent.sort()).toEqual(['_astro/b.js', 'index.html']);
    await worker.dispatch('activate');
    expect(storage.versions()).toHaveLength(1);
    expect(storage.versions()[0]).not.toBe(first);
    network.down = true;
    expect(await h1(await worker.navigate(''))).toBe('Home, next');
    const asset = await worker.dispatch('fetch', { request: { url: `${ORIGIN}${BASE}_astro/b.js`, method: 'GET', mode: 'no-cors' } });
    expect(await asset!.text()).toBe('console.log("b")');
    expect(storage.files(storage.versions()[0]!)).not.toContain('_astro/a.js');
  });

  it('never keeps a file of another version: a download that the host has replaced is refused', async () => {
    const storage = new FakeStorage();
    const network = new Network(SITE);
    const worker = await installed(built(SITE), storage, network, ['']);
    // The host already serves the next version when the reader asks for the German pages.
    network.site = { ...SITE, 'de/lernen/index.html': '<h1>Lernen, next</h1>' };
    await worker.navigate('de/?offline=save');
    const saved = storage.files(storage.versions()[0]!);
    expect(saved).not.toContain('de/lernen/index.html');
    network.down = true;
    expect(await h1(await worker.navigate('de/lernen/'))).toBe('en: not saved');
  });

  it('names no language itself: the build gives it every language’s home and not-found page, and fails where a language lacks one', () => {
    const code = readFileSync(new URL('worker.js', import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const lang of LANGS) expect(code).not.toMatch(new RegExp(`['"\`]${lang}(/|['"\`])`));
    const offline = JSON.parse(/^self\.OFFLINE = (.*);$/m.exec(built(SITE))![1]!) as { langs: unknown };
    expect(offline.langs).toEqual(LANG_FILES);
    expect(Object.keys(LANG_FILES)).toEqual(LANGS);
    for (const { home, notFound } of Object.values(LANG_FILES)) {
      for (const file of [notFound, `${home}index.html`]) {
        const lacking = { ...SITE };
        delete lacking[file];
        expect(() => built(lacking)).toThrow(file);
      }
    }
  });
});
