import { isBeast, rankOf, suitOf, type FamilyCard, type PackStyle, type Rank, type Suit } from '../rules/index.ts';
import { cardCorner } from './corners.ts';
import type { Speaker } from './speaker.ts';

/**
 * A pack's words for its cards, from a speaker that holds the family part of the catalog: its suits' and ranks' names
 * (Schellen, Banner), a card's name and the corner it shows. The Play table names its games' cards with these alone.
 */
export function packWords(sp: Speaker, style: PackStyle) {
  const { text } = sp;
  /** A rank's name in the pack (Ober, Under, Banner), where the pack has its own; else the French pack's. */
  const rankName = (r: Rank): string => {
    const own = `fam.rank.${style}.${r}`;
    return sp.has(own) ? text(own) : sp.rankName(r);
  };
  const suitName = (s: Suit): string => (style === 'french' ? sp.suitName(s) : text(`fam.suit.${style}.${s}`));
  /** "Ober of Flowers", "the Tolle"; German „Rosen-Ober“ (a sentence adds the article from the rank: {card:Nom}). */
  const cardName = (code: FamilyCard): string => {
    if (isBeast(code)) return text(`fam.beast.${code}`);
    return style === 'french' ? sp.cardName(code) : text('fam.card', { rank: rankName(rankOf(code)), suit: suitName(suitOf(code)) });
  };
  /** What the card shows in its corner: ♥O, ♦B (German ♦Ba); a beast the corner of the card it is (ruling karniffel-pack), ♠8 for the Tolle. */
  const cardShort = (code: FamilyCard): string => cardCorner(code, sp.lang, style);
  return { style, rankName, suitName, cardName, cardShort };
}
