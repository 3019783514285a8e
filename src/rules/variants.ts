import { RANKS, SUITS, type CardCode, type Rank } from './cards.ts';
import type { RulingId } from './rulings.ts';

export const VARIANT_IDS = ['bohmstedt', 'hattstedt', 'bernhard1924', 'gruenberg1938'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];
export const DEFAULT_VARIANT: VariantId = 'bohmstedt';

/** The five Olen, highest first. */
export const OLE_NAMES = ['de-beste', 'de-wage', 'de-dulle', 'harten-ol', 'ruten-ol'] as const;
export type OleName = (typeof OLE_NAMES)[number];

export const BEATER_NAMES = ['frikortensteker', 'paas', 'twist', 'drist', 'veerhack'] as const;
export type BeaterName = (typeof BEATER_NAMES)[number];

/** Money stakes (what each loser pays one winner) or the 1924 slate ladder (rungs erased). */
export type Stakes =
  | {
      readonly kind: 'money';
      /** the unit amounts are in */
      readonly unit: 'cent' | 'pfennig' | 'basic-game';
      readonly game: number;
      readonly turn: number;
      readonly jann: number;
      readonly march: number;
    }
  | {
      readonly kind: 'ladder';
      /** rungs on each side of the slate */
      readonly rungs: number;
      readonly game: number;
      readonly turn: number;
      readonly jann: number;
      /** a march wins the whole ladder game at once (ruling march-1924) */
      readonly march: 'ladder-game';
    };

export interface Variant {
  readonly id: VariantId;
  /** Ranks taken out of the 52-card pack. */
  readonly omittedRanks: readonly Rank[];
  /** How many play at one table; the largest number is also the most cards in a trick. */
  readonly players: readonly number[];
  /** The permanent top cards, highest first; never a card of their suit. */
  readonly olen: readonly { readonly card: CardCode; readonly name: OleName }[];
  /** Chosen beaters, highest first. */
  readonly beaters: readonly { readonly rank: Rank; readonly name: BeaterName | null }[];
  /** The chosen rank that cannot be beaten when led (the Seven). */
  readonly unbeatableWhenLed: Rank;
  /** Chosen free cards; when led, only an Ole or a beater from freeCardThreshold up takes them. */
  readonly freeCards: readonly Rank[];
  readonly freeCardThreshold: Rank;
  /** Chosen cards with no power of their own, and the lowest beater that takes one when led. */
  readonly chosenPlain: readonly { readonly rank: Rank; readonly threshold: Rank }[];
  /** The chosen rank exchanged for a turn-up: the Ten, or in 1924 the Five. */
  readonly exchangeRank: Rank;
  /** Whether the exchange rank is called the dog (1924). */
  readonly dog: boolean;
  /** Unchosen suits: only the Ace beats its suit, or every card beats lower ones of its suit. */
  readonly unchosenOrder: 'ace-only' | 'natural';
  /** The ruling, if the source leaves it open, that an unchosen card beats no card of another suit. */
  readonly unchosenAcrossRuling: RulingId | null;
  /** The ruling, if the source leaves it open, that an unchosen card other than the Ace beats none of its own suit. */
  readonly unchosenWithinRuling: RulingId | null;
  /** Lowest beater that takes a led unchosen card, by rank; `other` for the rest. */
  readonly unchosenThresholds: { readonly A: Rank; readonly K: Rank; readonly Q: Rank; readonly other: Rank };
  /** When a side on lead may turn (drehen). */
  readonly drehen: 'any-lead' | 'none' | 'after-two-and-four';
  /** Who cuts the pack: the player on the dealer's right or on the left; the ruling that decides it where the source does not say. */
  readonly cut: { readonly side: 'left' | 'right'; readonly ruling: RulingId | null };
  /**
   * Olen taken for a Queen (or King): from the bottom of the stock, or from the cutter's three bottom cards. `laid`, for
   * the cutter's three: all three laid face up for everyone to see, or only the Olen among them, the others seen by the
   * cutter alone.
   */
  readonly oleExchange:
    | { readonly from: 'stock-bottom'; readonly queens: 'any' | 'chosen'; readonly max: number }
    | { readonly from: 'cutter-three'; readonly queens: 'any' | 'chosen'; readonly max: number; readonly laid: 'all' | 'olen' };
  /** Turn-ups of the first chosen suit left face up: all of them, or only the highest. */
  readonly turnUpsKept: 'all' | 'highest';
  readonly stakes: Stakes;
}

const OLEN: Variant['olen'] = [
  { card: '2H', name: 'de-beste' },
  { card: '4C', name: 'de-wage' },
  { card: '8S', name: 'de-dulle' },
  { card: '9H', name: 'harten-ol' },
  { card: '9D', name: 'ruten-ol' },
];

