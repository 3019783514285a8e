import { isBeast, rankOf, suitOf, BEAST_CARD, type FamilyCard, type PackStyle, type Rank, type Suit } from '../rules/index.ts';
import type { Lang } from './lang.ts';

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { C: '♣', S: '♠', H: '♥', D: '♦' };

/**
 * How a rank is printed in a card's corner, by pack and by the edition's language: the French pack's Jack and Queen
 * are J and Q in English and B (Bube) and D (Dame) on a German pack; the German and Swiss packs' Ober O and Unter U;
 * the Swiss Banner B in English and Ba in German, where B is the Bube. Any other rank prints its code (K, A, 2–9), the
 * Ten 10. Link codes never change (JS, QC, TD).
 */
export const rankCorner = (rank: Rank, lang: Lang, style: PackStyle = 'french'): string =>
  (style === 'french' ? (lang === 'de' ? { J: 'B', Q: 'D' } : {}) : { Q: 'O', J: 'U', ...(style === 'swiss' ? { T: lang === 'de' ? 'Ba' : 'B' } : {}) })[
    rank as 'J'
  ] ?? (rank === 'T' ? '10' : rank);

/** What a card shows in its corner: ♠3, ♥10; German ♠B, ♣D; a pack's own ♥O, ♦B; a beast the corner of the card it is (ruling karniffel-pack). */
export const cardCorner = (code: FamilyCard, lang: Lang, style: PackStyle = 'french'): string => {
  const printed = isBeast(code) ? BEAST_CARD[code] : code;
  return SUIT_SYMBOL[suitOf(printed)] + rankCorner(rankOf(printed), lang, style);
};
