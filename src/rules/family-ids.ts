import type { CardCode } from './cards.ts';
import { isVariantId, VARIANT_IDS, type VariantId } from './variants.ts';

// The family's names and its special cards' codes, apart from its rules: the trick explorer needs these at once, and the rules only when a family game is played.

/** The older games of the family, played by the same engine: karnoeffel, karniffel (1783), kaiserspiel (Nidwalden). */
export const FAMILY_IDS = ['karnoeffel', 'karniffel', 'kaiserspiel'] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];
export const isFamilyId = (x: unknown): x is FamilyId => typeof x === 'string' && (FAMILY_IDS as readonly string[]).includes(x);

/** Every game the engine plays: the four Knüffeln tables, then the family. */
export const GAME_IDS = [...VARIANT_IDS, ...FAMILY_IDS] as const;
export type GameId = VariantId | FamilyId;
export const isGameId = (x: unknown): x is GameId => isVariantId(x) || isFamilyId(x);

/** Karniffel's three beasts, highest first: der Tolle, der Rote Thier, der Gelbe Thier. */
export const BEASTS = ['X1', 'X2', 'X3'] as const;
export type Beast = (typeof BEASTS)[number];
/**
 * The card of the 36 that each beast is (ruling karniffel-pack): the Tolle the Eight of Leaves, the Red Beast the
 * Nine of Hearts, the Yellow Beast the Nine of Bells, as Knüffeln's Dulle (♠8), Hartenool (♥9) and Rutenool (♦9).
 * A link and the explorer still write a beast as X1, X2, X3; the card's own code is read as its beast.
 */
export const BEAST_CARD = { X1: '8S', X2: '9H', X3: '9D' } as const satisfies Readonly<Record<Beast, CardCode>>;
/** A card of any of the games: a suited card, or one of Karniffel's beasts. */
export type FamilyCard = CardCode | Beast;
export const isBeast = (x: unknown): x is Beast => x === 'X1' || x === 'X2' || x === 'X3';
/**
 * A card of a game without beasts, as the suited card it is. Its pack is checked at the edge (parseFamilyTrick), so a
 * beast never reaches a game that has none; one that did would be a bug in the engine, not bad input.
 */
export function suitedCard(code: FamilyCard): CardCode {
  if (isBeast(code)) throw new Error(`${code} is a beast: this game has none`);
  return code;
}

/** Kaiserspiel's four banners, which become trumps when declared as Kaisers. */
export const BANNERS = ['TC', 'TS', 'TH', 'TD'] as const satisfies readonly CardCode[];
