import type { Exercise } from '../../content-data/exercise-schema.ts';

/** What the learner has done, kept on the device. Parsed at the edge: bad stored data never breaks a page. */
export const PROGRESS_KEY = 'knueffeln.progress';
export const PROGRESS_VERSION = 2;

/**
 * How an exercise stands: right at the first try, right after a wrong answer, answered but not yet right, or right
 * before first tries were told apart (progress stored by version 1).
 */
export const MARKS = ['first', 'again', 'wrong', 'right'] as const;
export type Mark = (typeof MARKS)[number];
export const isDone = (m: Mark | undefined): boolean => m === 'first' || m === 'again' || m === 'right';

/** Where a drill question came from, in place of a lesson id. */
export const DRILL = 'drill';

/** A question answered wrong, coming back: after 1 day, then 3, 7 and 21 (its box is the place in that ladder). */
export interface ReviewItem {
  /** the lesson id, or DRILL */
  readonly lesson: string;
  /** the question as it was asked (a drill's is made up, so each item carries its own) */
  readonly exercise: Exercise;
  readonly box: number;
  /** the first day it is due, YYYY-MM-DD */
  readonly due: string;
}
export const REVIEW_DAYS = [1, 3, 7, 21] as const;

export interface ProgressData {
  readonly version: typeof PROGRESS_VERSION;
  /** per lesson id, per exercise id: how it stands */
  readonly answers: Readonly<Record<string, Readonly<Record<string, Mark>>>>;
  /** the questions answered wrong that come back, oldest first */
  readonly review: readonly ReviewItem[];
  /** mistakes by topic (a drill's kinds of leads and winners, drills.ts topicsOf), for the drill to ask more of */
  readonly misses: Readonly<Record<string, number>>;
  /** the best exam score so far, and when it passed */
  readonly exam: { readonly best: number; readonly passedOn: string | null } | null;
}

export const emptyProgress = (): ProgressData => ({ version: PROGRESS_VERSION, answers: {}, review: [], misses: {}, exam: null });

export type ProgressProblem = 'not-json' | 'bad-shape' | 'old-version' | 'partly';
/** A refusal carries a code; the catalog says it (progress.stored.<code>). 'partly': some was kept, some dropped. */
export type Parsed = { ok: true; value: ProgressData; dropped?: 'partly' } | { ok: false; error: { code: ProgressProblem } };

const refuse = (code: ProgressProblem): Parsed => ({ ok: false, error: { code } });

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const isDay = (x: unknown): x is string => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x);
const isMark = (x: unknown): x is Mark => (MARKS as readonly unknown[]).includes(x);

/** A stored question, checked as far as the page needs to ask it again (the review asks only what its words can say). */
export function isStoredExercise(x: unknown): x is Exercise {
  return isRecord(x) && typeof x.kind === 'string' && typeof x.id === 'string' && typeof x.variant === 'string';
}

/** A stored review item: its question, its rung and its day. */
export const isReviewItem = (r: unknown): r is ReviewItem =>
  isRecord(r) && typeof r.lesson === 'string' && isStoredExercise(r.exercise) && Number.isInteger(r.box) && (r.box as number) >= 1 && isDay(r.due);

/** One part of stored progress read leniently: what is malformed is dropped, the rest kept, and `bad` says so. */
class Reader {
  bad = false;
  answers(x: unknown, version: number): Record<string, Record<string, Mark>> {
    const out: Record<string, Record<string, Mark>> = {};
    if (!isRecord(x)) return ((this.bad = x !== undefined), out);
    for (const [lesson, per] of Object.entries(x)) {
      if (!isRecord(per)) {
        this.bad = true;
        continue;
      }
      const marks: Record<string, Mark> = {};
      for (const [id, v] of Object.entries(per)) {
        // Version 1 stored true (right, at some try) or false (not yet right).
        const m = version === 1 ? (v === true ? 'right' : v === false ? 'wrong' : null) : isMark(v) ? v : null;
        if (m) marks[id] = m;
        else this.bad = true;
      }
      out[lesson] = marks;
    }
    return out;
  }
  review(x: unknown): ReviewItem[] {
    if (x === undefined) return [];
    if (!Array.isArray(x)) return ((this.bad = true), []);
    return x.filter((r): r is ReviewItem => {
      const ok = isReviewItem(r);
      if (!ok) this.bad = true;
      return ok;
    });
  }
  misses(x: unknown): Record<string, number> {
    if (x === undefined) return {};
    if (!isRecord(x)) return ((this.bad = true), {});
    const out: Record<string, number> = {};
    for (const [k, n] of Object.entries(x)) {
      if (typeof n === 'number' && Number.isInteger(n) && n > 0) out[k] = n;
      else this.bad = true;
    }
    return out;
  }
  exam(x: unknown): ProgressData['exam'] {
    if (x === null || x === undefined) return null;
    if (isRecord(x) && typeof x.best === 'number' && Number.isFinite(x.best) && (x.passedOn === null || isDay(x.passedOn)))
      return { best: x.best, passedOn: x.passedOn };
    this.bad = true;
    return null;
  }
}

/**
 * Reads stored progress; missing data is simply empty progress. Version 1 (before first tries were told apart) is
 * carried over: its right answers count as right, first try unknown. A malformed part is dropped with nothing else lost.
 */
