import { describe, expect, it } from 'vitest';
import { exercise } from './exercise-schema.ts';
import { plain } from '../i18n/speaker.ts';
import { engineAnswer, exerciseRulings } from '../features/course/exercises.ts';
import { questionWords } from '../features/course/questions.ts';
import { pageSpeaker } from '../i18n/page.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

const parse = (x: object) => exercise.safeParse(x);

describe('exercise data at the edge', () => {
  it('reads the chosen suits through the rules: HS by default, either case, two different suits only', () => {
    expect(parse({ kind: 'role', id: 'a', card: '8S', answer: 'ole' })).toMatchObject({ success: true, data: { chosen: ['H', 'S'], variant: 'bohmstedt' } });
    expect(parse({ kind: 'role', id: 'a', chosen: 'dc', card: '8S', answer: 'ole' })).toMatchObject({ success: true, data: { chosen: ['D', 'C'] } });
    const bad = parse({ kind: 'role', id: 'a', chosen: 'HH', card: '8S', answer: 'ole' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/two different suits/);
  });

  it('a five-player stakes exercise names the side its question is about, and only it does', () => {
    const base = { kind: 'stakes', id: 's', outcome: 'game', answer: 10 };
    expect(parse({ ...base, players: 5, side: 'dealer' }).success).toBe(true);
    expect(parse({ ...base, players: 5 }).success).toBe(false);
    expect(parse({ ...base, side: 'defenders' }).success).toBe(false);
  });

  it('an Ole exercise asks about an Ole', () => {
    expect(parse({ kind: 'ole', id: 'q', turned: 'AC KS', ole: '7D', queen: 'held', king: 'held', answer: 'nobody' }).success).toBe(false);
  });

  it('an Ole exercise must show the turn-ups it speaks of: a Queen "turned" is among them, a held one is not', () => {
    const base = { kind: 'ole', id: 'q', ole: '9H', king: 'held', answer: 'king' };
    expect(parse({ ...base, turned: 'QH AD', queen: 'turned' }).success).toBe(true);
    expect(parse({ ...base, turned: 'AD KS', queen: 'turned' }).success).toBe(false);
    expect(parse({ ...base, turned: 'QH AD', queen: 'held', answer: 'queen' }).success).toBe(false);
    expect(parse({ ...base, turned: 'KH AD', queen: 'stock' }).success).toBe(false);
  });
});

describe('the rulings behind an answer', () => {
  it('the King inherits from a turned-up Queen by our ruling queen-not-held', () => {
    const ex = exercise.parse({ kind: 'ole', id: 'q', turned: 'QH AD', ole: '9H', queen: 'turned', king: 'held', answer: 'king' });
    expect(engineAnswer(ex)).toBe('king');
    expect(exerciseRulings(ex)).toEqual(['queen-not-held']);
  });

  it('a sleeping Queen is the source’s own case: no ruling', () => {
    const ex = exercise.parse({ kind: 'ole', id: 'q', turned: 'AC KD', ole: '8S', queen: 'stock', king: 'held', answer: 'king' });
    expect(engineAnswer(ex)).toBe('king');
    expect(exerciseRulings(ex)).toEqual([]);
  });

  it('1924: a cutter’s Ole of an unchosen suit stays, though Queen and King are held, by ruling cutter-olen', () => {
    const ex = exercise.parse({ kind: 'ole', id: 'c', variant: 'bernhard1924', turned: 'AH 3S', ole: '9D', queen: 'held', king: 'held', answer: 'nobody' });
    expect(engineAnswer(ex)).toBe('nobody');
    expect(exerciseRulings(ex)).toEqual(['cutter-olen']);
    expect(plain(toQuestion(ex).explain('nobody'))).toMatch(/its suit is not chosen/);
  });

  it('the Ten for a turned-up Ole, and the suit the Ole names', () => {
    const ex = exercise.parse({ kind: 'ten', id: 't', turned: '9H KS', give: 'TH', take: '9H', answer: true });
    expect(engineAnswer(ex)).toBe(true);
    expect(exerciseRulings(ex)).toEqual(['turn-up-suit', 'ten-for-any-turn-up']);
  });

  it('money stakes name the one-payee ruling; a trick names the ruling that decided it', () => {
    expect(exerciseRulings(exercise.parse({ kind: 'stakes', id: 's', outcome: 'game', answer: 10 }))).toEqual(['one-payee']);
    expect(exerciseRulings(exercise.parse({ kind: 'winner', id: 'w', cards: 'AH AS', answer: 'AH' }))).toEqual(['equal-chosen']);
  });
});
