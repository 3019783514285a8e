// What only one island loads goes in that island's chunk. Rolldown splits the browser's code by the entries that may
// load each module, and it counts what an island loads on demand as entries of their own: modules the Play page loads at
// first and its later parts import too (the table's store, the rules of a deal at the table) were chunks of their own,
// each with its imports, exports and gzip stream (the Play page was twelve files, and 2.6 KB more in all). This group puts
// a module in its island's chunk when that island loads it at first and nothing else loads it, at first or on demand;
// the rest Rolldown splits as before. The rules' index re-exports every rule, so a module counts as imported through it
// only by a file that imports one of the names it passes on.
import { dirname, resolve } from 'node:path';

/** @typedef {{ code: string | null, isEntry: boolean, importers: readonly string[], dynamicImporters: readonly string[] }} Info */
/** @typedef {{ getModuleInfo(id: string): Info | null }} Context */

/** Our own source files (not a package's, not a virtual module). @param {string} id */
const isOurs = (id) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id) && /[\\/]src[\\/]/.test(id);
/** A module that only passes on names of others (src/rules/index.ts). @param {string} id */
const isIndex = (id) => /[\\/]src[\\/]\w+[\\/]index\.ts$/.test(id);

/** Where `spec`, imported in the file `from`, points. @param {string} from @param {string} spec */
const target = (from, spec) => resolve(dirname(from.split('?')[0]), spec);

/**
 * The names `code` takes from `to` by `import {…} from` (or passes on by `export {…} from`): with `as`, the name it is
 * imported as or passed on under; null when it takes all of it (`* as`, `export *`, `import()`).
 * @param {string} code @param {string} from @param {string} to @param {'import' | 'export'} kind
 * @returns {{ names: Map<string, string>, all: boolean }} the names taken, each with its name there
 */
function namesTaken(code, from, to, kind) {
  const names = new Map();
  let all = false;
  for (const m of code.matchAll(/\b(import|export)\s*([\w$]+\s*,\s*)?(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    if (m[1] !== kind || target(from, m[4]) !== to) continue;
    if (m[3].startsWith('*')) all = true;
    else
      for (const part of m[3].slice(1, -1).split(',')) {
        const [name, as = name] = part.trim().split(/\s+as\s+/);
        if (name) names.set(name, as);
      }
  }
  for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) if (target(from, m[1]) === to) all = true;
  return { names, all };
}

/**
 * The entries that load `id`, through its importers (their ids); with `dynamic`, on demand too. Through the rules'
 * index, only its importers that take one of the names it passes on from `id`.
 * @param {Context} ctx @param {string} id @param {boolean} dynamic
 */
function entriesOf(ctx, id, dynamic) {
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
      if (code === null) todo.push([up, null]);
      else if (isIndex(up)) {
        // the names the index passes on from this module, under the names it gives them
        const { names: passed, all } = namesTaken(code, up, at, 'export');
        const on = new Set([...passed].filter(([name]) => !names || names.has(name)).map(([, as]) => as));
        if (all) todo.push([up, names]);
        else if (on.size) todo.push([up, on]);
      } else if (!names) todo.push([up, null]);
      else {
        const { names: taken, all } = namesTaken(code, up, at, 'import');
        if (all || [...taken.keys()].some((name) => names.has(name))) todo.push([up, null]);
      }
    }
    if (dynamic) for (const up of info.dynamicImporters) todo.push([up, null]);
  }
  return entries;
}

/**
 * The group, for `output.codeSplitting.groups`: a module that one island loads, and only at first, in a chunk named after
 * that island's file; the rest is left to Rolldown. A module another island shares stays where Rolldown puts it
 * (`includeDependenciesRecursively: false`), which Rolldown allows only with entries whose exports may grow (below).
 */
export const islandGroup = {
  /** @param {string} id @param {Context} ctx @returns {string | null} */
  name: (id, ctx) => {
    if (!isOurs(id)) return null;
    const all = entriesOf(ctx, id, true);
    if (all.size !== 1 || entriesOf(ctx, id, false).size !== 1) return null;
    const [entry] = all;
    return entry
      .split(/[\\/]/)
      .pop()
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
