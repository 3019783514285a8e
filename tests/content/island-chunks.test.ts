// Which island's chunk a module goes in (scripts/island-chunks.mjs): one island's alone, loaded at first and by nothing
// else, or left to Rolldown. A module graph as Rolldown describes it, with an index that passes names on as the rules' does.
import { describe, expect, it } from 'vitest';
import { islandGroup } from '../../scripts/island-chunks.mjs';

interface Module {
  readonly code: string;
  /** whether importing it runs something (else only what is taken from it counts); unsaid, package.json's `sideEffects` tells */
  readonly effects?: boolean;
  readonly entry?: boolean;
  readonly imports?: readonly string[];
  readonly loads?: readonly string[];
}

const ROOT = new URL('../../src', import.meta.url).pathname;
const GRAPH: Record<string, Module> = {
  'features/play/Door.svelte': {
    entry: true,
    code: `import { deal } from '../../rules/index.ts'; import { store } from './store.ts'; const later = () => import('./Later.svelte');`,
    imports: ['rules/index.ts', 'features/play/store.ts'],
    loads: ['features/play/Later.svelte'],
  },
  'features/play/store.ts': { code: `import { shared } from '../../lib/shared.ts';`, imports: ['lib/shared.ts'] },
  'features/play/Later.svelte': {
    code: `import { store } from './store.ts'; import { kit } from './kit.ts';`,
    imports: ['features/play/store.ts', 'features/play/kit.ts'],
  },
  'features/play/kit.ts': { code: '' },
  'features/trick/Explorer.svelte': {
    entry: true,
    code: `import { trick, rule as named } from '../../rules/index.ts'; import { shared } from '../../lib/shared.ts'; const kit = () => import('./family.ts');`,
    imports: ['rules/index.ts', 'lib/shared.ts'],
    loads: ['features/trick/family.ts'],
  },
  'features/trick/family.ts': { code: `import * as rules from '../../rules/index.ts';`, imports: ['rules/index.ts'] },
  'lib/shared.ts': { code: '' },
  'rules/index.ts': {
    code: `export { deal, dealer } from './deal.ts'; export { trick } from './trick.ts'; export { inner as rule } from './rule.ts';`,
    imports: ['rules/deal.ts', 'rules/trick.ts', 'rules/rule.ts'],
  },
  'rules/deal.ts': { code: '' },
  'rules/trick.ts': { code: '' },
  'rules/rule.ts': { code: '' },
};

/** The graph as Rolldown's chunking context gives it: each module's code, whether it is an entry, and its importers. */
function context(graph: Record<string, Module>) {
  const id = (path: string) => `${ROOT}/${path}`;
  const importersOf = (path: string, key: 'imports' | 'loads') =>
    Object.entries(graph)
      .filter(([, m]) => m[key]?.includes(path))
      .map(([p]) => id(p));
  return {
    getModuleInfo: (full: string) => {
      const path = full.slice(ROOT.length + 1);
      const m = graph[path];
      return m
        ? {
            code: m.code,
            isEntry: !!m.entry,
            moduleSideEffects: m.effects ?? null,
            importers: importersOf(path, 'imports'),
            dynamicImporters: importersOf(path, 'loads'),
          }
        : null;
    },
  };
}
const chunkOf = (path: string, graph = GRAPH) => islandGroup.name(`${ROOT}/${path}`, context(graph));

describe('the chunk a module goes in', () => {
  it('is its island’s, when that island alone loads it, at first', () => {
    expect(chunkOf('features/play/Door.svelte')).toBe('play-Door');
    expect(chunkOf('features/play/store.ts')).toBe('play-Door');
    expect(chunkOf('features/trick/Explorer.svelte')).toBe('trick-Explorer');
  });

  it('is Rolldown’s to choose for what is loaded only on demand, or by two islands', () => {
    expect(chunkOf('features/play/Later.svelte')).toBeNull();
    expect(chunkOf('features/play/kit.ts')).toBeNull();
    expect(chunkOf('lib/shared.ts')).toBeNull();
  });

  it('counts, of the files that import the rules’ index, only those that take a name it passes on from the module', () => {
    // only the Play door takes deal.ts's names; the explorer's family kit takes every name, but only on demand
    expect(chunkOf('rules/deal.ts')).toBeNull();
    const noKit = { ...GRAPH, 'features/trick/family.ts': { code: `import { trick } from '../../rules/index.ts';`, imports: ['rules/index.ts'] } };
    expect(chunkOf('rules/deal.ts', noKit)).toBe('play-Door');
    // a name passed on under another name is followed under that name
    expect(chunkOf('rules/rule.ts', noKit)).toBe('trick-Explorer');
    expect(chunkOf('rules/trick.ts', noKit)).toBe('trick-Explorer');
    // the index itself, which both islands import
    expect(chunkOf('rules/index.ts', noKit)).toBeNull();
  });

  it('counts a file whose import it cannot read, or a module that runs something when imported, as loaded by all', () => {
    const unread = (code: string) => ({ ...GRAPH, 'features/trick/family.ts': { code, imports: ['rules/index.ts'] } });
    expect(chunkOf('rules/deal.ts', unread(`import { trick } from '../../rules/index.ts';`))).toBe('play-Door');
    // a path without the index's file name, a default import, a name after a comment
    expect(chunkOf('rules/deal.ts', unread(`import { trick } from '../../rules';`))).toBeNull();
    expect(chunkOf('rules/deal.ts', unread(`import rules, { trick } from '../../rules/index.ts';`))).toBeNull();
    expect(chunkOf('rules/deal.ts', unread(`import { trick, /* and */ deal } from '../../rules/index.ts';`))).toBeNull();
    expect(chunkOf('rules/deal.ts', unread(`export { dealer } from '../../rules/index.ts';`))).toBeNull();
    const effects = { ...unread(`import { trick } from '../../rules/index.ts';`), 'rules/deal.ts': { code: '', effects: true } };
    expect(chunkOf('rules/deal.ts', effects)).toBeNull();
    // unsaid by Rolldown, package.json's `sideEffects` tells: a Svelte file runs something, a TypeScript one here does not
    const face = {
      ...unread(`import { trick } from '../../rules/index.ts';`),
      'rules/index.ts': {
        code: `export { deal } from './deal.ts'; export { trick } from './trick.ts'; export { default as Face } from './Face.svelte';`,
        effects: false,
        imports: ['rules/deal.ts', 'rules/trick.ts', 'rules/Face.svelte'],
      },
      'features/play/Door.svelte': { ...GRAPH['features/play/Door.svelte']!, code: `import { deal, Face } from '../../rules/index.ts';` },
      'rules/deal.ts': { code: '' },
      'rules/Face.svelte': { code: '' },
    };
    expect(chunkOf('rules/deal.ts', face)).toBe('play-Door');
    expect(chunkOf('rules/Face.svelte', face)).toBeNull();
  });

  it('leaves a package’s module and a virtual one to Rolldown', () => {
    expect(islandGroup.name('/site/node_modules/svelte/src/index.js', context(GRAPH))).toBeNull();
    expect(islandGroup.name('\0vite/preload-helper.js', context(GRAPH))).toBeNull();
  });
});
