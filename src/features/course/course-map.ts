import { isDone, type ProgressData } from './progress.ts';

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

/** A page is finished when every one of its exercises is answered right. */
export const finished = (answers: Answers, p: MapPage): boolean => p.exercises.every((id) => isDone(answers[p.id]?.[id]));

/** Where the learner goes next: the first page with exercises left, and whether anything is done yet. */
export function nextStep(answers: Answers, evenings: readonly MapEvening[]): { page: MapPage | null; started: boolean } {
  const pages = evenings.flatMap((e) => e.pages);
  const started = pages.some((p) => p.exercises.some((id) => isDone(answers[p.id]?.[id])));
  return { page: pages.find((p) => !finished(answers, p)) ?? null, started };
}

/** The evening's lessons with their exercise ids, for countDone. */
export const lessonsOf = (e: MapEvening): Record<string, readonly string[]> => Object.fromEntries(e.pages.map((p) => [p.id, p.exercises]));
