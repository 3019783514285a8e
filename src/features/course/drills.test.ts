import { describe, expect, it } from 'vitest';
import { maxTrickOf, VARIANTS, type VariantId } from '../../rules/index.ts';
import { makeDrill, MAX_LEVEL, nextLevel } from './drills.ts';
import { random } from './random.ts';
import { engineAnswer, statedAnswerHolds } from './exercises.ts';
import { questionWords } from './questions.ts';
import { pageSpeaker } from '../../i18n/page.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

describe('generated drills', () => {
  it('make questions whose right answer is among the choices, at every level', () => {
    const rand = random(42);
    for (let level = 1; level <= MAX_LEVEL; level++) {
      for (let i = 0; i < 200; i++) {
        for (const kind of ['roles', 'winner'] as const) {
          const ex = makeDrill(kind, level, rand, i);
          const q = toQuestion(ex);
          const right = engineAnswer(ex);
          expect(statedAnswerHolds(ex)).toBe(true);
          expect(q.choices.some((c) => c.value === right)).toBe(true);
          expect(q.choices.filter((c) => q.right(c.value))).toHaveLength(1);
          expect(q.explain(right).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('grow harder: more cards in a trick at higher levels', () => {
    const rand = random(7);
    expect(makeDrill('winner', 1, rand, 0)).toMatchObject({ kind: 'winner', cards: expect.any(Array) });
    const sizes = [1, 2, 3].map((l) => (makeDrill('winner', l, rand, l) as { cards: string[] }).cards.length);
    expect(sizes).toEqual([2, 3, 4]);
    // At the top level any variant may come up: five cards where five may play, four in the old games.
    for (let n = 0; n < 40; n++) {
      const d = makeDrill('winner', MAX_LEVEL, rand, n) as { variant: VariantId; cards: string[] };
      expect(d.cards).toHaveLength(maxTrickOf(VARIANTS[d.variant]));
    }
  });

  it('level up after three right, down after two wrong', () => {
    expect(nextLevel(1, [true, true, true])).toBe(2);
    expect(nextLevel(2, [true, false, false])).toBe(1);
    expect(nextLevel(1, [false, false])).toBe(1);
    expect(nextLevel(MAX_LEVEL, [true, true, true])).toBe(MAX_LEVEL);
    expect(nextLevel(2, [true, false, true])).toBe(2);
  });
});
