import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProgressCode, mergeProgress, parseProgressCode } from './progress-code.ts';
import {
  addDays,
  answerReview,
  countDone,
  dueReview,
  emptyProgress,
  makeProgress,
  parseProgress,
  queueMistake,
  recordAnswer,
  recordExam,
  recordMisses,
  resetProgress,
  type Mark,
} from './progress.ts';
import type { Exercise } from '../../content-data/exercise-schema.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import { LANGS } from '../../i18n/lang.ts';

/** A refusal's sentence in every language: whole, with no {param} left. */
/** A lesson exercise by its id (what it asks does not matter to the record). */
const ex = (id: string): Exercise => ({ kind: 'role', id, variant: 'bohmstedt', chosen: ['H', 'S'], card: '2H', answer: 'ole' });
const DAY = '2026-11-27';
const answer = (p: ReturnType<typeof emptyProgress>, lesson: string, id: string, right: boolean, day = DAY) => recordAnswer(p, lesson, ex(id), right, day);

const sentences = (key: Parameters<ReturnType<typeof pageSpeaker>['text']>[0]) => LANGS.map((l) => pageSpeaker(l).text(key));

describe('stored progress', () => {
  it('survives a reload: make then parse gives it back', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'dulle', true);
    p = answer(p, 'tricks/led-card', 'king', false);
    p = recordExam(p, 17, true, '2026-11-23');
    expect(parseProgress(makeProgress(p))).toEqual({ ok: true, value: p });
  });

  it('treats missing data as a fresh start', () => {
    expect(parseProgress(null)).toEqual({ ok: true, value: emptyProgress() });
  });

  it.each([
    ['{', 'not-json'],
    ['"hello"', 'bad-shape'],
    ['[]', 'bad-shape'],
    ['null', 'bad-shape'],
    ['{"version":0,"answers":{}}', 'old-version'],
    ['{"version":9,"answers":{}}', 'bad-shape'],
    ['{"version":"1","answers":{}}', 'bad-shape'],
    ['{"answers":{}}', 'bad-shape'],
    ['', 'not-json'],
    ['undefined', 'not-json'],
    ['{"version":1,"answers":{}', 'not-json'],
  ])('refuses %s with %s and a sentence', (raw, code) => {
    const r = parseProgress(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      for (const line of sentences(`progress.stored.${r.error.code}`)) expect(line).toMatch(/^[A-ZÄÖÜ][^{}]*\.$/);
    }
  });

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(() => parseProgress(raw)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps an exercise done once it was answered right', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'dulle', true);
    p = answer(p, 'cards/olen', 'dulle', false);
    expect(p.answers['cards/olen']).toEqual({ dulle: 'first' });
    expect(p.review).toEqual([]);
  });

  it('tells right at the first try from right after trying again (the first answer counts)', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'a', true);
    p = answer(p, 'cards/olen', 'b', false);
    expect(p.answers['cards/olen']).toEqual({ a: 'first', b: 'wrong' });
    p = answer(p, 'cards/olen', 'b', true);
    expect(p.answers['cards/olen']).toEqual({ a: 'first', b: 'again' });
    expect(countDone(p, { 'cards/olen': ['a', 'b', 'c'] })).toEqual({ done: 2, first: 1, total: 3 });
  });

  it.each<[string, unknown, Record<string, Record<string, Mark>>, boolean]>([
    [
      'right answers count as right, first try unknown; a wrong one as not yet right',
      { 'cards/olen': { dulle: true, wage: false } },
      { 'cards/olen': { dulle: 'right', wage: 'wrong' } },
      false,
    ],
    ['an empty record', {}, {}, false],
    ['a malformed lesson is dropped, the rest kept', { 'cards/olen': { dulle: true }, 'tricks/led-card': null }, { 'cards/olen': { dulle: 'right' } }, true],
    ['a malformed answer is dropped, the rest kept', { 'cards/olen': { dulle: true, x: 'yes' } }, { 'cards/olen': { dulle: 'right' } }, true],
  ])('carries version 1 progress over: %s', (_, answers, want, dropped) => {
    const r = parseProgress(JSON.stringify({ version: 1, answers, exam: { best: 17, passedOn: '2026-11-23' } }));
    expect(r).toEqual({
      ok: true,
      value: { ...emptyProgress(), answers: want, exam: { best: 17, passedOn: '2026-11-23' } },
      ...(dropped ? { dropped: 'partly' } : {}),
    });
    if (r.ok) expect(countDone(r.value, { 'cards/olen': ['dulle', 'wage'] }).first).toBe(0);
  });

  it.each([
    ['a broken exam', { exam: { best: 'x' } }, { exam: null }],
    ['a review item without its question', { review: [{ lesson: 'cards/olen', box: 1, due: DAY }] }, { review: [] }],
    ['a review item on no day', { review: [{ lesson: 'cards/olen', exercise: ex('a'), box: 1, due: 'soon' }] }, { review: [] }],
    ['a review that is no list', { review: 'x' }, { review: [] }],
    ['a mistake count that is no number', { misses: { 'win:ole': 'x', 'lead:seven': 2 } }, { misses: { 'lead:seven': 2 } }],
  ])('drops only what is malformed in stored progress: %s', (_, part, want) => {
    const kept = answer(emptyProgress(), 'cards/olen', 'dulle', true);
    const r = parseProgress(JSON.stringify({ ...kept, ...part }));
    expect(r).toEqual({ ok: true, value: { ...kept, ...want }, dropped: 'partly' });
    for (const line of sentences('progress.stored.partly')) expect(line).toMatch(/^[A-ZÄÖÜ][^{}]*\.$/);
  });
});

