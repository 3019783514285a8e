import { familyText, type FamilyText } from '../../i18n/family-text.ts';
import { familyWords } from '../../i18n/lazy.ts';
import { createSpeaker, type Speaker } from '../../i18n/speaker.ts';
import type { GameFacts } from './share.ts';
import { FAMILY, familyContextOf, playFamilyTrick, type CardCode, type FamilyCard, type FamilyId, type Suit } from '../../rules/index.ts';

/**
 * What the trick explorer needs for the family games, loaded only when one is chosen: the engine's family
 * part (their games from the registry) and the family's words in the page's language. Knüffeln players never
 * download it.
 */
export interface FamilyKit {
  /** a game's pack, chosen suits and table sizes, and how its link parts are read */
  readonly facts: (game: FamilyId) => GameFacts;
  readonly words: (game: FamilyId) => FamilyText;
  /** the island's speaker with the family's words added (six seats, Kaisers, beasts) */
  readonly speaker: Speaker;
  readonly resolve: (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[], cards: readonly FamilyCard[]) => ReturnType<typeof playFamilyTrick>;
  readonly role: (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[], card: FamilyCard) => Parameters<FamilyText['label']>[0];
}

/** A game's words, made once and kept. */
function once<T>(make: (game: FamilyId) => T): (game: FamilyId) => T {
  const made = new Map<FamilyId, T>();
  return (game) => {
    if (!made.has(game)) made.set(game, make(game));
    return made.get(game)!;
  };
}

export async function loadFamilyKit(base: Speaker): Promise<FamilyKit> {
  const family = await familyWords(base.lang);
  const speaker = createSpeaker(base.lang, { ...base.catalog, ...family });
  return {
    speaker,
    facts: (game) => FAMILY[game],
    words: once((game) => familyText(speaker, FAMILY[game])),
    resolve: (game, chosen, kaisers, cards) => {
      const c = familyContextOf(game, chosen, kaisers);
      return playFamilyTrick(
        c,
        cards.map((code) => c.facts.get(code)!),
      );
    },
    role: (game, chosen, kaisers, card) => familyContextOf(game, chosen, kaisers).facts.get(card)!.role,
  };
}
