import { describe, expect, it } from 'vitest';
import type { Exercise } from '../../content-data/exercise-schema.ts';
import { makeExamRun, parseExamRun } from './exam-run.ts';
import type { PoolItem } from './exam.ts';

const ex = (id: string): Exercise => ({ kind: 'role', id, variant: 'bohmstedt', chosen: ['H', 'S'], card: '2H', answer: 'ole' });
const pool: PoolItem[] = [
  { lesson: 'cards/olen', exercise: ex('a') },
  { lesson: 'cards/olen', exercise: ex('b') },
  { lesson: 'tricks/led-card', exercise: ex('a') },
];
const run = { exam: [pool[2]!, pool[0]!], answers: ['ole', undefined], at: 1, phase: 'ask' as const };

describe('an exam under way, kept on the device', () => {
  it('comes back as it was: the same questions from the pool, the answers given, the screen', () => {
    expect(parseExamRun(makeExamRun(run), pool)).toEqual(run);
    const cards = { ...run, answers: [['7H', '2H'] as const, true], phase: 'check' as const };
    expect(parseExamRun(makeExamRun(cards), pool)).toEqual(cards);
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, q: ['cards/olen#a'], a: [], at: 0, phase: 'ask' })],
    ['a question the pool no longer has', JSON.stringify({ v: 1, q: ['cards/olen#gone'], a: [], at: 0, phase: 'ask' })],
    ['no questions', JSON.stringify({ v: 1, q: [], a: [], at: 0, phase: 'ask' })],
    ['more answers than questions', JSON.stringify({ v: 1, q: ['cards/olen#a'], a: ['ole', 'ole'], at: 0, phase: 'ask' })],
    ['an answer of no kind', JSON.stringify({ v: 1, q: ['cards/olen#a'], a: [{}], at: 0, phase: 'ask' })],
    ['a screen past the end', JSON.stringify({ v: 1, q: ['cards/olen#a'], a: [], at: 1, phase: 'ask' })],
    ['a marked exam', JSON.stringify({ v: 1, q: ['cards/olen#a'], a: [], at: 0, phase: 'marked' })],
  ])('is dropped when it cannot be finished as drawn: %s', (_, raw) => {
    expect(parseExamRun(raw, pool)).toBeNull();
  });
});
