import { familyText, type FamilyText } from '../i18n/family-text.ts';
import { createSpeaker, type Speaker } from '../i18n/speaker.ts';
import { familyFacts } from './family-facts.ts';
import type { GameFacts } from './share.ts';
import { FAMILY, familyContextOf, playFamilyTrick, type CardCode, type FamilyCard, type FamilyId, type Suit } from '../rules/index.ts';

/**
 * What the trick explorer needs for the family games, loaded only when one is chosen: the engine's family
 * part and the family's words in the page's language. Knüffeln players never download it.
 */
export interface FamilyKit {
  /** a game's pack, chosen suits and table sizes, and how its link parts are read */
  readonly facts: (game: FamilyId) => GameFacts;
  readonly words: (game: FamilyId) => FamilyText;
  readonly resolve: (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[], cards: readonly FamilyCard[]) => ReturnType<typeof playFamilyTrick>;
  readonly role: (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[], card: FamilyCard) => Parameters<FamilyText['label']>[0];
}

export async function loadFamilyKit(base: Speaker): Promise<FamilyKit> {
  const { family } = base.lang === 'de' ? await import('../i18n/de/family.ts') : await import('../i18n/en/family.ts');
  const speaker = createSpeaker(base.lang, { ...base.catalog, ...family });
  const words = new Map<FamilyId, FamilyText>();
  const facts = new Map<FamilyId, GameFacts>();
  const ctx = (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[]) => familyContextOf(game, chosen, kaisers);
  return {
    facts: (game) => {
      let f = facts.get(game);
      if (!f) facts.set(game, (f = familyFacts(game)));
      return f;
    },
    words: (game) => {
      let w = words.get(game);
      if (!w) words.set(game, (w = familyText(speaker, FAMILY[game])));
      return w;
    },
    resolve: (game, chosen, kaisers, cards) => {
      const c = ctx(game, chosen, kaisers);
      return playFamilyTrick(
        c,
        cards.map((code) => c.facts.get(code)!),
      );
    },
    role: (game, chosen, kaisers, card) => ctx(game, chosen, kaisers).facts.get(card)!.role,
  };
}
