// Reads the built site in dist/: its pages, its base path, and the JavaScript modules a page loads. Shared by
// the size report, the load bench, the browser tests and the build step that writes preload links.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { ImportType, initSync, parse } from 'es-module-lexer';

initSync();

/**
 * Every HTML file under dir; pagefind's files and underscore folders (the build's assets) left out.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === 'pagefind' || name.startsWith('_')) return [];
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/**
 * A page's path below the base, as a link names it: '' for the home page, 'trick/' for trick/index.html.
 * @param {string} dir
 * @param {string} file
 * @returns {string}
 */
export function pagePath(dir, file) {
  return relative(dir, file)
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1');
}

/** The base path the site was built for (BASE_PATH), read from the home page's favicon link. */
export function detectBase(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return /<link rel="icon" href="([^"]*?)favicon\.svg"/.exec(html)?.[1] ?? '/';
}

/**
 * Maps between the built site's URLs and its files. `toFile` gives null for a URL outside the base.
 * @param {string} dir the built site
 * @param {string} base its base path
 */
export function siteFiles(dir, base) {
  const root = base.replace(/\/?$/, '/');
  return {
    /** @param {string} url */
    toFile: (url) => (url.startsWith(root) ? join(dir, url.slice(root.length)) : null),
    /** @param {string} file */
    toUrl: (file) => root + relative(dir, file).split(sep).join('/'),
  };
}

/** The module URLs a page's HTML starts from: external scripts, and each island's component and renderer. */
export function entryUrls(html) {
  return [...scriptUrls(html), ...islandUrls(html)];
}

/** The src of every external script on the page. */
export function scriptUrls(html) {
  return [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
}

/** The component and renderer URLs of the page's islands; with `when`, only islands whose client matches. */
export function islandUrls(html, when = /.*/) {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .filter((m) => when.test(/\sclient="([^"]*)"/.exec(m[0])?.[1] ?? ''))
    .flatMap((m) => [...m[0].matchAll(/\s(?:component-url|renderer-url)="([^"]+)"/g)].map((u) => u[1]));
}

const PRELOAD = /<link rel="modulepreload" href="([^"]+)">/g;

/** A preload link for a module URL, in the one form the build writes and the tests read. @param {string} url */
export const makePreload = (url) => `<link rel="modulepreload" href="${url}">`;

/** The module URLs a page names in its preload links. @param {string} html @returns {string[]} */
export const preloadUrls = (html) => [...html.matchAll(PRELOAD)].map((m) => m[1]);

/** The page without its preload links. @param {string} html @returns {string} */
export const stripPreloads = (html) => html.replace(PRELOAD, '');

/** The modules that `files` import on demand (dynamic imports), each once: the entries of what a page loads later. */
export function dynamicTargets(files, toFile) {
  const out = new Set();
  for (const file of files)
    for (const { n: spec, t } of parse(readFileSync(file, 'utf8'), file)[0]) {
      if (!spec || t !== ImportType.Dynamic || (!spec.startsWith('.') && !spec.startsWith('/'))) continue;
      const target = spec.startsWith('/') ? toFile(spec) : join(dirname(file), spec);
      if (target) out.add(target);
    }
  return [...out];
}

/**
 * Every file reachable from `files` through imports, in the order met. `toFile` maps a root-relative URL
 * to a file (null: not ours). With `dynamic`, modules loaded by import() count too; `loaded`, files already loaded,
 * neither counted nor followed (what they load on demand is theirs).
 */
export function moduleClosure(files, toFile, { dynamic = true, loaded = new Set() } = {}) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || loaded.has(file)) return;
    seen.add(file);
    const [imports] = parse(readFileSync(file, 'utf8'), file);
    for (const { n: spec, t } of imports) {
      if (!spec || !(t === ImportType.Static || (dynamic && t === ImportType.Dynamic))) continue;
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const target = spec.startsWith('/') ? toFile(spec) : join(dirname(file), spec);
      if (target) visit(target);
    }
  };
  files.forEach(visit);
  return [...seen];
}
