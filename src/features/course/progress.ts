/** What the learner has done, kept on the device. Parsed at the edge: bad stored data never breaks a page. */
export const PROGRESS_KEY = 'knueffeln.progress';
export const PROGRESS_VERSION = 1;

export interface ProgressData {
  readonly version: typeof PROGRESS_VERSION;
  /** per lesson id, per exercise id: answered right (true) or not yet right (false) */
  readonly answers: Readonly<Record<string, Readonly<Record<string, boolean>>>>;
  /** the best exam score so far, and when it passed */
  readonly exam: { readonly best: number; readonly passedOn: string | null } | null;
}

export const emptyProgress = (): ProgressData => ({ version: PROGRESS_VERSION, answers: {}, exam: null });

export type ProgressProblem = 'not-json' | 'bad-shape' | 'old-version';
/** A refusal carries a code; the catalog says it (progress.stored.<code>). */
export type Parsed = { ok: true; value: ProgressData } | { ok: false; error: { code: ProgressProblem } };

const refuse = (code: ProgressProblem): Parsed => ({ ok: false, error: { code } });

export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads stored progress; missing data is simply empty progress. */
export function parseProgress(raw: string | null): Parsed {
  if (raw === null) return { ok: true, value: emptyProgress() };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return refuse('not-json');
  }
  if (!isRecord(data)) return refuse('bad-shape');
  if (data.version !== PROGRESS_VERSION) return refuse(typeof data.version === 'number' && data.version < PROGRESS_VERSION ? 'old-version' : 'bad-shape');
  if (!isRecord(data.answers)) return refuse('bad-shape');
  const answers: Record<string, Record<string, boolean>> = {};
  for (const [lesson, per] of Object.entries(data.answers)) {
    if (!isRecord(per) || !Object.values(per).every((v) => typeof v === 'boolean')) return refuse('bad-shape');
    answers[lesson] = per as Record<string, boolean>;
  }
  const exam = data.exam;
  if (exam !== null && exam !== undefined) {
    if (!isRecord(exam) || typeof exam.best !== 'number' || !(exam.passedOn === null || typeof exam.passedOn === 'string')) return refuse('bad-shape');
  }
  return { ok: true, value: { version: PROGRESS_VERSION, answers, exam: (exam as ProgressData['exam']) ?? null } };
}

export const makeProgress = (p: ProgressData): string => JSON.stringify(p);

export function recordAnswer(p: ProgressData, lesson: string, exercise: string, right: boolean): ProgressData {
  const before = p.answers[lesson]?.[exercise];
  if (before === true) return p; // once right, it stays done
  return { ...p, answers: { ...p.answers, [lesson]: { ...p.answers[lesson], [exercise]: right } } };
}

/** Forgets the lessons of one evening (ids start with "<evening>/"), or every lesson; the exam result goes only when asked. */
export function resetProgress(p: ProgressData, evening?: string, forgetExam = false): ProgressData {
  if (!evening) return { ...emptyProgress(), exam: forgetExam ? null : p.exam };
  return { ...p, answers: Object.fromEntries(Object.entries(p.answers).filter(([id]) => !id.startsWith(`${evening}/`))) };
}

export function recordExam(p: ProgressData, score: number, passed: boolean, today: string): ProgressData {
  const best = Math.max(score, p.exam?.best ?? 0);
  return { ...p, exam: { best, passedOn: passed ? today : (p.exam?.passedOn ?? null) } };
}

/** Exercises answered right, out of the given ids per lesson. */
export function countDone(p: ProgressData, lessons: Readonly<Record<string, readonly string[]>>): { done: number; total: number } {
  let done = 0;
  let total = 0;
  for (const [lesson, ids] of Object.entries(lessons)) {
    total += ids.length;
    done += ids.filter((id) => p.answers[lesson]?.[id] === true).length;
  }
  return { done, total };
}
