import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProgressCode, mergeProgress, parseProgressCode } from './progress-code.ts';
import { countDone, emptyProgress, makeProgress, parseProgress, recordAnswer, recordExam, resetProgress } from './progress.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import { LANGS } from '../../i18n/lang.ts';

/** A refusal's sentence in every language: whole, with no {param} left. */
const sentences = (key: Parameters<ReturnType<typeof pageSpeaker>['text']>[0]) => LANGS.map((l) => pageSpeaker(l).text(key));

describe('stored progress', () => {
  it('survives a reload: make then parse gives it back', () => {
    let p = recordAnswer(emptyProgress(), 'cards/olen', 'dulle', true);
    p = recordAnswer(p, 'tricks/led-card', 'king', false);
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
    ['{"version":1}', 'bad-shape'],
    ['{"version":1,"answers":{"cards/olen":{"dulle":"yes"}}}', 'bad-shape'],
    ['{"version":1,"answers":{"cards/olen":[true]}}', 'bad-shape'],
    ['{"version":1,"answers":{},"exam":{"best":"x"}}', 'bad-shape'],
    ['{"version":1,"answers":{},"exam":{"best":3,"passedOn":5}}', 'bad-shape'],
    ['{"version":1,"answers":{},"exam":[17]}', 'bad-shape'],
    ['{"version":"1","answers":{}}', 'bad-shape'],
    ['{"answers":{}}', 'bad-shape'],
    ['{"version":1,"answers":[]}', 'bad-shape'],
    ['{"version":1,"answers":{"cards/olen":null}}', 'bad-shape'],
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
    let p = recordAnswer(emptyProgress(), 'cards/olen', 'dulle', true);
    p = recordAnswer(p, 'cards/olen', 'dulle', false);
    expect(p.answers['cards/olen']).toEqual({ dulle: true });
  });

  it('resets one evening or everything', () => {
    let p = recordAnswer(emptyProgress(), 'cards/olen', 'a', true);
    p = recordAnswer(p, 'tricks/led-card', 'b', true);
    expect(Object.keys(resetProgress(p, 'cards').answers)).toEqual(['tricks/led-card']);
    expect(resetProgress(p)).toEqual(emptyProgress());
  });

  it('keeps a passed exam when everything is reset, unless told to forget it too', () => {
    const p = recordExam(recordAnswer(emptyProgress(), 'cards/olen', 'a', true), 17, true, '2026-11-23');
    expect(resetProgress(p)).toEqual({ ...emptyProgress(), exam: { best: 17, passedOn: '2026-11-23' } });
    expect(resetProgress(p, undefined, true)).toEqual(emptyProgress());
    expect(resetProgress(p, 'cards').exam).toEqual(p.exam);
  });

  it('counts what is done', () => {
    const p = recordAnswer(recordAnswer(emptyProgress(), 'cards/olen', 'a', true), 'cards/olen', 'b', false);
    expect(countDone(p, { 'cards/olen': ['a', 'b', 'c'] })).toEqual({ done: 1, total: 3 });
  });
});

describe('progress codes, to move progress to another device', () => {
  const sample = recordExam(recordAnswer(recordAnswer(emptyProgress(), 'cards/olen', 'dulle', true), 'cards/olen', 'x', false), 17, true, '2026-11-23');

  it('carry what is right and the exam, in URL-safe characters', () => {
    const code = makeProgressCode(sample);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    const r = parseProgressCode(code);
    expect(r).toEqual({ ok: true, value: { version: 1, answers: { 'cards/olen': { dulle: true } }, exam: { best: 17, passedOn: '2026-11-23' } } });
  });

  it('survive line breaks and spaces from copying', () => {
    const code = makeProgressCode(sample);
    expect(parseProgressCode(` ${code.slice(0, 10)}\n${code.slice(10)} `).ok).toBe(true);
  });

  it('round-trip any progress (right answers and exam)', () => {
    const id = fc.stringMatching(/^[a-z0-9/-]{1,20}$/);
    fc.assert(
      fc.property(fc.dictionary(id, fc.dictionary(id, fc.boolean())), (answers) => {
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
    [b64({ v: 2, a: {} }), 'newer-version'],
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
    const here = recordExam(recordAnswer(emptyProgress(), 'cards/olen', 'x', true), 12, false, '2026-11-20');
    const there = recordAnswer(recordAnswer(emptyProgress(), 'cards/olen', 'x', false), 'tricks/led-card', 'k', true);
    const m = mergeProgress(here, { ...there, exam: { best: 17, passedOn: '2026-11-23' } });
    expect(m.answers).toEqual({ 'cards/olen': { x: true }, 'tricks/led-card': { k: true } });
    expect(m.exam).toEqual({ best: 17, passedOn: '2026-11-23' });
    expect(mergeProgress(emptyProgress(), emptyProgress())).toEqual(emptyProgress());
  });
});
