import { familyText } from '../../i18n/family-text.ts';
import { familyWords } from '../../i18n/lazy.ts';
import { speakerWith, type Speaker } from '../../i18n/speaker.ts';
import type { GameKit } from './deal.ts';
import { FAMILY, familyContextOf, playFamilyTrick, type FamilyId } from '../../rules/index.ts';

/**
 * What the trick explorer needs for the family games, loaded only when one is chosen: the engine's family
 * part (their games from the registry) and the family's words in the page's language. Knüffeln players never
 * download it.
 */
export interface FamilyKit {
  /** a family game as the explorer plays it: its facts, its words, its deals told by its rules and in its words */
  readonly game: (game: FamilyId) => GameKit;
  /** the island's speaker with the family's words added (six seats, Kaisers, beasts) */
  readonly speaker: Speaker;
}

/** A game's kit, made once and kept. */
function once<T>(make: (game: FamilyId) => T): (game: FamilyId) => T {
  const made = new Map<FamilyId, T>();
  return (game) => {
    if (!made.has(game)) made.set(game, make(game));
    return made.get(game)!;
  };
}

export async function loadFamilyKit(base: Speaker): Promise<FamilyKit> {
  const family = await familyWords(base.lang);
  const speaker = speakerWith(base, family);
  return {
    speaker,
    game: once((game) => {
      const text = familyText(speaker, FAMILY[game]);
      return {
        facts: FAMILY[game],
        words: text,
        turnUps: false,
        context: () => null,
        deal: (chosen, kaisers) => {
          if (chosen.length !== FAMILY[game].chosenCount) return null;
          const c = familyContextOf(game, chosen, kaisers);
          return {
            label: (card) => {
              const facts = c.facts.get(card);
              return facts ? text.label(facts.role) : '';
            },
            tell: (cards) => {
              const facts = cards.map((code) => c.facts.get(code));
              if (!facts.every((f) => f !== undefined)) return null;
              const r = playFamilyTrick(c, facts);
              return { ...r, why: (i) => text.stepText(r, i) };
            },
          };
        },
      };
    }),
  };
}
