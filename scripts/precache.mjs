// What the service worker saves for offline use, in three parts: the files every page shares, the English pages
// and the German ones (with each language's search index). Shared by the offline integration (offline.mjs), which
// writes the list into dist/sw.js, and by the tests.
import { createHash } from 'node:crypto';
import { globSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the service worker may save, as globs relative to dist/. */
export const PRECACHE_GLOBS = [
  '**/*.html',
  '_astro/**/*',
  // The icon and the web manifest; the link preview images (og-card*.png) are for other sites, not for reading.
  'favicon.svg',
  'manifest.webmanifest',
  // Every page loads it (Base.astro); the service worker itself (sw.js) is fetched by the browser, not saved.
  'registerSW.js',
  // pagefind.js and what it loads for an English or a German page; pagefind's own UI files are not used by the
  // site, and the index of pages without a language (wasm.unknown) is never loaded.
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/*.pf_meta',
  'pagefind/wasm.{en,de}.pagefind',
  'pagefind/{index,fragment,filter}/*',
];

/** The not-found pages of both languages, shared: an unknown address offline shows one, in the address's language. */
export const NOT_FOUND = { en: '404.html', de: 'de/404/index.html' };

/** The part a file belongs to: 'de' (German pages and search index), 'en' (English ones) or 'shared'. */
export function groupOf(file) {
  if (Object.values(NOT_FOUND).includes(file)) return 'shared';
  if (file.startsWith('de/')) return 'de';
  const search = /^pagefind\/(?:.*\/)?(?:pagefind\.|wasm\.)?(en|de)[._]/.exec(file);
  if (search) return search[1];
  return file.endsWith('.html') ? 'en' : 'shared';
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

/** Bytes a first visit saves in one language (its pages and the shared files), and everything's. */
export function sizes(entries) {
  const sum = (keep) => entries.filter(keep).reduce((n, e) => n + e.bytes, 0);
  return { en: sum((e) => e.group !== 'de'), de: sum((e) => e.group !== 'en'), all: sum(() => true) };
}

/** Megabytes (10^6 bytes) with one decimal, as the notes show them. */
export const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

/** The service worker's source (src/sw/worker.js), which reads the list from self.OFFLINE. */
const WORKER = new URL('../src/sw/worker.js', import.meta.url);

/**
 * Writes dir/sw.js: the list of files (part and revision of each) and the worker's source. The version, which names
 * the worker's cache, is the hash of the list, so an unchanged site keeps its cache and a changed one gets a new one.
 */
export function writeWorker(dir, base) {
  const entries = manifest(dir);
  const files = Object.fromEntries(entries.map((e) => [e.file, [e.group, e.rev]]));
  const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const head = `self.OFFLINE = ${JSON.stringify({ base, version, files })};\n`;
  writeFileSync(join(dir, 'sw.js'), head + readFileSync(WORKER, 'utf8'));
  return { entries, version };
}
