import { describe, expect, it } from 'vitest';
import { random } from './random.ts';
import { drawExam, EXAM_SIZE, eveningOf, passed, type PoolItem } from './exam.ts';

const pool: PoolItem[] = ['cards', 'tricks', 'deal', 'partners', 'stakes'].flatMap((evening, e) =>
  Array.from({ length: e === 0 ? 30 : 6 }, (_, i) => ({
    lesson: `${evening}/page-${i % 3}`,
    exercise: {
      kind: 'role' as const,
      id: `${evening}-${i}`,
      variant: 'bohmstedt' as const,
      chosen: ['H', 'S'] as const,
      card: '8S' as const,
      answer: 'ole' as const,
    },
  })),
);

describe('the final exam', () => {
  it('draws 20 different questions from every evening, however lopsided the pool', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const exam = drawExam(pool, random(seed));
      expect(exam).toHaveLength(EXAM_SIZE);
      expect(new Set(exam.map((x) => x.exercise.id)).size).toBe(EXAM_SIZE);
      expect(new Set(exam.map((x) => eveningOf(x.lesson)))).toEqual(new Set(['cards', 'tricks', 'deal', 'partners', 'stakes']));
      expect(exam.filter((x) => eveningOf(x.lesson) === 'cards').length).toBeLessThanOrEqual(4);
    }
  });

  it('is random: two seeds give two exams', () => {
    const a = drawExam(pool, random(1)).map((x) => x.exercise.id);
    const b = drawExam(pool, random(2)).map((x) => x.exercise.id);
    expect(a).not.toEqual(b);
  });

  it('passes with at least 16 of 20', () => {
    expect([15, 16, 20].map(passed)).toEqual([false, true, true]);
  });
});
