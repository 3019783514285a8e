import { globSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of src (tests left out): no module imports, however indirectly, a module that imports it.
 * The layers themselves (which folder may import which) are held by ESLint's no-restricted-imports rule in
 * eslint.config.js; a cycle inside one layer is found here.
 */
const FILES = globSync('src/**/*.{ts,js,mjs,svelte,astro}').filter((f) => !/\.test\.ts$/.test(f) && !f.includes('/fixtures.'));
const known = new Set(FILES.map(normalize));

/** The relative imports of a file, static and dynamic, type-only ones included (a type cycle is a design cycle too). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specs.map((s) => normalize(join(dirname(file), s))).filter((f) => known.has(f));
}

/** Strongly connected components of more than one module (Tarjan), or a module that imports itself. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) !== idx.get(v)) return;
    const scc: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      on.delete(w);
      scc.push(w);
      if (w === v) break;
    }
    if (scc.length > 1 || graph.get(v)?.includes(v)) found.push(scc.sort());
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('the import graph of src', () => {
  it('finds cycles where there are some (a planted one)', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the imports of the real files (the graph is not empty)', () => {
    const edges = FILES.reduce((n, f) => n + importsOf(f).length, 0);
    expect(FILES.length).toBeGreaterThan(100);
    expect(edges).toBeGreaterThan(FILES.length);
  });

  it('has no cycles', () => {
    const graph = new Map(FILES.map((f) => [normalize(f), importsOf(f)]));
    expect(cycles(graph)).toEqual([]);
  });
});
