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
