import type { Answer } from './exercises.ts';
import type { ExamAnswers, PoolItem } from './exam.ts';
import { isRecord } from './progress.ts';

/** An exam under way, kept on the device until it is marked or given up on purpose, so a reload loses nothing. */
export const EXAM_RUN_KEY = 'knueffeln.exam';

export interface ExamRun {
  readonly exam: readonly PoolItem[];
  readonly answers: ExamAnswers;
  /** the question shown, and whether the learner was on it or checking every answer */
  readonly at: number;
  readonly phase: 'ask' | 'check';
}

const keyOf = (x: PoolItem) => `${x.lesson}#${x.exercise.id}`;

/** The run as stored: each question by its lesson and id (the page's pool gives it back), each answer as given. */
export function makeExamRun(run: ExamRun): string {
  return JSON.stringify({ v: 1, q: run.exam.map(keyOf), a: run.answers.map((a) => a ?? null), at: run.at, phase: run.phase });
}

const isAnswer = (a: unknown): a is Answer =>
  typeof a === 'string' ||
  typeof a === 'boolean' ||
  (typeof a === 'number' && Number.isFinite(a)) ||
  (Array.isArray(a) && a.every((c) => typeof c === 'string'));

/**
 * Reads a stored run against this page's pool: a question the pool no longer has, or anything malformed, and the run
 * is dropped (null), as a run that cannot be finished as drawn is no exam.
 */
export function parseExamRun(raw: string | null, pool: readonly PoolItem[]): ExamRun | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== 1 || !Array.isArray(data.q) || !Array.isArray(data.a) || data.q.length === 0) return null;
  const byKey = new Map(pool.map((x) => [keyOf(x), x]));
  const exam = data.q.map((k) => (typeof k === 'string' ? byKey.get(k) : undefined));
  if (!exam.every((x): x is PoolItem => x !== undefined)) return null;
  if (data.a.length > exam.length || !data.a.every((a) => a === null || isAnswer(a))) return null;
  const at = data.at;
  if (!Number.isInteger(at) || (at as number) < 0 || (at as number) >= exam.length) return null;
  if (data.phase !== 'ask' && data.phase !== 'check') return null;
  const answers = exam.map((_, i) => (data.a as unknown[])[i] ?? undefined) as (Answer | undefined)[];
  return { exam, answers, at: at as number, phase: data.phase };
}
