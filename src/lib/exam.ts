import type { Exercise } from './exercise-schema.ts';
import { shuffle } from './random.ts';

export const EXAM_SIZE = 20;
export const PASS_MARK = 16;

export interface PoolItem {
  /** lesson id, e.g. cards/olen; the evening is its first part */
  readonly lesson: string;
  readonly exercise: Exercise;
}

export const eveningOf = (lesson: string): string => lesson.split('/')[0]!;

/**
 * Draws the final exam: EXAM_SIZE different exercises at random, taken in turn from each evening,
 * so that every evening is asked about.
 */
export function drawExam(pool: readonly PoolItem[], rand: (n: number) => number, size = EXAM_SIZE): PoolItem[] {
  const byEvening = new Map<string, PoolItem[]>();
  for (const item of shuffle(pool, rand)) {
    const e = eveningOf(item.lesson);
    byEvening.set(e, [...(byEvening.get(e) ?? []), item]);
  }
  const queues = shuffle([...byEvening.values()], rand);
  const out: PoolItem[] = [];
  while (out.length < size && queues.some((q) => q.length)) {
    for (const q of queues) {
      const next = q.shift();
      if (next && out.length < size) out.push(next);
    }
  }
  return shuffle(out, rand);
}

/** Every lesson exercise, in a fixed order (by lesson, then as written), so a seed always draws the same exam. */
export function examPool(files: readonly { lesson: string; exercises: readonly Exercise[] }[]): PoolItem[] {
  return [...files].sort((a, b) => a.lesson.localeCompare(b.lesson)).flatMap((f) => f.exercises.map((exercise) => ({ lesson: f.lesson, exercise })));
}

export const passed = (score: number): boolean => score >= PASS_MARK;