export function parseProgress(raw: string | null): Parsed {
  if (raw === null) return { ok: true, value: emptyProgress() };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return refuse('not-json');
  }
  if (!isRecord(data)) return refuse('bad-shape');
  const version = data.version;
  if (typeof version === 'number' && version < 1) return refuse('old-version');
  if (version !== 1 && version !== PROGRESS_VERSION) return refuse('bad-shape');
  const read = new Reader();
  const value: ProgressData = {
    version: PROGRESS_VERSION,
    answers: read.answers(data.answers, version),
    review: read.review(data.review),
    misses: read.misses(data.misses),
    exam: read.exam(data.exam),
  };
  return read.bad ? { ok: true, value, dropped: 'partly' } : { ok: true, value };
}

export const makeProgress = (p: ProgressData): string => JSON.stringify(p);

/** The day `days` after `day` (YYYY-MM-DD, in the calendar, not the clock). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same question in the queue: a lesson's by its id; a drill's by what it asks. */
export function reviewKey(lesson: string, ex: Exercise): string {
  if (lesson !== DRILL) return `${lesson}/${ex.id}`;
  const { id: _id, ...what } = ex;
  return `${DRILL}:${JSON.stringify(what)}`;
}

/** Puts a question answered wrong at the foot of the queue, due the next day (again from the start if it was there). */
export function queueMistake(p: ProgressData, lesson: string, exercise: Exercise, today: string): ProgressData {
  const key = reviewKey(lesson, exercise);
  const review = [...p.review.filter((r) => reviewKey(r.lesson, r.exercise) !== key), { lesson, exercise, box: 1, due: addDays(today, REVIEW_DAYS[0]) }];
  return { ...p, review };
}

/** The queue's questions due on `today`, oldest first. */
export const dueReview = (p: ProgressData, today: string): ReviewItem[] => p.review.filter((r) => r.due <= today);

/**
 * A question of the queue answered in review: right moves it up the ladder (gone after the last rung), wrong puts it
 * back to the first rung, due the next day.
 */
export function answerReview(p: ProgressData, item: Pick<ReviewItem, 'lesson' | 'exercise'>, right: boolean, today: string): ProgressData {
  const key = reviewKey(item.lesson, item.exercise);
  const at = p.review.find((r) => reviewKey(r.lesson, r.exercise) === key);
  if (!at) return p;
  const rest = p.review.filter((r) => r !== at);
  if (!right) return { ...p, review: [...rest, { ...at, box: 1, due: addDays(today, REVIEW_DAYS[0]) }] };
  if (at.box >= REVIEW_DAYS.length) return { ...p, review: rest };
  return { ...p, review: [...rest, { ...at, box: at.box + 1, due: addDays(today, REVIEW_DAYS[at.box]!) }] };
}

/**
 * An answer to a lesson exercise. The first answer decides the first try: right at once is 'first', right after a
 * wrong answer 'again'; once right, it stays right. A wrong answer puts the question in the review queue.
 */
export function recordAnswer(p: ProgressData, lesson: string, exercise: Exercise, right: boolean, today: string): ProgressData {
  const before = p.answers[lesson]?.[exercise.id];
  if (isDone(before)) return p;
  const mark: Mark = right ? (before === 'wrong' ? 'again' : 'first') : 'wrong';
  const next = { ...p, answers: { ...p.answers, [lesson]: { ...p.answers[lesson], [exercise.id]: mark } } };
  return right ? next : queueMistake(next, lesson, exercise, today);
}

/** Counts a mistake (right: one less) on each topic of a drill question, for the drill to ask more where it is missed. */
export function recordMisses(p: ProgressData, topics: readonly string[], right: boolean): ProgressData {
  const misses = { ...p.misses };
  for (const t of topics) {
    const n = (misses[t] ?? 0) + (right ? -1 : 1);
    if (n > 0) misses[t] = n;
    else delete misses[t];
  }
  return { ...p, misses };
}

/** Forgets the lessons of one evening (ids start with "<evening>/"), or every lesson; the exam result goes only when asked. */
export function resetProgress(p: ProgressData, evening?: string, forgetExam = false): ProgressData {
  if (!evening) return { ...emptyProgress(), exam: forgetExam ? null : p.exam };
  const mine = (lesson: string) => lesson.startsWith(`${evening}/`);
  return {
    ...p,
    answers: Object.fromEntries(Object.entries(p.answers).filter(([id]) => !mine(id))),
    review: p.review.filter((r) => !mine(r.lesson)),
  };
}

export function recordExam(p: ProgressData, score: number, passed: boolean, today: string): ProgressData {
  const best = Math.max(score, p.exam?.best ?? 0);
  return { ...p, exam: { best, passedOn: passed ? today : (p.exam?.passedOn ?? null) } };
}

/** Exercises answered right, and right at the first try, out of the given ids per lesson. */
export function countDone(p: ProgressData, lessons: Readonly<Record<string, readonly string[]>>): { done: number; first: number; total: number } {
  let done = 0;
  let first = 0;
  let total = 0;
  for (const [lesson, ids] of Object.entries(lessons)) {
    total += ids.length;
    for (const id of ids) {
      const m = p.answers[lesson]?.[id];
      if (isDone(m)) done += 1;
      if (m === 'first') first += 1;
    }
  }
  return { done, first, total };
}

/** Today on the learner's own calendar, YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
