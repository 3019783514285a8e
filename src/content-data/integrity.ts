/**
 * The content's integrity: every cross-reference between the collections, and between the content and the code's
 * registries, resolves. The schemas (schemas.ts) type each reference (an enum from a registry, or a reference() to
 * another collection); this module proves that each one points at something that is there. It is pure: it takes the
 * loaded entries and returns the problems, each with a code, so that one test (tests/content/integrity.test.ts) runs it
 * on the files and the build runs it on the collections (loadIntegrity in integrity-check.ts).
 */
import { LANG_PREFIX } from '../i18n/routes.ts';
import { LANGS } from '../i18n/lang.ts';
import { FAMILY_IDS, RULING_IDS, TABLE_PHRASES } from '../rules/index.ts';
import type { EntryRef } from './references.ts';

/** What went wrong, as a code a test can expect. */
export const PROBLEM_CODES = [
  /** A lesson of course.json has no page in a language. */
  'lesson-page-missing',
  /** A lesson page that course.json does not list. */
  'lesson-not-in-course',
  /** A lesson of course.json has no exercise file, or an exercise file no lesson. */
  'exercises-missing',
  'exercises-not-in-course',
  /** Two exercises of a file, or two entries of a collection, share an id. */
  'duplicate-id',
  /** <Exercise id="…"> names an exercise its lesson's file lacks, or places one twice. */
  'exercise-not-found',
  'exercise-placed-twice',
  /** A reference to a glossary entry, a lesson, a source or a ruling that is not there. */
  'term-not-found',
  'lesson-not-found',
  'source-not-found',
  'ruling-not-found',
  /** A ruling the rules module can name has no write-up in rulings.json. */
  'ruling-unwritten',
  /** A phrase the table talk uses (src/rules/talk.ts) is not in the phrasebook. */
  'table-phrase-missing',
  /** A family game has no page in a language. */
  'family-page-missing',
  /** A prose block exists in one language and not in another. */
  'prose-missing',
] as const;
export type ProblemCode = (typeof PROBLEM_CODES)[number];

export interface Problem {
  readonly code: ProblemCode;
  /** the entry or file it is in: "lessons de/cards/olen", "glossary jann" */
  readonly where: string;
  /** what it names that is not there, or what is missing */
  readonly what: string;
}

/** An MDX entry: its id (lessons: cards/olen, de/cards/olen; family and prose: en/karniffel) and its source text. */
interface MdxEntry<D = unknown> {
  readonly id: string;
  readonly body: string;
  readonly data: D;
}

/** The entries of every collection, as Astro's loaders or a test read them. */
export interface ContentEntries {
  readonly sources: readonly { readonly id: string }[];
  readonly rulings: readonly { readonly id: string }[];
  readonly course: readonly { readonly id: string; readonly pages: readonly string[] }[];
  readonly lessons: readonly MdxEntry<{ readonly sources: readonly EntryRef<'sources'>[] }>[];
  readonly exercises: readonly { readonly id: string; readonly exercises: readonly { readonly id: string }[] }[];
  readonly glossary: readonly {
    readonly id: string;
    readonly related: readonly EntryRef<'glossary'>[];
    readonly lessons: readonly EntryRef<'lessons'>[];
    readonly sources: readonly EntryRef<'sources'>[];
  }[];
  readonly phrasebook: readonly { readonly id: string; readonly terms: readonly EntryRef<'glossary'>[]; readonly sources: readonly EntryRef<'sources'>[] }[];
  readonly family: readonly MdxEntry<{ readonly sources: readonly EntryRef<'sources'>[] }>[];
  readonly prose: readonly MdxEntry[];
}

