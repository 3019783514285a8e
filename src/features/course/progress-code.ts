import { isRecord, PROGRESS_VERSION, type ProgressData } from './progress.ts';

// Moving progress to another device. Only the course page's progress panel loads this module.
/** Both records in one: an exercise right in either is right, the better exam score and the first pass count. */
export function mergeProgress(a: ProgressData, b: ProgressData): ProgressData {
  const answers: Record<string, Record<string, boolean>> = { ...a.answers };
  for (const [lesson, per] of Object.entries(b.answers)) {
    const mine = { ...answers[lesson] };
    for (const [id, right] of Object.entries(per)) mine[id] = mine[id] === true || right;
    answers[lesson] = mine;
  }
  const passes = [a.exam?.passedOn, b.exam?.passedOn].filter((d): d is string => typeof d === 'string').sort();
  const exam = a.exam || b.exam ? { best: Math.max(a.exam?.best ?? 0, b.exam?.best ?? 0), passedOn: passes[0] ?? null } : null;
  return { version: PROGRESS_VERSION, answers, exam };
}

// A progress code carries what is right and the exam, to move to another device: base64url of a compact JSON,
// {"v":1,"a":{"cards/olen":["dulle",…]},"e":[best,"2026-11-23" or null]}.
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
  const a: Record<string, string[]> = {};
  for (const [lesson, per] of Object.entries(p.answers)) {
    const right = Object.keys(per).filter((id) => per[id] === true);
    if (right.length) a[lesson] = right;
  }
  return toBase64Url(JSON.stringify({ v: PROGRESS_VERSION, a, e: p.exam ? [p.exam.best, p.exam.passedOn] : null }));
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
  if (data.v !== PROGRESS_VERSION || !isRecord(data.a)) return refuseCode('bad-shape');
  const answers: Record<string, Record<string, boolean>> = {};
  for (const [lesson, ids] of Object.entries(data.a)) {
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return refuseCode('bad-shape');
    answers[lesson] = Object.fromEntries(ids.map((id: string) => [id, true]));
  }
  let exam: ProgressData['exam'] = null;
  if (data.e !== null && data.e !== undefined) {
    const e = data.e;
    if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== 'number' || !Number.isFinite(e[0]) || !(e[1] === null || isDay(e[1])))
      return refuseCode('bad-shape');
    exam = { best: e[0], passedOn: e[1] as string | null };
  }
  return { ok: true, value: { version: PROGRESS_VERSION, answers, exam } };
}

const isDay = (x: unknown): x is string => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x);
