import type { ProgressData } from './progress.ts';

/** The course as the course page's islands see it: evenings in order, their pages, and each page's exercise ids. */
export interface MapEvening {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly goal: string;
  readonly pages: readonly MapPage[];
}
export interface MapPage {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly exercises: readonly string[];
}

type Answers = ProgressData['answers'];

/**
 * A page is done when each of its exercises has been answered, right or wrong: a mistake comes back in the review,
 * and the learner goes on (phone.md 1: 36 answers, 20 of them wrong, read as "0 of 4 pages done").
 */
export const finished = (answers: Answers, p: MapPage): boolean => p.exercises.every((id) => answers[p.id]?.[id] !== undefined);

/** Where the learner goes next: the first page with exercises not yet answered, and whether anything is answered yet. */
export function nextStep(answers: Answers, evenings: readonly MapEvening[]): { page: MapPage | null; started: boolean } {
  const pages = evenings.flatMap((e) => e.pages);
  const started = pages.some((p) => p.exercises.some((id) => answers[p.id]?.[id] !== undefined));
  return { page: pages.find((p) => !finished(answers, p)) ?? null, started };
}

/** The evening's lessons with their exercise ids, for countDone. */
export const lessonsOf = (e: MapEvening): Record<string, readonly string[]> => Object.fromEntries(e.pages.map((p) => [p.id, p.exercises]));
