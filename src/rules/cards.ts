import { refuse, shown, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';

export const SUITS = ['C', 'S', 'H', 'D'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from high to low, in the natural order of a plain suit. */
export const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'] as const;
export type Rank = (typeof RANKS)[number];

/** A card code is the rank followed by the suit: TD, 4C, AS. */
export type CardCode = `${Rank}${Suit}`;

export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

export const isSuit = (x: unknown): x is Suit => x === 'C' || x === 'S' || x === 'H' || x === 'D';
export const isRank = (x: unknown): x is Rank => typeof x === 'string' && (RANKS as readonly string[]).includes(x);
export const isCardCode = (x: unknown): x is CardCode => typeof x === 'string' && x.length === 2 && isRank(x[0]) && isSuit(x[1]);

export function parseCard(code: unknown): Result<Card, RuleError> {
  if (!isCardCode(code)) return refuse('bad-card', { card: shown(code) });
  return ok({ rank: code[0] as Rank, suit: code[1] as Suit });
}

export const makeCard = (card: Card): CardCode => `${card.rank}${card.suit}`;

export const rankOf = (code: CardCode): Rank => code[0] as Rank;
export const suitOf = (code: CardCode): Suit => code[1] as Suit;

/** Natural height of a rank (Ace highest); lower number is higher. */
export const naturalIndex = (rank: Rank): number => RANKS.indexOf(rank);
