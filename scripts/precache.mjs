// What the service worker precaches, shared by astro.config.mjs, the offline integration and the tests.
import { globSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the service worker precaches, as workbox globs relative to dist/ (astro.config.mjs). */
export const PRECACHE_GLOBS = [
  '**/*.html',
  '_astro/**/*',
  '*.{svg,png,ico,webp}',
  // Every page loads it (Base.astro); the service worker's own files are fetched by the browser, not precached.
  'registerSW.js',
  // pagefind.js and what it loads; pagefind's own UI files are not used by the site.
  'pagefind/pagefind.js',
  'pagefind/pagefind-worker.js',
  'pagefind/pagefind-entry.json',
  'pagefind/*.pf_meta',
  'pagefind/wasm.*.pagefind',
  'pagefind/{index,fragment,filter}/*',
];
/** Left out: the not-found page is no use offline. */
export const PRECACHE_IGNORES = ['404.html'];
/** The PWA integration adds the web manifest to the precache itself. */
const ADDED_BY_PWA = ['manifest.webmanifest'];

/** The placeholder OfflineNote.astro prints; replaced in the built HTML by the size in MB. */
export const SIZE_MARK = '__PRECACHE_MB__';

/** The files the service worker will precache, relative to dir. */
export function precacheFiles(dir) {
  const found = PRECACHE_GLOBS.flatMap((p) => globSync(p, { cwd: dir }));
  const added = ADDED_BY_PWA.filter((f) => globSync(f, { cwd: dir }).length > 0);
  return [...new Set([...found, ...added])].filter((f) => !PRECACHE_IGNORES.includes(f) && statSync(join(dir, f)).isFile()).sort();
}

/** Megabytes (10^6 bytes) with one decimal, as the note shows them. */
export const megabytes = (bytes) => (bytes / 1e6).toFixed(1);