const BEATERS: Variant['beaters'] = [
  { rank: 'A', name: 'frikortensteker' },
  { rank: 'J', name: 'frikortensteker' },
  { rank: '6', name: 'paas' },
  { rank: '2', name: 'twist' },
  { rank: '3', name: 'drist' },
  { rank: '4', name: 'veerhack' },
];

const BOHMSTEDT: Variant = {
  id: 'bohmstedt',
  omittedRanks: ['5'],
  players: [4, 5],
  olen: OLEN,
  beaters: BEATERS,
  unbeatableWhenLed: '7',
  freeCards: ['9', '8'],
  freeCardThreshold: 'J',
  chosenPlain: [
    { rank: 'K', threshold: '2' },
    { rank: 'Q', threshold: '3' },
    { rank: 'T', threshold: '4' },
  ],
  exchangeRank: 'T',
  dog: false,
  unchosenOrder: 'ace-only',
  unchosenAcrossRuling: null,
  unchosenWithinRuling: 'unchosen-no-order',
  unchosenThresholds: { A: '6', K: '2', Q: '3', other: '4' },
  drehen: 'any-lead',
  // eaton-2021, The Deal and Exchange: "the player to dealer's right cuts".
  cut: { side: 'right', ruling: null },
  oleExchange: { from: 'stock-bottom', queens: 'any', max: 3 },
  turnUpsKept: 'all',
  stakes: { kind: 'money', unit: 'cent', game: 10, turn: 10, jann: 100, march: 300 },
};

/**
 * The early-20th-century differences that name no author hold for 1924 and 1938 alike; the five-player
 * game, described for the modern game only, is not theirs (ruling variants-inherit).
 */
const EARLY: Pick<Variant, 'players' | 'unchosenOrder' | 'unchosenAcrossRuling' | 'unchosenWithinRuling'> = {
  players: [4],
  unchosenOrder: 'natural',
  unchosenAcrossRuling: 'unchosen-own-suit',
  unchosenWithinRuling: null,
};

/** Each variant is the Bohmstedt game with the differences its source names (ruling variants-inherit). */
export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  bohmstedt: BOHMSTEDT,
  hattstedt: {
    ...BOHMSTEDT,
    id: 'hattstedt',
    unchosenOrder: 'natural',
    unchosenWithinRuling: null,
    drehen: 'none',
    stakes: { kind: 'money', unit: 'basic-game', game: 1, turn: 0, jann: 2, march: 4 },
  },
  bernhard1924: {
    ...BOHMSTEDT,
    id: 'bernhard1924',
    omittedRanks: ['T'],
    chosenPlain: [
      { rank: 'K', threshold: '2' },
      { rank: 'Q', threshold: '3' },
      { rank: '5', threshold: '4' },
    ],
    exchangeRank: '5',
    dog: true,
    ...EARLY,
    // wikipedia-knueffeln (after Bernhard): the dealer "offers them to rearhand (the player to the left) for cutting";
    // the cutter looks at the three lowest cards and lays out the Olen among them, for chosen Queens (ruling cutter-olen).
    cut: { side: 'left', ruling: 'cutter-side' },
    oleExchange: { from: 'cutter-three', queens: 'chosen', max: 3, laid: 'olen' },
    drehen: 'after-two-and-four',
    turnUpsKept: 'highest',
    stakes: { kind: 'ladder', rungs: 4, game: 1, turn: 1, jann: 2, march: 'ladder-game' },
  },
  gruenberg1938: {
    ...BOHMSTEDT,
    id: 'gruenberg1938',
    ...EARLY,
    // Nobody says who cut in 1938: the Bohmstedt cutter, on the dealer's right (rulings cutter-side, variants-inherit).
    cut: { side: 'right', ruling: 'cutter-side' },
    // eaton-2021, the early versions: the cutter lays the three bottom cards face up, and their Olen go for the Queens
    // of their suits (ruling cutter-olen).
    oleExchange: { from: 'cutter-three', queens: 'any', max: 3, laid: 'all' },
    stakes: { kind: 'money', unit: 'pfennig', game: 5, turn: 1, jann: 10, march: 20 },
  },
};

export const isVariantId = (x: unknown): x is VariantId => typeof x === 'string' && Object.hasOwn(VARIANTS, x);

const PACKS = new Map<Variant, readonly CardCode[]>();

/** The variant's cards, by suit (C S H D) and then from Ace down. */
export function packOf(variant: Variant): readonly CardCode[] {
  let pack = PACKS.get(variant);
  if (!pack) {
    pack = SUITS.flatMap((suit) => RANKS.filter((r) => !variant.omittedRanks.includes(r)).map((rank): CardCode => `${rank}${suit}`));
    PACKS.set(variant, pack);
  }
  return pack;
}

/** The most cards a trick can have: one from each player at the largest table. */
export function maxTrickOf(variant: Variant): number {
  let max = 0;
  for (const n of variant.players) if (n > max) max = n;
  return max;
}
