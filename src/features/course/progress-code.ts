import { isDay, isDone, isRecord, isReviewItem, MARKS, PROGRESS_VERSION, reviewKey, type Mark, type ProgressData, type ReviewItem } from './progress.ts';

// Moving progress to another device. Only the course page's progress panel loads this module.
/** The better of two marks of one exercise: right beats not yet right, and a known first try beats the rest. */
const RANK: Record<Mark, number> = { wrong: 0, right: 1, again: 2, first: 3 };
const better = (a: Mark | undefined, b: Mark): Mark => (a !== undefined && RANK[a] >= RANK[b] ? a : b);

/** Both records in one: an exercise right in either is right, each question's review the nearer, the better exam score and the first pass count. */
export function mergeProgress(a: ProgressData, b: ProgressData): ProgressData {
  const answers: Record<string, Record<string, Mark>> = { ...a.answers };
  for (const [lesson, per] of Object.entries(b.answers)) {
    const mine = { ...answers[lesson] };
    for (const [id, m] of Object.entries(per)) mine[id] = better(mine[id], m);
    answers[lesson] = mine;
  }
  const review = new Map<string, ReviewItem>();
  for (const r of [...a.review, ...b.review]) {
    const key = reviewKey(r.lesson, r.exercise);
    const had = review.get(key);
    if (!had || r.due < had.due) review.set(key, r);
  }
  const misses = { ...a.misses };
  for (const [t, n] of Object.entries(b.misses)) misses[t] = Math.max(misses[t] ?? 0, n);
  const passes = [a.exam?.passedOn, b.exam?.passedOn].filter((d): d is string => typeof d === 'string').sort();
  const exam = a.exam || b.exam ? { best: Math.max(a.exam?.best ?? 0, b.exam?.best ?? 0), passedOn: passes[0] ?? null } : null;
  return { version: PROGRESS_VERSION, answers, review: [...review.values()], misses, exam };
}

// A progress code carries what is right (and whether at the first try), the review queue, the drill's mistakes and
// the exam, to move to another device: base64url of a compact JSON, {"v":2,"a":{"cards/olen":{"dulle":"first",…}},
// "q":[{lesson, exercise, box, due}…],"m":{topic: n},"e":[best,"2026-11-23" or null]}. A version 1 code
// ("a":{"cards/olen":["dulle",…]}) is still read.
export type CodeProblem = 'empty' | 'not-code' | 'bad-shape' | 'newer-version';
/** A refusal carries a code; the catalog says it (progress.refused.<code>). */
export type ParsedCode = { ok: true; value: ProgressData } | { ok: false; error: { code: CodeProblem } };

const refuseCode = (code: CodeProblem): ParsedCode => ({ ok: false, error: { code } });

const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function makeProgressCode(p: ProgressData): string {
  const a: Record<string, Record<string, Mark>> = {};
  for (const [lesson, per] of Object.entries(p.answers)) {
    const right = Object.entries(per).filter(([, m]) => isDone(m));
    if (right.length) a[lesson] = Object.fromEntries(right);
  }
  const e = p.exam ? [p.exam.best, p.exam.passedOn] : null;
  return toBase64Url(JSON.stringify({ v: PROGRESS_VERSION, a, q: p.review, m: p.misses, e }));
}

/** Reads a pasted progress code (spaces and line breaks in it are ignored). */
export function parseProgressCode(input: string): ParsedCode {
  const code = input.replace(/\s+/g, '');
  if (!code) return refuseCode('empty');
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return refuseCode('not-code');
  let data: unknown;
  try {
    const bytes = Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuseCode('not-code');
  }
  if (!isRecord(data) || typeof data.v !== 'number') return refuseCode('not-code');
  if (data.v > PROGRESS_VERSION) return refuseCode('newer-version');
  if ((data.v !== 1 && data.v !== PROGRESS_VERSION) || !isRecord(data.a)) return refuseCode('bad-shape');
  const answers: Record<string, Record<string, Mark>> = {};
  for (const [lesson, per] of Object.entries(data.a)) {
    if (data.v === 1) {
      if (!Array.isArray(per) || !per.every((id) => typeof id === 'string')) return refuseCode('bad-shape');
      answers[lesson] = Object.fromEntries(per.map((id: string) => [id, 'right' as const]));
    } else {
      if (!isRecord(per) || !Object.values(per).every((m) => (MARKS as readonly unknown[]).includes(m))) return refuseCode('bad-shape');
      answers[lesson] = per as Record<string, Mark>;
    }
  }
  const q = data.q ?? [];
  const m = data.m ?? {};
  if (!Array.isArray(q) || !q.every(isReviewItem) || !isRecord(m) || !Object.values(m).every((n) => Number.isInteger(n) && (n as number) > 0))
    return refuseCode('bad-shape');
  let exam: ProgressData['exam'] = null;
  if (data.e !== null && data.e !== undefined) {
    const e = data.e;
    if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'number' || !Number.isFinite(e[0]) || !(e[1] === null || isDay(e[1])))
      return refuseCode('bad-shape');
    exam = { best: e[0], passedOn: e[1] as string | null };
  }
  return { ok: true, value: { version: PROGRESS_VERSION, answers, review: q, misses: m as Record<string, number>, exam } };
}