/** The ids an MDX source places with a component's attribute: <Term id="jann">, <Cite source="eaton-2021" …>, <Cite source={["a", "b"]} />. */
function attributeValues(body: string, component: string, attribute: string): string[] {
  const tags = body.matchAll(new RegExp(`<${component}\\s[^>]*?\\b${attribute}=(?:"([^"]*)"|\\{\\[([^\\]]*)\\]\\})`, 'g'));
  return [...tags].flatMap((m) => (m[1] !== undefined ? [m[1]] : [...m[2]!.matchAll(/"([^"]*)"/g)].map((q) => q[1]!)));
}

/** The ids a lesson places with <Exercise id="…" />, in page order (the layout's order: course.ts, exerciseOrder). */
export const placedExercises = (body: string): string[] => attributeValues(body, 'Exercise', 'id');

/** The language of an id under a language prefix (de/cards/olen → de), and the id without it; English has no prefix. */
function splitLang(id: string): { lang: string; rest: string } {
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (prefix && id.startsWith(prefix)) return { lang, rest: id.slice(prefix.length) };
  }
  return { lang: LANGS.find((l) => !LANG_PREFIX[l])!, rest: id };
}

/** Every problem of the content's cross-references; none when all is well. */
export function contentProblems(c: ContentEntries): Problem[] {
  const problems: Problem[] = [];
  const add = (code: ProblemCode, where: string, what: string) => problems.push({ code, where, what });
  const ids = (xs: readonly { readonly id: string }[]) => new Set(xs.map((x) => x.id));
  const sources = ids(c.sources);
  const terms = ids(c.glossary);
  const rulings = ids(c.rulings);

  // No collection holds two entries with one id (the file loader would keep only the last).
  for (const [name, xs] of [
    ['sources', c.sources],
    ['rulings', c.rulings],
    ['course', c.course],
    ['glossary', c.glossary],
    ['phrasebook', c.phrasebook],
  ] as const) {
    const seen = new Set<string>();
    for (const x of xs) {
      if (seen.has(x.id)) add('duplicate-id', name, x.id);
      seen.add(x.id);
    }
  }

  // The course: each of course.json's lessons has its page in every language and its exercise file; nothing else does.
  const course = c.course.flatMap((e) => e.pages.map((p) => `${e.id}/${p}`));
  const lessonPages = new Set(c.lessons.map((l) => l.id));
  for (const id of course) {
    for (const lang of LANGS) if (!lessonPages.has(LANG_PREFIX[lang] + id)) add('lesson-page-missing', `course ${id}`, `${lang} page`);
  }
  for (const l of c.lessons) if (!course.includes(splitLang(l.id).rest)) add('lesson-not-in-course', `lessons ${l.id}`, l.id);
  const exerciseFiles = new Map(c.exercises.map((f) => [f.id, f.exercises.map((e) => e.id)]));
  for (const id of course) if (!exerciseFiles.has(id)) add('exercises-missing', `course ${id}`, `${id}.exercises.json`);
  for (const [id, exs] of exerciseFiles) {
    if (!course.includes(id)) add('exercises-not-in-course', `exercises ${id}`, id);
    exs.forEach((e, i) => {
      if (exs.indexOf(e) !== i) add('duplicate-id', `exercises ${id}`, e);
    });
  }

  // What an MDX page places: exercises of its own lesson, glossary terms, rulings, sources.
  const mdx = (kind: string, e: MdxEntry) => {
    const where = `${kind} ${e.id}`;
    for (const id of attributeValues(e.body, 'Term', 'id')) if (!terms.has(id)) add('term-not-found', where, id);
    for (const id of attributeValues(e.body, 'Ruling', 'id')) if (!rulings.has(id)) add('ruling-not-found', where, id);
    for (const id of attributeValues(e.body, 'Cite', 'source')) if (!sources.has(id)) add('source-not-found', where, id);
  };
  for (const l of c.lessons) {
    mdx('lessons', l);
    const lesson = splitLang(l.id).rest;
    const placed = placedExercises(l.body);
    const file = exerciseFiles.get(lesson) ?? [];
    placed.forEach((id, i) => {
      if (!file.includes(id)) add('exercise-not-found', `lessons ${l.id}`, id);
      else if (placed.indexOf(id) !== i) add('exercise-placed-twice', `lessons ${l.id}`, id);
    });
    for (const s of l.data.sources) if (!sources.has(s.id)) add('source-not-found', `lessons ${l.id}`, s.id);
  }
  for (const f of c.family) {
    mdx('family', f);
    for (const s of f.data.sources) if (!sources.has(s.id)) add('source-not-found', `family ${f.id}`, s.id);
  }
  for (const p of c.prose) mdx('prose', p);

  // The glossary and the phrasebook point at entries, lessons (by English id) and sources.
  for (const t of c.glossary) {
    for (const r of t.related) if (!terms.has(r.id)) add('term-not-found', `glossary ${t.id}`, r.id);
    for (const l of t.lessons) if (!course.includes(l.id)) add('lesson-not-found', `glossary ${t.id}`, l.id);
    for (const s of t.sources) if (!sources.has(s.id)) add('source-not-found', `glossary ${t.id}`, s.id);
  }
  for (const p of c.phrasebook) {
    for (const r of p.terms) if (!terms.has(r.id)) add('term-not-found', `phrasebook ${p.id}`, r.id);
    for (const s of p.sources) if (!sources.has(s.id)) add('source-not-found', `phrasebook ${p.id}`, s.id);
  }

  // The code's registries: each ruling written up, each table phrase in the phrasebook, each family game paged.
  for (const id of RULING_IDS) if (!rulings.has(id)) add('ruling-unwritten', 'rulings', id);
  const phrases = ids(c.phrasebook);
  for (const id of TABLE_PHRASES) if (id !== 'silent' && !phrases.has(id)) add('table-phrase-missing', 'phrasebook', id);
  const family = ids(c.family);
  for (const game of FAMILY_IDS) for (const lang of LANGS) if (!family.has(`${lang}/${game}`)) add('family-page-missing', 'family', `${lang}/${game}`);

  // Prose blocks come in every language.
  const prose = ids(c.prose);
  const names = new Set(c.prose.map((p) => p.id.slice(p.id.indexOf('/') + 1)));
  for (const name of names) for (const lang of LANGS) if (!prose.has(`${lang}/${name}`)) add('prose-missing', 'prose', `${lang}/${name}`);
  return problems;
}

/** The problems as lines for a build's error: "source-not-found: lessons cards/olen → eaton-2012". */
export const problemLines = (problems: readonly Problem[]): string => problems.map((p) => `${p.code}: ${p.where} → ${p.what}`).join('\n');
