import { describe, expect, it } from 'vitest';
import { random } from './random.ts';
import { drawExam, EXAM_SIZE, eveningOf, examSeed, markExam, passed, unanswered, type PoolItem } from './exam.ts';
import { engineAnswer } from './exercises.ts';
import { questionWords } from './questions.ts';
import { pageSpeaker } from '../../i18n/page.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

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

describe('marking the exam', () => {
  const exam = drawExam(pool, random(5)).map((x) => toQuestion(x.exercise));
  const right = drawExam(pool, random(5)).map((x) => engineAnswer(x.exercise));
  /** A wrong choice the learner could really pick, from the question's own choices. */
  const wrong = (i: number) => exam[i]!.choices.find((c) => c.value !== right[i])!.value;

  it('cannot be marked while any question is unanswered, and says which', () => {
    expect(unanswered(exam, [])).toHaveLength(EXAM_SIZE);
    const gaps = right.map((a, i) => (i === 3 || i === 17 ? undefined : a));
    expect(unanswered(exam, gaps)).toEqual([3, 17]);
    expect(markExam(exam, gaps)).toBeNull();
    expect(markExam([], [])).toBeNull();
  });

  it('marks by the rules module: every right answer scores, each wrong one is named', () => {
    expect(markExam(exam, right)).toEqual({ right: Array(EXAM_SIZE).fill(true), score: EXAM_SIZE, passed: true });
    const given = right.map((a, i) => (i % 5 === 0 ? wrong(i) : a));
    const m = markExam(exam, given)!;
    expect(m.score).toBe(16);
    expect(m.passed).toBe(true);
    expect(m.right.flatMap((ok, i) => (ok ? [] : [i]))).toEqual([0, 5, 10, 15]);
    expect(
      markExam(
        exam,
        right.map((a, i) => (i < 5 ? wrong(i) : a)),
      ),
    ).toMatchObject({ score: 15, passed: false });
  });

  it('replays an exam from ?seed=, and otherwise draws afresh', () => {
    expect(examSeed('?seed=42', 9)).toBe(42);
    expect(examSeed('', 9)).toBe(9);
    for (const bad of ['?seed=', '?seed=abc', '?seed=-3', '?seed=1.5', '?seed=0']) expect(examSeed(bad, 9)).toBe(9);
  });
});