describe('the review queue: mistakes come back', () => {
  it('a wrong answer comes back the next day, not today', () => {
    const p = answer(emptyProgress(), 'cards/olen', 'dulle', false);
    expect(dueReview(p, DAY)).toEqual([]);
    expect(dueReview(p, addDays(DAY, 1)).map((r) => r.exercise.id)).toEqual(['dulle']);
    expect(dueReview(p, addDays(DAY, 5)).map((r) => r.exercise.id)).toEqual(['dulle']);
  });

  it('a question right in review comes back after 3, 7 and 21 days, then leaves; wrong, it starts again the next day', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'dulle', false);
    const item = { lesson: 'cards/olen', exercise: ex('dulle') };
    let day = addDays(DAY, 1);
    for (const gap of [3, 7, 21]) {
      p = answerReview(p, item, true, day);
      expect(dueReview(p, addDays(day, gap - 1))).toEqual([]);
      day = addDays(day, gap);
      expect(dueReview(p, day)).toHaveLength(1);
    }
    expect(answerReview(p, item, true, day).review).toEqual([]);
    const back = answerReview(p, item, false, day);
    expect(back.review).toEqual([{ ...item, box: 1, due: addDays(day, 1) }]);
  });

  it('answering the same question wrong twice keeps one entry; another lesson or a drill question is another', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'a', false);
    p = queueMistake(p, 'cards/olen', ex('a'), addDays(DAY, 2));
    p = answer(p, 'cards/beaters', 'a', false);
    const drill = { ...ex('drill-3'), card: '9H' as const };
    p = queueMistake(p, 'drill', drill, DAY);
    p = queueMistake(p, 'drill', { ...drill, id: 'drill-9' }, DAY);
    expect(p.review.map((r) => `${r.lesson} ${r.exercise.id} ${r.due}`)).toEqual([
      `cards/olen a ${addDays(DAY, 3)}`,
      `cards/beaters a ${addDays(DAY, 1)}`,
      `drill drill-9 ${addDays(DAY, 1)}`,
    ]);
  });

  it('counts mistakes by topic, and a right answer takes one off', () => {
    let p = recordMisses(emptyProgress(), ['lead:seven', 'win:ole'], false);
    p = recordMisses(p, ['lead:seven'], false);
    p = recordMisses(p, ['win:ole'], true);
    expect(p.misses).toEqual({ 'lead:seven': 2 });
  });

  it('survives a reload, and resetting an evening forgets its mistakes', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'a', false);
    p = answer(p, 'tricks/led-card', 'b', false);
    expect(parseProgress(makeProgress(p))).toEqual({ ok: true, value: p });
    expect(resetProgress(p, 'cards').review.map((r) => r.lesson)).toEqual(['tricks/led-card']);
  });

  it('resets one evening or everything', () => {
    let p = answer(emptyProgress(), 'cards/olen', 'a', true);
    p = answer(p, 'tricks/led-card', 'b', true);
    expect(Object.keys(resetProgress(p, 'cards').answers)).toEqual(['tricks/led-card']);
    expect(resetProgress(p)).toEqual(emptyProgress());
  });

  it('keeps a passed exam when everything is reset, unless told to forget it too', () => {
    const p = recordExam(answer(emptyProgress(), 'cards/olen', 'a', true), 17, true, '2026-11-23');
    expect(resetProgress(p)).toEqual({ ...emptyProgress(), exam: { best: 17, passedOn: '2026-11-23' } });
    expect(resetProgress(p, undefined, true)).toEqual(emptyProgress());
    expect(resetProgress(p, 'cards').exam).toEqual(p.exam);
  });

  it('counts what is done', () => {
    const p = answer(answer(emptyProgress(), 'cards/olen', 'a', true), 'cards/olen', 'b', false);
    expect(countDone(p, { 'cards/olen': ['a', 'b', 'c'] })).toEqual({ done: 1, first: 1, total: 3 });
  });
});

