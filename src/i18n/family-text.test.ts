import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNERS, FAMILY, FAMILY_IDS, maxFamilyTrick, resolveTrick, SUITS, type FamilyTrickResult } from '../rules/index.ts';
import { familyText } from './family-text.ts';
import { LANGS } from './lang.ts';
import { pageSpeaker } from './page.ts';
import { plain } from './speaker.ts';

const sentences = (lang: (typeof LANGS)[number], r: FamilyTrickResult) => {
  const words = familyText(pageSpeaker(lang), FAMILY[r.game]);
  return r.steps.map((_, i) => plain(words.stepText(r, i)));
};

describe('the family games in words', () => {
  it("kaiserjass, The Cards, Example: the source's own trick, card by card, in English and German", () => {
    const r = resolveTrick({ variant: 'kaiserspiel', chosen: ['S'], cards: ['QH', '3S', 'KH', '6S'] });
    if (!r.ok) throw new Error(r.error.code);
    expect(sentences('en', r.value)).toEqual([
      'Ober of Flowers, a plain card, leads. It holds the trick until a higher card of its suit, or a trump that reaches it, is played.',
      'Three of Shields, an ober-beater, takes the trick from Ober of Flowers: as a trump, it beats plain cards up to the Ober, but no King, and Ober of Flowers is the highest card of the led suit.',
      'King of Flowers, a plain card, takes the trick from Three of Shields: it is now the highest card of the led suit, and the trump holding the trick cannot beat it.',
      'Six of Shields, a king-beater, takes the trick from King of Flowers: as a trump, it beats every plain card, and King of Flowers is the highest card of the led suit.',
    ]);
    for (const s of sentences('de', r.value)) expect(s).toMatch(/^(Rosen|Schilten)-/);
  });

  it('every step of every game reads as a whole sentence in both languages: no {param}, no undefined, no key', () => {
    const trick = fc
      .record({
        game: fc.constantFrom(...FAMILY_IDS),
        suits: fc.uniqueArray(fc.constantFrom(...SUITS), { minLength: 2, maxLength: 2 }),
        kaisers: fc.subarray([...BANNERS]),
      })
      .chain(({ game, suits, kaisers }) =>
        fc
          .uniqueArray(fc.constantFrom(...FAMILY[game].pack), { minLength: 1, maxLength: maxFamilyTrick(FAMILY[game]) })
          .map((cards) => ({ variant: game, chosen: suits.slice(0, FAMILY[game].chosenCount), cards, ...(FAMILY[game].kaisers ? { kaisers } : {}) })),
      );
    fc.assert(
      fc.property(trick, (t) => {
        const r = resolveTrick(t as never);
        if (!r.ok) throw new Error(r.error.code);
        for (const lang of LANGS)
          for (const s of sentences(lang, r.value as unknown as FamilyTrickResult)) {
            expect(s).toMatch(/^[A-ZÄÖÜ].{20,}[.!]$/);
            expect(s).not.toMatch(/\{[a-z]+\}|undefined|NaN|fam\./);
          }
      }),
      { numRuns: 600 },
    );
  });
});
