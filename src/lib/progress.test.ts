import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDone, emptyProgress, makeProgress, parseProgress, recordAnswer, recordExam, resetProgress } from './progress.ts';

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
  ])('refuses %s with %s and a sentence', (raw, code) => {
    const r = parseProgress(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(/starts afresh\.$/);
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

  it('counts what is done', () => {
    const p = recordAnswer(recordAnswer(emptyProgress(), 'cards/olen', 'a', true), 'cards/olen', 'b', false);
    expect(countDone(p, { 'cards/olen': ['a', 'b', 'c'] })).toEqual({ done: 1, total: 3 });
  });
});
