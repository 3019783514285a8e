// What only one island loads goes in that island's chunk. Rolldown splits the browser's code by the entries that may
// load each module, and it counts what an island loads on demand as entries of their own: modules the Play page loads at
// first and its later parts import too (the table's store, the rules of a deal at the table) were chunks of their own,
// each with its imports, exports and gzip stream (the Play page was twelve files, and 2.6 KB more in all). This group puts
// a module in its island's chunk when that island loads it at first and nothing else loads it, at first or on demand;
// the rest Rolldown splits as before. The rules' index passes on every rule, so a module without side effects counts as
// imported through it only by a file that takes one of the names it passes on; a file whose import of it cannot be read
// counts as taking all of it.
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** @typedef {{ code: string | null, isEntry: boolean, moduleSideEffects?: unknown, importers: readonly string[], dynamicImporters: readonly string[] }} Info */
/** @typedef {{ getModuleInfo(id: string): Info | null }} Context */

/** A module id with forward slashes and without its query. @param {string} id */
const path = (id) => id.split('?')[0].replaceAll('\\', '/');
/** Our own source files (not a package's, not a virtual module). @param {string} id */
const isOurs = (id) => !id.startsWith('\0') && !path(id).includes('/node_modules/') && path(id).includes('/src/');
/** A module that only passes on names of others (src/rules/index.ts). @param {string} id */
const isIndex = (id) => /\/src\/\w+\/index\.ts$/.test(path(id));

/** The project's root, and what its package.json says of the files that run something when imported (`sideEffects`). */
const ROOT = path(new URL('..', import.meta.url).pathname).replace(/\/$/, '');
const { sideEffects = true } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** A glob of `sideEffects` (`**\/*.svelte`, `./src/i18n/page.ts`) as a test of a path from the root. @param {string} glob */
const globTest = (glob) =>
  new RegExp(
    `^/${glob
      .replace(/^\.\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .split('**/')
      .map((part) => part.replace(/\*/g, '[^/]*'))
      .join('(?:.*/)?')}$`,
  );
const EFFECTS = Array.isArray(sideEffects) ? sideEffects.map(globTest) : null;
/** Whether importing a module runs something (so that importing the index that names it runs it too). @param {string} id */
const hasEffects = (id) => (EFFECTS ? EFFECTS.some((t) => t.test(path(id).slice(ROOT.length))) : sideEffects !== false);

/** Where `spec`, imported in the file `from`, points (null: not a relative path). @param {string} from @param {string} spec */
const target = (from, spec) => (spec.startsWith('.') ? posix.resolve(posix.dirname(path(from)), spec) : null);

/**
 * The names `code` takes from the module `to`, by `import {…} from` or `export {…} from`: each with the name it goes by
 * there (after `as`); `all` when it takes all of it (`* as`, `export *`, `import()`), or when it imports it in a way not
 * read here (a default import, a path without the module's file name): what cannot be read counts as everything.
 * @param {string} code @param {string} from @param {string} to
 * @returns {{ names: Map<string, string>, all: boolean }}
 */
function namesTaken(code, from, to) {
  const names = new Map();
  let all = false;
  let read = false;
  const plain = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  for (const m of plain.matchAll(/\b(?:import|export)\s*([\w$]+\s*,\s*)?(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    if (target(from, m[3]) !== path(to)) continue;
    read = true;
    if (m[1] || m[2].startsWith('*')) all = true;
    else
      for (const part of m[2].slice(1, -1).split(',')) {
        const [name, as = name] = part.trim().split(/\s+as\s+/);
        if (name) names.set(name, as);
      }
  }
  const loaded = [...plain.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)].some((m) => target(from, m[1]) === path(to));
  if (loaded) all = read = true;
  return { names, all: all || !read };
}

/**
 * The entries that load `id`, through its importers (their ids); with `dynamic`, on demand too. Through the rules'
 * index, only its importers that take one of the names it passes on from `id`, when `id` has no side effects (else
 * importing the index runs it).
 * @param {Context} ctx @param {string} id @param {boolean} dynamic
 */
function entriesOf(ctx, id, dynamic) {
  // what Rolldown says of it, else what package.json does
  const effects = ctx.getModuleInfo(id)?.moduleSideEffects;
  const byName = effects === false || (effects == null && !hasEffects(id));
  const entries = new Set();
  const seen = new Set();
  /** @type {[string, Set<string> | null][]} a module, and the names of it that matter (null: any) */
  const todo = [[id, null]];
  while (todo.length) {
    const [at, names] = /** @type {[string, Set<string> | null]} */ (todo.pop());
    const key = `${at} ${names ? [...names].join() : '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const info = ctx.getModuleInfo(at);
    if (!info) continue;
    if (info.isEntry) entries.add(at);
    for (const up of info.importers) {
      const code = ctx.getModuleInfo(up)?.code ?? null;
      if (!byName || code === null) {
        todo.push([up, null]);
        continue;
      }
      const taken = namesTaken(code, up, at);
      if (isIndex(up)) {
        // the names the index passes on from this module, under the names it gives them
        const on = new Set([...taken.names].filter(([name]) => !names || names.has(name)).map(([, as]) => as));
        if (taken.all) todo.push([up, names]);
        else if (on.size) todo.push([up, on]);
      } else if (!names || taken.all || [...taken.names.keys()].some((name) => names.has(name))) todo.push([up, null]);
    }
    if (dynamic) for (const up of info.dynamicImporters) todo.push([up, null]);
  }
  return entries;
}

/**
 * The group, for `output.codeSplitting.groups`: a module that one island loads, and only at first, in a chunk named after
 * that island (its folder and file: `play-PlayDoor`); the rest is left to Rolldown. A module another island shares stays
 * where Rolldown puts it (`includeDependenciesRecursively: false`). Rolldown advises strict execution order with that,
 * against chunks that import each other; none can here: whatever a module of the island's chunk is imported by is the
 * island's own (its chunk, or its parts loaded on demand, which run after it), and a shared module's imports are shared.
 * It needs entries whose exports may grow (below).
 */
export const islandGroup = {
  /** @param {string} id @param {Context} ctx @returns {string | null} */
  name: (id, ctx) => {
    if (!isOurs(id)) return null;
    const all = entriesOf(ctx, id, true);
    if (all.size !== 1 || entriesOf(ctx, id, false).size !== 1) return null;
    const [entry] = all;
    return path(entry)
      .split('/')
      .slice(-2)
      .join('-')
      .replace(/\.\w+$/, '');
  },
  includeDependenciesRecursively: false,
};

/**
 * A plugin for the browser's build: its entries may export more than their own exports (an island's module, now
 * holding what its parts loaded on demand import). Astro asks 'exports-only' of every build, which its prerendering
 * needs (it drops entries it used); the browser loads an island's module only for its default export.
 * @returns {import('vite').Plugin}
 */
export function islandEntries() {
  return {
    name: 'island-entries',
    applyToEnvironment: (env) => env.name === 'client',
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  };
}
