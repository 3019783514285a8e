import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePairs } from '../../src/i18n/routes.ts';
import { FAMILY_IDS } from '../../src/rules/index.ts';

/** The German edition's content: every entry of the data files has its German fields, every lesson its German twin. */
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>[];
const withoutDe = (path: string, fields: string[]) =>
  json(path)
    .filter((e) => {
      const de = e['de'] as Record<string, unknown> | undefined;
      return !de || fields.some((f) => typeof de[f] !== 'string' || de[f].trim() === '');
    })
    .map((e) => e['id']);

describe('German fields in the data files', () => {
  it('glossary: a German meaning and short gloss for every term', () => expect(withoutDe('content/glossary/terms.json', ['meaning', 'short'])).toEqual([]));
  it('glossary: a German literal rendering and note wherever the English has one', () => {
    const odd = json('content/glossary/terms.json').filter((e) => {
      const de = e['de'] as Record<string, unknown>;
      return ['literal', 'note'].some((f) => f in e !== f in de);
    });
    expect(odd.map((e) => e['id'])).toEqual([]);
  });
  it('phrasebook: a German meaning and situation for every phrase', () =>
    expect(withoutDe('content/phrasebook/phrases.json', ['meaning', 'situation'])).toEqual([]));
  it('rulings: German title, question and ruling', () => expect(withoutDe('content/rulings/rulings.json', ['title', 'question', 'ruling'])).toEqual([]));
  it('sources: what we take and how we read it, in German', () => expect(withoutDe('content/sources/sources.json', ['about', 'read'])).toEqual([]));
  it('course: every evening has a German title and goal', () => expect(withoutDe('content/lessons/course.json', ['title', 'goal'])).toEqual([]));
});

const ROOT = 'content/lessons';
const english = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'de')
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => `${d.name}/${f}`),
  );
/**
 * The MDX toolkit's components (src/components/mdx) whose attributes are the same in every language: all but those
 * that carry prose or a link in the page's language (Term is compared by its id below; Aside, Go and CiteOnline hold words).
 */
const TOOLKIT = readdirSync('src/components/mdx')
  .filter((f) => f.endsWith('.astro'))
  .map((f) => f.slice(0, -'.astro'.length))
  .filter((name) => !['Term', 'Aside', 'Go', 'CiteOnline'].includes(name));
const tags = new RegExp(`<(${TOOLKIT.join('|')})\\b([^>]*?)\\/?>`, 'g');
/** The components a lesson uses, with their attributes, in order (prose differs by language; these must not). */
/** A component with its attributes; a card's case is the language's own (German „mit dem ♥B“ declines it; English has none). */
const components = (mdx: string) =>
  [...mdx.matchAll(tags)].map(
    (m) =>
      `${m[1]}${m[2]!
        .replace(/\s+case="(nom|acc|dat|gen)"/g, '')
        .replace(/\s+/g, ' ')
        .trimEnd()}`,
  );
const terms = (mdx: string) => [...mdx.matchAll(/<Term id="([^"]+)"/g)].map((m) => m[1]).sort();

describe('German lessons', () => {
  it('finds the English lessons: every page of course.json, and no other', () => {
    const course = json('content/lessons/course.json') as unknown as { id: string; pages: string[] }[];
    expect([...english].sort()).toEqual(course.flatMap((e) => e.pages.map((p) => `${e.id}/${p}.mdx`)).sort());
  });
  it.each(english)('%s has a German twin with the same components, exercises and glossary links', (page) => {
    const en = readFileSync(join(ROOT, page), 'utf8');
    const de = readFileSync(join(ROOT, 'de', page), 'utf8');
    expect(components(de)).toEqual(components(en));
    expect(terms(de)).toEqual(terms(en));
  });
});

describe('German family pages', () => {
  const FAMILY = 'content/family';
  const pages = readdirSync(join(FAMILY, 'en')).filter((f) => f.endsWith('.mdx'));
  it('finds a page for each family game of the registry', () => expect(pages.sort()).toEqual(FAMILY_IDS.map((id) => `${id}.mdx`).sort()));
  it.each(pages)('%s has a German twin with the same tricks, cards, rulings and glossary links', (page) => {
    const en = readFileSync(join(FAMILY, 'en', page), 'utf8');
    const de = readFileSync(join(FAMILY, 'de', page), 'utf8');
    expect(components(de)).toEqual(components(en));
    expect(terms(de)).toEqual(terms(en));
  });
});

describe('German page prose', () => {
  const PROSE = 'content/prose';
  const blocks = readdirSync(join(PROSE, 'en')).filter((f) => f.endsWith('.mdx'));
  /** What a block must keep in every language: its links, its numbers, its markup. */
  const skeleton = (mdx: string) => [...mdx.matchAll(/<Go to="[^"]*"|\{props\.[a-z]+\}|<cite>|<p class="[^"]*">/g)].map((m) => m[0]);
  it('finds the English blocks', () => expect(blocks.length).toBeGreaterThan(5));
  it.each(blocks)('%s has a German twin with the same links and numbers', (name) => {
    const de = readFileSync(join(PROSE, 'de', name), 'utf8');
    expect(skeleton(de)).toEqual(skeleton(readFileSync(join(PROSE, 'en', name), 'utf8')));
  });
});

describe('German addresses', () => {
  const course = json('content/lessons/course.json') as unknown as { id: string; pages: string[] }[];
  const pairs = new Map(routePairs('de'));
  it.each(course.flatMap((e) => e.pages.map((p) => `learn/${e.id}/${p}/`)))('%s has its own German address in the route table', (en) => {
    expect(pairs.get(en)).toMatch(/^de\/lernen\/[a-z-]+\/[a-z-]+\/$/);
  });
});

describe('island words', () => {
  // Each island root declares the catalog parts it speaks from (islandSpeaker(lang, [...])); a page that hydrates it
  // carries those parts as data (components/site/IslandWords.astro), in its own language. No per-language wrappers.
  // Island roots live in their rooms (src/features/*) and in components; found wherever they are, by what they call.
  const roots = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.svelte'))
    .map((f) => [basename(f, '.svelte'), readFileSync(join('src', f), 'utf8')] as const)
    .flatMap(([name, src]) => {
      const m = /islandSpeaker\(lang, \[([^\]]*)\]\)/.exec(src);
      return m ? [[name, [...m[1]!.matchAll(/'([a-z]+)'/g)].map((x) => x[1]!)] as const] : [];
    });
  const users = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.astro'))
    .map((f) => [join('src', f), readFileSync(join('src', f), 'utf8')] as const);
  it('islands are language-neutral: no wrapper folders', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /(^|\/)(en|de)\/[A-Za-z]+\.svelte$/.test(f))).toEqual([]);
    expect(roots.length).toBeGreaterThan(10);
  });
  it.each(roots)('%s: every page that hydrates it carries the parts it declares', (name, parts) => {
    const hydrating = users.filter(([, src]) => new RegExp(`<${name}\\s[^>]*client:`).test(src));
    expect(hydrating.length, `${name} is hydrated somewhere`).toBeGreaterThan(0);
    for (const [file, src] of hydrating) {
      const carried = [...src.matchAll(/<IslandWords parts=\{\[([^\]]*)\]\}/g)].flatMap((m) => [...m[1]!.matchAll(/'([a-z]+)'/g)].map((x) => x[1]!));
      expect(
        parts.filter((p) => !carried.includes(p)),
        `${file} lacks parts of ${name}`,
      ).toEqual([]);
    }
  });
});
