import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { contentProblems, PROBLEM_CODES, type ContentEntries, type ProblemCode } from '../../src/content-data/integrity.ts';
import { plainReference } from '../../src/content-data/references.ts';
import { contentSchemas } from '../../src/content-data/schemas.ts';
import { OTHER_LANGS } from '../../src/i18n/lang.ts';
import { LANG_PREFIX } from '../../src/i18n/routes.ts';

/**
 * The content's cross-references, read from the files as the site's collections read them (src/content.config.ts): the
 * same schemas, with references read by plainReference since a test cannot import astro:content. The build runs the
 * same check on the collections (src/content-data/integrity-check.ts).
 */
const schemas = contentSchemas(plainReference);
const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** An MDX file's frontmatter `sources:` list, written [a, b] as every page writes it; the lessons' default when none. */
function frontmatterSources(text: string, path: string): unknown {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const line = /^sources:(.*)$/m.exec(front);
  if (!line) return undefined;
  const list = /^\s*\[(.*)\]\s*$/.exec(line[1]!);
  if (!list) throw new Error(`${path}: write sources as a list in brackets, [eaton-2021, bernhard-1924]`);
  return list[1]!
    .split(',')
    .map((s) => s.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** The MDX files under a folder, with ids as the collection's loader makes them (content/lessons/de/cards/olen.mdx → de/cards/olen). */
function mdx<S extends z.ZodType>(base: string, pattern: string, schema: S) {
  return globSync(pattern, { cwd: base }).map((file) => {
    const body = readFileSync(`${base}/${file}`, 'utf8');
    const sources = frontmatterSources(body, `${base}/${file}`);
    return { id: file.replace(/\.mdx$/, ''), body, data: schema.parse(sources === undefined ? {} : { sources }) };
  });
}
const sourcesOnly = z.object({ sources: schemas.lessons.shape.sources });
const familySources = z.object({ sources: schemas.family.shape.sources });

function loadFiles(): ContentEntries {
  return {
    sources: schemas.sources.array().parse(json('content/sources/sources.json')),
    rulings: schemas.rulings.array().parse(json('content/rulings/rulings.json')),
    course: schemas.course.array().parse(json('content/lessons/course.json')),
    // English at the root of content/lessons, every other language under its prefix (as src/content.config.ts globs them).
    lessons: mdx('content/lessons', `{${['*/*.mdx', ...OTHER_LANGS.map((lang) => `${LANG_PREFIX[lang]}*/*.mdx`)].join(',')}}`, sourcesOnly),
    exercises: globSync('*/*.exercises.json', { cwd: 'content/lessons' }).map((f) => ({
      id: f.replace(/\.exercises\.json$/, ''),
      exercises: schemas.exercises.parse(json(`content/lessons/${f}`)).exercises,
    })),
    glossary: schemas.glossary.array().parse(json('content/glossary/terms.json')),
    phrasebook: schemas.phrasebook.array().parse(json('content/phrasebook/phrases.json')),
    family: mdx('content/family', '*/*.mdx', familySources),
    prose: mdx('content/prose', '*/*.mdx', z.object({})),
  };
}

const content = loadFiles();

/** The content, writable, for a planted problem. */
type DeepMutable<T> = T extends readonly (infer U)[] ? DeepMutable<U>[] : T extends object ? { -readonly [K in keyof T]: DeepMutable<T[K]> } : T;
type Draft = DeepMutable<ContentEntries>;
const codes = (c: ContentEntries): ProblemCode[] => [...new Set(contentProblems(c).map((p) => p.code))];

/** The content with one thing broken, for a planted problem. */
const broken = (change: (c: Draft) => void): ContentEntries => {
  const copy = structuredClone(content) as Draft;
  change(copy);
  return copy;
};
const first = <T>(xs: readonly T[], test: (x: T) => boolean): T => {
  const found = xs.find(test);
  if (!found) throw new Error('the content has nothing to plant this problem in');
  return found;
};

