import type { Exercise } from '../../content-data/exercise-schema.ts';
import type { Answer } from './exercises.ts';
import type { Question } from './questions.ts';
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

/** The answers given so far, by question; a gap is a question not answered yet. */
export type ExamAnswers = readonly (Answer | undefined)[];

/** The questions (0-based) still without an answer. */
export const unanswered = (exam: readonly unknown[], answers: ExamAnswers): number[] => exam.flatMap((_, i) => (answers[i] === undefined ? [i] : []));

export interface ExamMark {
  /** per question: was the answer right, by the rules module */
  readonly right: readonly boolean[];
  readonly score: number;
  readonly passed: boolean;
}

/**
 * Marks a whole exam, each answer by its question (whose check asks the rules module); an exam with a question
 * unanswered cannot be marked (null).
 */
export function markExam(questions: readonly Pick<Question, 'right'>[], answers: ExamAnswers): ExamMark | null {
  if (questions.length === 0 || unanswered(questions, answers).length) return null;
  const right = questions.map((q, i) => q.right(answers[i]!));
  const score = right.filter(Boolean).length;
  return { right, score, passed: passed(score) };
}

/** The seed of the first exam on a page: ?seed=… replays one exam (to share it, or in tests); otherwise a fresh one. */
export function examSeed(search: string, fresh: number): number {
  const seed = Number(new URLSearchParams(search).get('seed'));
  return Number.isSafeInteger(seed) && seed > 0 ? seed : fresh;
}
