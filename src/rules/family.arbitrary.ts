import fc from 'fast-check';
import { BANNERS, FAMILY, FAMILY_IDS, maxFamilyTrick, SUITS, type CardCode, type FamilyCard, type FamilyId, type Suit } from './index.ts';

/** A legal trick of a family game, as resolveTrick takes it (tests only). */
export interface LegalFamilyTrick {
  readonly variant: FamilyId;
  readonly chosen: Suit[];
  /** Kaiserspiel's declared Kaisers; undefined for the other games */
  readonly kaisers: CardCode[] | undefined;
  readonly cards: FamilyCard[];
}

/** A random legal trick of a family game: its chosen suit(s), declared Kaisers, and one card up to the longest trick. */
export const legalFamilyTrick: fc.Arbitrary<LegalFamilyTrick> = fc
  .record({
    game: fc.constantFrom(...FAMILY_IDS),
    suits: fc.uniqueArray(fc.constantFrom(...SUITS), { minLength: 2, maxLength: 2 }),
    kaisers: fc.subarray([...BANNERS]),
  })
  .chain(({ game, suits, kaisers }) =>
    fc.uniqueArray(fc.constantFrom(...FAMILY[game].pack), { minLength: 1, maxLength: maxFamilyTrick(FAMILY[game]) }).map((cards) => ({
      variant: game,
      chosen: suits.slice(0, FAMILY[game].chosenCount),
      kaisers: FAMILY[game].kaisers ? kaisers : undefined,
      cards,
    })),
  );

/** The trick as resolveTrick's input: Kaisers only where the game has them. */
export const familyInput = (t: LegalFamilyTrick) => ({ variant: t.variant, chosen: t.chosen, cards: t.cards, ...(t.kaisers ? { kaisers: t.kaisers } : {}) });
