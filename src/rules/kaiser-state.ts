/**
 * A Kaiserspiel deal's data: where it starts, what a seat may do, the state between actions and the result. Plain,
 * serializable data; the machine is kaiserspiel-deal.ts, a seat's view kaiser-view.ts.
 */
import type { CardCode, Suit } from './cards.ts';
import type { KaiserTable } from './kaiser-dealing.ts';
import type { KaiserSide, KaiserStep, StakeOffer, Stakes } from './kaiser-stakes.ts';

/** Where a deal starts: the session's seed and the deal's number pick the shuffle; the dealer's right leads. */
export interface KaiserStart {
  readonly players: KaiserTable;
  readonly seed: string;
  readonly dealNo: number;
  /** seat 0 … players-1; the seats are numbered in the order of play, each on the right of the one before */
  readonly dealer: number;
  /** the pack as it lies after the shuffle and the cut, top first: a deal laid out by hand; else the seed shuffles */
  readonly deck?: readonly CardCode[];
}

/** What a seat does: declare a Kaiser, mark a raise, call Spieldrei, accept or fold, pass, discard, play. */
export type KaiserAction =
  /** a banner in hand declared as a Kaiser; the other seats hear "Kaiser", not which one (unless it lay face up) */
  | { readonly type: 'declare'; readonly seat: number; readonly card: CardCode }
  /** the captain marks a Kaiser's raise, 1 or 3; or, just after a small one was accepted, makes it 3 */
  | { readonly type: 'raise'; readonly seat: number; readonly by: KaiserStep }
  | { readonly type: 'spieldrei'; readonly seat: number }
  | { readonly type: 'accept'; readonly seat: number }
  | { readonly type: 'fold'; readonly seat: number }
  /** nothing (more) to announce ("done mine"), or a small Kaiser left as it is */
  | { readonly type: 'pass'; readonly seat: number }
  | { readonly type: 'discard'; readonly seat: number; readonly cards: readonly [CardCode, CardCode] }
  | { readonly type: 'play'; readonly seat: number; readonly card: CardCode; readonly faceDown: boolean };
export const KAISER_ACTION_TYPES = ['declare', 'raise', 'spieldrei', 'accept', 'fold', 'pass', 'discard', 'play'] as const;
export type KaiserActionType = KaiserAction['type'];

/**
 * deal: a pause in the deal, the seats asked in turn; discard: each lays two cards aside (four players); announce: the
 * round of announcements after the deal; play: the tricks; over.
 */
export type KaiserPhase = 'deal' | 'discard' | 'announce' | 'play' | 'over';

/** An answer waited for: the captain marks a Kaiser's raise, the other captain accepts or folds, or a small one may be made three. */
export type KaiserAsk =
  | { readonly kind: 'mark'; readonly seat: number; readonly side: KaiserSide }
  | { readonly kind: 'answer'; readonly seat: number; readonly offer: StakeOffer }
  | { readonly kind: 'three'; readonly seat: number; readonly side: KaiserSide };

export interface KaiserDeclared {
  readonly seat: number;
  readonly card: CardCode;
  /** it was dealt face up and declared at once: everyone saw which banner it is */
  readonly open: boolean;
  /** declared in a pause of the deal, or in the round after it (at four, after the discard: so it was not laid aside) */
  readonly during: 'deal' | 'announce';
}

export interface PlayedCard {
  readonly seat: number;
  readonly card: CardCode;
  readonly faceDown: boolean;
}
export interface KaiserTrick {
  readonly leader: number;
  readonly cards: readonly PlayedCard[];
}

export interface KaiserResult {
  readonly winner: KaiserSide;
  /** a fold ends the deal before its tricks are played */
  readonly how: 'tricks' | 'fold';
  readonly points: number;
  readonly tricks: readonly [number, number];
}

export interface KaiserState {
  readonly start: KaiserStart;
  /** how often the pack was shuffled again because a banner lay at the bottom */
  readonly reshuffles: number;
  /** the bottom card everyone saw at the cut; it stays in the stock */
  readonly bottom: CardCode;
  /** the cards not dealt yet, top first; the bottom card last */
  readonly stock: readonly CardCode[];
  /** by seat */
  readonly hands: readonly (readonly CardCode[])[];
  /** the face-up cards in the order dealt */
  readonly faceUp: readonly { readonly seat: number; readonly card: CardCode }[];
  readonly chosen: Suit | null;
  /** the stage of the deal reached (kaiser-dealing.ts dealStages); its pause, while phase is deal */
  readonly stage: number;
  /** by seat: the cards laid aside face down */
  readonly discards: readonly (readonly CardCode[])[];
  readonly declared: readonly KaiserDeclared[];
  /** banners dealt face up and not declared at once: they stay worthless */
  readonly lost: readonly CardCode[];
  readonly stakes: Stakes;
  readonly phase: KaiserPhase;
  /** the seat whose turn it is in the phase (asked in a pause or the round, to discard, to play); null once over */
  readonly turn: number | null;
  /** an answer waited for before the turn goes on */
  readonly ask: KaiserAsk | null;
  readonly tricks: readonly KaiserTrick[];
  readonly trick: KaiserTrick | null;
  readonly takers: readonly number[];
  readonly won: readonly [number, number];
  readonly result: KaiserResult | null;
  readonly actions: readonly KaiserAction[];
}

/** The side of a seat: seats alternate (kaiserjass: The Players). */
export const sideOf = (seat: number): KaiserSide => (seat % 2) as KaiserSide;
/** Ruling kaiser-captains: each side's first seat at the table captains it for the whole game. */
export const captainOf = (side: KaiserSide): number => side;
export const isCaptain = (seat: number): boolean => seat === captainOf(sideOf(seat));
export const otherSide = (side: KaiserSide): KaiserSide => (1 - side) as KaiserSide;

/** The seat to act: the seat asked for an answer, else the seat whose turn it is; null once over. */
export const actingSeat = (s: Pick<KaiserState, 'ask' | 'turn'>): number | null => s.ask?.seat ?? s.turn;