describe('progress codes, to move progress to another device', () => {
  const sample = recordExam(answer(answer(emptyProgress(), 'cards/olen', 'dulle', true), 'cards/olen', 'x', false), 17, true, '2026-11-23');

  it('carry what is right and the exam, in URL-safe characters', () => {
    const code = makeProgressCode(sample);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    const r = parseProgressCode(code);
    expect(r).toEqual({ ok: true, value: { ...sample, answers: { 'cards/olen': { dulle: 'first' } } } });
    if (r.ok) expect(r.value.review.map((x) => x.exercise.id)).toEqual(['x']);
  });

  it('read a code made by the earlier version: its right answers count as right', () => {
    const old = b64({ v: 1, a: { 'cards/olen': ['dulle'] }, e: [17, '2026-11-23'] });
    expect(parseProgressCode(old)).toEqual({
      ok: true,
      value: { ...emptyProgress(), answers: { 'cards/olen': { dulle: 'right' } }, exam: { best: 17, passedOn: '2026-11-23' } },
    });
  });

  it('survive line breaks and spaces from copying', () => {
    const code = makeProgressCode(sample);
    expect(parseProgressCode(` ${code.slice(0, 10)}\n${code.slice(10)} `).ok).toBe(true);
  });

  it('round-trip any progress (right answers and exam)', () => {
    const id = fc.stringMatching(/^[a-z0-9/-]{1,20}$/);
    fc.assert(
      fc.property(fc.dictionary(id, fc.dictionary(id, fc.constantFrom<Mark>('first', 'again', 'right', 'wrong'))), (answers) => {
        const p = { ...emptyProgress(), answers };
        const r = parseProgressCode(makeProgressCode(p));
        expect(r.ok).toBe(true);
        if (r.ok)
          expect(countDone(r.value, Object.fromEntries(Object.entries(answers).map(([l, per]) => [l, Object.keys(per)])))).toEqual(
            countDone(p, Object.fromEntries(Object.entries(answers).map(([l, per]) => [l, Object.keys(per)]))),
          );
      }),
      { numRuns: 300 },
    );
  });

  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  it.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['hello world!', 'not-code'],
    ['{"v":1}', 'not-code'],
    ['abc', 'not-code'],
    [b64('just text'), 'not-code'],
    [b64([1, 2]), 'not-code'],
    [b64({ a: {} }), 'not-code'],
    [b64({ v: 3, a: {} }), 'newer-version'],
    [b64({ v: 2, a: { 'cards/olen': ['dulle'] } }), 'bad-shape'],
    [b64({ v: 2, a: { 'cards/olen': { dulle: true } } }), 'bad-shape'],
    [b64({ v: 2, a: {}, q: [{ lesson: 'x' }] }), 'bad-shape'],
    [b64({ v: 2, a: {}, m: { x: -1 } }), 'bad-shape'],
    [b64({ v: 0, a: {} }), 'bad-shape'],
    [b64({ v: 1 }), 'bad-shape'],
    [b64({ v: 1, a: { 'cards/olen': 'dulle' } }), 'bad-shape'],
    [b64({ v: 1, a: { 'cards/olen': [1] } }), 'bad-shape'],
    [b64({ v: 1, a: {}, e: [17] }), 'bad-shape'],
    [b64({ v: 1, a: {}, e: ['17', null] }), 'bad-shape'],
    [b64({ v: 1, a: {}, e: [17, 'yesterday'] }), 'bad-shape'],
    [makeProgressCode(sample).slice(0, -6), 'not-code'],
  ])('refuse %j with %s and a sentence', (code, problem) => {
    const r = parseProgressCode(code);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(problem);
      for (const line of sentences(`progress.refused.${r.error.code}`)) expect(line).toMatch(/^[A-ZÄÖÜ][^{}]*\.$/);
    }
  });

  it('never throw on junk', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.json().map((j) => b64(JSON.parse(j))),
        ),
        (raw) => {
          expect(() => parseProgressCode(raw)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('merge into the progress here without losing anything', () => {
    const here = recordExam(answer(emptyProgress(), 'cards/olen', 'x', true), 12, false, '2026-11-20');
    const there = answer(answer(emptyProgress(), 'cards/olen', 'x', false), 'tricks/led-card', 'k', true);
    const m = mergeProgress(here, { ...there, exam: { best: 17, passedOn: '2026-11-23' } });
    expect(m.answers).toEqual({ 'cards/olen': { x: 'first' }, 'tricks/led-card': { k: 'first' } });
    expect(m.review.map((r) => r.exercise.id)).toEqual(['x']);
    expect(m.exam).toEqual({ best: 17, passedOn: '2026-11-23' });
    expect(mergeProgress(emptyProgress(), emptyProgress())).toEqual(emptyProgress());
  });
});
