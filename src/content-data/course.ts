import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LANG, inLang, LANGS, type Lang } from '../i18n/lang.ts';
import { LANG_PREFIX, restParam } from '../i18n/routes.ts';
import { placedExercises } from './integrity.ts';
import { assertIntegrity } from './integrity-check.ts';

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

/** The course in registry order (content/lessons/course.json), in a language: evenings, and the lesson pages of each (every one has its page: integrity.ts). */
export async function loadCourse(lang: Lang = DEFAULT_LANG) {
  const evenings = (await getCollection('course')).map((e) => inLang(e.data, lang)).sort((a, b) => a.number - b.number);
  const lessons = await lessonsIn(lang);
  const pages: CoursePage[] = [];
  for (const evening of evenings) {
    for (const p of evening.pages) {
      const entry = lessons.get(`${evening.id}/${p}`);
      if (entry) pages.push({ id: `${evening.id}/${p}`, evening, entry, index: pages.length });
    }
  }
  return { evenings, pages };
}

/**
 * A lesson's exercises in the order the learner meets them: those the page places, then the rest, which the
 * layout shows at the end so that none is lost. That each placed id is in the file, once, the integrity check proves.
 */
export function exerciseOrder(body: string, ids: readonly string[]): { placed: string[]; rest: string[] } {
  const placed = placedExercises(body);
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
  // The content's cross-references are checked once per build, when the lesson pages' paths are listed (a problem fails it).
  await assertIntegrity();
  const perLang = LANGS.map(async (lang) => {
    const { pages } = await loadCourse(lang);
    return pages.map((page) => ({
      params: { lesson: restParam(lang, `learn/${page.id}/`) },
      props: { page, prev: pages[page.index - 1], next: pages[page.index + 1], place: placeOf(page.evening.pages, page.id) },
    }));
  });
  return (await Promise.all(perLang)).flat();
}
