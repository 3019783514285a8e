import { getCollection, type CollectionEntry } from 'astro:content';
import { inLang, LANGS, type Lang } from '../i18n/lang.ts';
import { LANG_PREFIX, restParam } from '../i18n/routes.ts';

export interface CoursePage {
  /** lesson id, e.g. cards/olen */
  readonly id: string;
  readonly evening: Evening;
  readonly entry: CollectionEntry<'lessons'>;
  /** the page's place in the whole course, from 0 */
  readonly index: number;
}

export type Evening = CollectionEntry<'course'>['data'];

/** The lesson pages of one language, by lesson id (cards/olen): English at the root of content/lessons, German under de/. */
export async function lessonsIn(lang: Lang): Promise<Map<string, CollectionEntry<'lessons'>>> {
  const prefix = LANG_PREFIX[lang];
  const all = await getCollection('lessons');
  const others = Object.values(LANG_PREFIX).filter((p) => p && p !== prefix);
  const mine = all.filter((e) => e.id.startsWith(prefix) && !others.some((p) => e.id.startsWith(p)));
  return new Map(mine.map((e) => [e.id.slice(prefix.length), e]));
}

/** The course in registry order (content/lessons/course.json), in a language: evenings, and the lesson pages of each. */
export async function loadCourse(lang: Lang = 'en') {
  const evenings = (await getCollection('course')).map((e) => inLang(e.data, lang)).sort((a, b) => a.number - b.number);
  const lessons = await lessonsIn(lang);
  const pages: CoursePage[] = [];
  for (const evening of evenings) {
    for (const p of evening.pages) {
      const entry = lessons.get(`${evening.id}/${p}`);
      if (entry) pages.push({ id: `${evening.id}/${p}`, evening, entry, index: pages.length });
    }
  }
  const orphans = [...lessons.keys()].filter((id) => !pages.some((p) => p.id === id));
  if (orphans.length) throw new Error(`${lang} lessons missing from content/lessons/course.json: ${orphans.join(', ')}`);
  return { evenings, pages };
}

/** The ids a lesson places with <Exercise id="…" />, in page order, read from its MDX source. */
export function placedExercises(body: string): string[] {
  return [...body.matchAll(/<Exercise\s+id="([^"]+)"\s*\/>/g)].map((m) => m[1]!);
}

/**
 * A lesson's exercises in the order the learner meets them: those the page places, then the rest, which the
 * layout shows at the end so that none is lost. Refuses a placed id the exercise file lacks, or one placed twice.
 */
export function exerciseOrder(lesson: string, body: string, ids: readonly string[]): { placed: string[]; rest: string[] } {
  const placed = placedExercises(body);
  for (const id of placed) {
    if (!ids.includes(id)) throw new Error(`${lesson}: <Exercise id="${id}" /> is not in ${lesson}.exercises.json (it has ${ids.join(', ')})`);
    if (placed.indexOf(id) !== placed.lastIndexOf(id)) throw new Error(`${lesson}: <Exercise id="${id}" /> is placed twice`);
  }
  return { placed, rest: ids.filter((id) => !placed.includes(id)) };
}

/** The lesson id of a lesson page's English path: learn/cards/olen/ → cards/olen (routeOf gives a German page's). */
export function lessonOfPath(path: string): string {
  const m = /(?:^|\/)learn\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!m) throw new Error(`${path} is not a lesson page`);
  return `${m[1]}/${m[2]}`;
}

/** A page's place in its evening, from 1: "page 2 of 3". */
export function placeOf(evening: readonly string[], lesson: string): { page: number; pages: number } {
  return { page: evening.indexOf(lesson.split('/')[1]!) + 1, pages: evening.length };
}

/** Every lesson page in every language, for getStaticPaths ([...lesson].astro): learn/cards/olen and de/lernen/karten/olen (the route table's words). */
export async function lessonPaths() {
  const perLang = LANGS.map(async (lang) => {
    const { pages } = await loadCourse(lang);
    return pages.map((page) => ({
      params: { lesson: restParam(lang, `learn/${page.id}/`) },
      props: { page, prev: pages[page.index - 1], next: pages[page.index + 1], place: placeOf(page.evening.pages, page.id) },
    }));
  });
  return (await Promise.all(perLang)).flat();
}
