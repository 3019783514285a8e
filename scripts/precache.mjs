// What the service worker saves for offline use, in parts: the files every page shares, and each language's pages
// (with its search index). Shared by the offline integration (offline.mjs), which writes the list into dist/sw.js,
// and by the tests. The languages, their prefixes and their not-found pages come from the locale registry
// (src/i18n/lang.ts, routes.ts), and the worker is given them as data: it names no language itself.
import { createHash } from 'node:crypto';
import { globSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../src/i18n/lang.ts';
import { LANG_PREFIX, localePath, PAGES, routeOf } from '../src/i18n/routes.ts';

/** Everything the service worker may save, as globs relative to dist/. */
export const PRECACHE_GLOBS = [
  '**/*.html',
  '_astro/**/*',
  // The icon and the web manifest; the link preview images (og-card*.png) are for other sites, not for reading.
  'favicon.svg',
  'manifest.webmanifest',
  // Every page loads it (Base.astro); the service worker itself (sw.js) is fetched by the browser, not saved.
  'registerSW.js',
  // pagefind.js and what it loads for a page in each language (pagefind names an index after <html lang>, the
  // language's code); pagefind's own UI files are not used by the site, and the index of pages without a language
  // (wasm.unknown) is never loaded.
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/*.pf_meta',
  ...LANGS.map((lang) => `pagefind/wasm.${lang}.pagefind`),
  'pagefind/{index,fragment,filter}/*',
];

/** The file an address below the base stands for: de/404/ is de/404/index.html. */
const fileOf = (path) => (path === '' || path.endsWith('/') ? `${path}index.html` : path);

/**
 * Each language's home (its prefix below the base) and its not-found page's file, which is shared: offline, an unknown
 * address shows the not-found page of the address's language. `{ en: { home: '', notFound: '404.html' }, de: … }`.
 * @type {Readonly<Record<import('../src/i18n/lang.ts').Lang, { readonly home: string; readonly notFound: string }>>}
 */
export const LANG_FILES = Object.fromEntries(
  LANGS.map((lang) => [lang, { home: LANG_PREFIX[lang], notFound: fileOf(LANG_PREFIX[lang] + PAGES.notFound[lang]) }]),
);

/** A language's index files as pagefind names them: pagefind.de_….pf_meta, wasm.de.pagefind, index/de_….pf_index. */
const SEARCH_INDEX = new RegExp(`^pagefind/(?:.*/)?(?:pagefind\\.|wasm\\.)?(${LANGS.join('|')})[._]`);

/** The part a file belongs to: a language's (its pages and search index, 'en', 'de') or 'shared'. */
export function groupOf(file) {
  if (Object.values(LANG_FILES).some((l) => l.notFound === file)) return 'shared';
  // A page under a language's prefix (de/…) is that language's; the root's own pages are the root language's.
  const { lang } = routeOf(file);
  if (LANG_PREFIX[lang]) return lang;
  const search = SEARCH_INDEX.exec(file);
  if (search) return search[1];
  return file.endsWith('.html') ? lang : 'shared';
}

// The placeholders the built HTML carries, replaced by the offline integration: a language's size, and everything's.
export { SIZE_MARK, ALL_MARK } from '../src/sw/marks.js';

/** The files the service worker may save, relative to dir, sorted. */
export function precacheFiles(dir) {
  const found = PRECACHE_GLOBS.flatMap((p) => globSync(p, { cwd: dir }));
  return [...new Set(found)].filter((f) => statSync(join(dir, f)).isFile()).sort();
}

/** Each file with its part, size and revision: the SHA-256 of its content, which the worker also checks on download. */
export function manifest(dir) {
  return precacheFiles(dir).map((file) => {
    const body = readFileSync(join(dir, file));
    return { file, group: groupOf(file), bytes: body.length, rev: createHash('sha256').update(body).digest('base64') };
  });
}

/** Bytes a first visit saves in each language (its pages and the shared files), and everything's: { en, de, all }. */
export function sizes(entries) {
  const sum = (keep) => entries.filter(keep).reduce((n, e) => n + e.bytes, 0);
  return { ...Object.fromEntries(LANGS.map((lang) => [lang, sum((e) => e.group === 'shared' || e.group === lang)])), all: sum(() => true) };
}

/** Megabytes (10^6 bytes) with one decimal, as the notes show them. */
export const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

/**
 * Each page's twins in the other languages, among the files: { 'trick/index.html': ['de/stich/index.html'], … }, so
 * that offline a shared link in one language opens from the other's saved copy (issue 45 §3).
 * @param {Readonly<Record<string, unknown>>} files
 * @returns {Record<string, string[]>}
 */
export function twinsOf(files) {
  /** @type {Record<string, string[]>} */
  const twins = {};
  for (const file of Object.keys(files)) {
    if (!file.endsWith('index.html') || Object.values(LANG_FILES).some((l) => l.notFound === file)) continue;
    const { lang, enPath } = routeOf(file.slice(0, -'index.html'.length));
    const others = LANGS.filter((l) => l !== lang)
      .map((l) => fileOf(localePath(l, enPath)))
      .filter((f) => f !== file && Object.hasOwn(files, f));
    if (others.length) twins[file] = others;
  }
  return twins;
}

/** The service worker's source (src/sw/worker.js), which reads the list from self.OFFLINE. */
const WORKER = new URL('../src/sw/worker.js', import.meta.url);

/**
 * Writes dir/sw.js: the list of files (part and revision of each), each language's home and not-found page, and the
 * worker's source. The version, which names the worker's cache, is the hash of the list, so an unchanged site keeps
 * its cache and a changed one gets a new one. Fails when a language has no home or not-found page among the files.
 */
export function writeWorker(dir, base) {
  const entries = manifest(dir);
  const files = Object.fromEntries(entries.map((e) => [e.file, [e.group, e.rev]]));
  const missing = Object.values(LANG_FILES).flatMap(({ home, notFound }) => [fileOf(home), notFound].filter((f) => !files[f]));
  if (missing.length) throw new Error(`precache: the site lacks ${missing.join(', ')}, which the service worker needs for offline use`);
  if (Object.values(LANG_FILES).filter((l) => l.home === '').length !== 1) throw new Error('precache: one language, and one only, must live at the root');
  const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const head = `self.OFFLINE = ${JSON.stringify({ base, version, files, langs: LANG_FILES, twins: twinsOf(files) })};\n`;
  writeFileSync(join(dir, 'sw.js'), head + readFileSync(WORKER, 'utf8'));
  return { entries, version };
}