describe('the content’s cross-references', () => {
  it('reads every collection (nothing is checked against an empty set)', () => {
    for (const [name, entries] of Object.entries(content) as [string, readonly unknown[]][]) expect(entries.length, name).toBeGreaterThan(0);
    expect(content.lessons.some((l) => l.id.startsWith('de/'))).toBe(true);
  });

  it('all resolve', () => {
    expect(contentProblems(content)).toEqual([]);
  });

  // Each planted break fails with its own code: the check can fail, and says what failed.
  const planted: [ProblemCode, (c: Draft) => void][] = [
    ['lesson-page-missing', (c) => (c.lessons = c.lessons.filter((l) => l.id !== 'de/cards/olen'))],
    ['lesson-not-in-course', (c) => c.lessons.push({ ...c.lessons[0]!, id: 'de/cards/no-such-page' })],
    ['exercises-missing', (c) => (c.exercises = c.exercises.filter((f) => f.id !== 'cards/olen'))],
    ['exercises-not-in-course', (c) => c.exercises.push({ id: 'cards/no-such-page', exercises: [] })],
    ['duplicate-id', (c) => c.sources.push(c.sources[0]!)],
    [
      'exercise-not-found',
      (c) => {
        const l = first(c.lessons, (x) => x.body.includes('<Exercise id="'));
        c.lessons[c.lessons.indexOf(l)] = { ...l, body: l.body.replace(/<Exercise id="[^"]+"/, '<Exercise id="no-such-exercise"') };
      },
    ],
    [
      'exercise-placed-twice',
      (c) => {
        const l = first(c.lessons, (x) => x.body.includes('<Exercise id="'));
        const tag = /<Exercise id="[^"]+" \/>/.exec(l.body)![0];
        c.lessons[c.lessons.indexOf(l)] = { ...l, body: `${l.body}\n\n${tag}\n` };
      },
    ],
    [
      'term-not-found',
      (c) => {
        const l = first(c.lessons, (x) => x.body.includes('<Term id="'));
        c.lessons[c.lessons.indexOf(l)] = { ...l, body: l.body.replace(/<Term id="[^"]+"/, '<Term id="no-such-term"') };
      },
    ],
    ['term-not-found', (c) => c.glossary[0]!.related.push({ collection: 'glossary', id: 'no-such-term' })],
    ['term-not-found', (c) => first(c.phrasebook, () => true).terms.push({ collection: 'glossary', id: 'no-such-term' })],
    ['lesson-not-found', (c) => c.glossary[0]!.lessons.push({ collection: 'lessons', id: 'cards/no-such-page' })],
    ['source-not-found', (c) => c.lessons[0]!.data.sources.push({ collection: 'sources', id: 'eaton-2012' })],
    ['source-not-found', (c) => c.family[0]!.data.sources.push({ collection: 'sources', id: 'eaton-2012' })],
    ['source-not-found', (c) => c.glossary[0]!.sources.push({ collection: 'sources', id: 'eaton-2012' })],
    [
      'source-not-found',
      (c) => {
        const l = first(c.lessons, (x) => x.body.includes('<Cite source="'));
        c.lessons[c.lessons.indexOf(l)] = { ...l, body: l.body.replace(/<Cite source="[^"]+"/, '<Cite source="eaton-2012"') };
      },
    ],
    [
      'source-not-found',
      (c) => {
        const l = first(c.lessons, (x) => x.body.includes('<Cite source={["'));
        c.lessons[c.lessons.indexOf(l)] = { ...l, body: l.body.replace(/<Cite source=\{\["[^"]+"/, '<Cite source={["eaton-2012"') };
      },
    ],
    [
      'ruling-not-found',
      (c) => {
        const l = first(c.lessons, (x) => x.body.includes('<Ruling id="'));
        c.lessons[c.lessons.indexOf(l)] = { ...l, body: l.body.replace(/<Ruling id="[^"]+"/, '<Ruling id="no-such-ruling"') };
      },
    ],
    ['ruling-unwritten', (c) => c.rulings.pop()],
    ['table-phrase-missing', (c) => (c.phrasebook = c.phrasebook.filter((p) => p.id !== 'bist-du-alt'))],
    ['family-page-missing', (c) => (c.family = c.family.filter((f) => !f.id.startsWith('de/')))],
    ['prose-missing', (c) => (c.prose = c.prose.filter((p) => p.id !== 'de/home-lede'))],
  ];
  it.each(planted)('a planted break fails with %s', (code, change) => {
    expect(codes(broken(change))).toContain(code);
  });

  it('plants every kind of problem it knows', () => {
    expect(new Set(planted.map(([code]) => code))).toEqual(new Set(PROBLEM_CODES));
  });
});
