import { describe, expect, it } from 'vitest';
import { maxTrickOf, VARIANTS, type VariantId } from '../../rules/index.ts';
import { makeAdaptiveDrill, makeDrill, MAX_LEVEL, nextLevel, topicsOf } from './drills.ts';
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

  it('name what a question is about by the rules: the card led, and why the winner holds the trick', () => {
    // The four Olen (course exercise cards/olen four-olen): the Wage, second of the Olen, takes it over Rutenool.
    expect(topicsOf({ kind: 'winner', id: 'x', variant: 'bohmstedt', chosen: ['D', 'C'], cards: ['9D', '4C', '9H', '8S'], answer: '4C' })).toEqual([
      'lead:ole',
      'win:ole-over-ole',
    ]);
    // A led chosen Seven: nothing takes it, so the lead keeps the trick.
    expect(topicsOf({ kind: 'winner', id: 'x', variant: 'bohmstedt', chosen: ['H', 'S'], cards: ['7H', '2H'], answer: '7H' })).toEqual([
      'lead:seven',
      'win:leads',
    ]);
    expect(topicsOf({ kind: 'role', id: 'x', variant: 'bohmstedt', chosen: ['H', 'S'], card: '8S', answer: 'ole' })).toEqual(['role:ole']);
  });

  it("ask more of the learner's own mistakes: a rarely met kind of trick comes often once it was missed", () => {
    const share = (misses: Record<string, number>, topic: string) => {
      const rand = random(11);
      let hits = 0;
      for (let i = 0; i < 400; i++) if (topicsOf(makeAdaptiveDrill('winner', 2, rand, i, misses)).includes(topic)) hits += 1;
      return hits / 400;
    };
    expect(share({}, 'win:ole-over-ole')).toBeLessThan(0.05);
    expect(share({ 'win:ole-over-ole': 3 }, 'win:ole-over-ole')).toBeGreaterThan(0.35);
    expect(share({}, 'lead:seven')).toBeLessThan(0.1);
    expect(share({ 'lead:seven': 1, 'role:ole': 5 }, 'lead:seven')).toBeGreaterThan(0.35);
    // A role mistake steers the role drill, not the trick drill.
    const rand = random(5);
    const roles = Array.from({ length: 200 }, (_, i) => topicsOf(makeAdaptiveDrill('roles', 3, rand, i, { 'role:seven': 2 }))[0]);
    expect(roles.filter((t) => t === 'role:seven').length / 200).toBeGreaterThan(0.35);
  });
});
