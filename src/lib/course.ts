import { getCollection, type CollectionEntry } from 'astro:content';

export interface CoursePage {
  /** lesson id, e.g. cards/olen */
  readonly id: string;
  readonly evening: CollectionEntry<'course'>['data'];
  readonly entry: CollectionEntry<'lessons'>;
  /** the page's place in the whole course, from 0 */
  readonly index: number;
}

/** The course in registry order (content/lessons/course.json): evenings, and the lesson pages of each. */
export async function loadCourse() {
  const evenings = (await getCollection('course')).map((e) => e.data).sort((a, b) => a.number - b.number);
  const lessons = new Map((await getCollection('lessons')).map((e) => [e.id, e]));
  const pages: CoursePage[] = [];
  for (const evening of evenings) {
    for (const p of evening.pages) {
      const entry = lessons.get(`${evening.id}/${p}`);
      if (entry) pages.push({ id: entry.id, evening, entry, index: pages.length });
    }
  }
  const orphans = [...lessons.keys()].filter((id) => !pages.some((p) => p.id === id));
  if (orphans.length) throw new Error(`Lessons missing from content/lessons/course.json: ${orphans.join(', ')}`);
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

/** The lesson id of a lesson page's URL path: …/learn/cards/olen/ → cards/olen. */
export function lessonOfPath(path: string): string {
  const m = /\/learn\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (!m) throw new Error(`${path} is not a lesson page`);
  return `${m[1]}/${m[2]}`;
}

/** A page's place in its evening, from 1: "page 2 of 3". */
export function placeOf(evening: readonly string[], lesson: string): { page: number; pages: number } {
  return { page: evening.indexOf(lesson.split('/')[1]!) + 1, pages: evening.length };
}
