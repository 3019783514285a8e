import { RANKS, SUITS, type CardCode, type Rank } from './cards.ts';

export const VARIANT_IDS = ['bohmstedt', 'hattstedt', 'bernhard1924', 'gruenberg1938'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];
export const DEFAULT_VARIANT: VariantId = 'bohmstedt';

/** The five Olen, highest first. */
export const OLE_NAMES = ['de-beste', 'de-wage', 'de-dulle', 'harten-ol', 'ruten-ol'] as const;
export type OleName = (typeof OLE_NAMES)[number];

export const BEATER_NAMES = ['frikortensteker', 'paas', 'twist', 'drist', 'veerhack'] as const;
export type BeaterName = (typeof BEATER_NAMES)[number];

/** Publications the rules come from; the Sources page lists them under these ids. */
export type SourceId = 'eaton-2021' | 'bernhard-1924' | 'gruenberg-1938' | 'feddersen-2019';

/** Money stakes (per loser to each winner) or the 1924 slate ladder (rungs erased). */
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
      readonly march: number;
    };

export interface Variant {
  readonly id: VariantId;
  /** Ranks taken out of the 52-card pack. */
  readonly omittedRanks: readonly Rank[];
  /** How many suits are chosen each deal (the older Karnöffel games choose one). */
  readonly chosenCount: 2;
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
  /** Lowest beater that takes a led unchosen card, by rank; `other` for the rest. */
  readonly unchosenThresholds: { readonly A: Rank; readonly K: Rank; readonly Q: Rank; readonly other: Rank };
  /** When a side on lead may turn (drehen). */
  readonly drehen: 'any-lead' | 'none' | 'after-two-and-four';
  /** Olen taken for a Queen (or King): from the bottom of the stock, or the cutter's bottom three. */
  readonly oleExchange: { readonly from: 'stock-bottom' | 'cutter-three'; readonly queens: 'any' | 'chosen'; readonly max: number };
  /** Turn-ups of the first chosen suit left face up: all of them, or only the highest. */
  readonly turnUpsKept: 'all' | 'highest';
  readonly stakes: Stakes;
  /** Publications this variant's rules follow. */
  readonly sources: readonly SourceId[];
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
  chosenCount: 2,
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
  unchosenThresholds: { A: '6', K: '2', Q: '3', other: '4' },
  drehen: 'any-lead',
  oleExchange: { from: 'stock-bottom', queens: 'any', max: 3 },
  turnUpsKept: 'all',
  stakes: { kind: 'money', unit: 'cent', game: 10, turn: 10, jann: 100, march: 300 },
  sources: ['eaton-2021', 'feddersen-2019'],
};

/** Each variant is the Bohmstedt game with the differences its source names (ruling variants-inherit). */
export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  bohmstedt: BOHMSTEDT,
  hattstedt: {
    ...BOHMSTEDT,
    id: 'hattstedt',
    unchosenOrder: 'natural',
    drehen: 'none',
    stakes: { kind: 'money', unit: 'basic-game', game: 1, turn: 0, jann: 2, march: 4 },
    sources: ['eaton-2021'],
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
    unchosenOrder: 'natural',
    drehen: 'after-two-and-four',
    oleExchange: { from: 'cutter-three', queens: 'chosen', max: 3 },
    turnUpsKept: 'highest',
    stakes: { kind: 'ladder', rungs: 4, game: 1, turn: 1, jann: 2, march: 3 },
    sources: ['bernhard-1924', 'eaton-2021'],
  },
  gruenberg1938: {
    ...BOHMSTEDT,
    id: 'gruenberg1938',
    unchosenOrder: 'natural',
    stakes: { kind: 'money', unit: 'pfennig', game: 5, turn: 1, jann: 10, march: 20 },
    sources: ['gruenberg-1938', 'eaton-2021'],
  },
};

export const isVariantId = (x: unknown): x is VariantId => typeof x === 'string' && Object.hasOwn(VARIANTS, x);

const PACKS = new Map<VariantId, readonly CardCode[]>();

/** The variant's 48 cards, by suit (C S H D) and then from Ace down. */
export function packOf(variant: Variant): readonly CardCode[] {
  let pack = PACKS.get(variant.id);
  if (!pack) {
    pack = SUITS.flatMap((suit) =>
      RANKS.filter((r) => !variant.omittedRanks.includes(r)).map((rank): CardCode => `${rank}${suit}`),
    );
    PACKS.set(variant.id, pack);
  }
  return pack;
}
