/**
 * What Kaiserspiel adds to the family's whole deal (family-deal.ts): its own actions, its own record in the state (the
 * face-up cards, the stage of the deal, the Kaisers, the stake, an answer waited for) and what a seat sees of it.
 * Plain, serializable data; the deal is kaiserspiel-deal.ts.
 */
import type { CardCode } from './cards.ts';
import { sideOf } from './family-deal.ts';
import type { BANNERS } from './family-ids.ts';
import type { KaiserSide, KaiserStep, StakeOffer, Stakes } from './kaiser-stakes.ts';

/** A banner, which may be declared as a Kaiser. */
export type Banner = (typeof BANNERS)[number];

/** What a seat does besides playing a card: declare a Kaiser, mark a raise, call Spieldrei, accept or fold, pass, discard. */
export type KaiserAction =
  /** a banner in hand declared as a Kaiser; the other seats hear "Kaiser", not which one (unless it lay face up) */
  | { readonly type: 'declare'; readonly seat: number; readonly card: Banner }
  /** the captain marks a Kaiser's raise, 1 or 3; or, just after a small one was accepted, makes it 3 */
  | { readonly type: 'raise'; readonly seat: number; readonly by: KaiserStep }
  | { readonly type: 'spieldrei'; readonly seat: number }
  | { readonly type: 'accept'; readonly seat: number }
  | { readonly type: 'fold'; readonly seat: number }
  /** nothing (more) to announce ("done mine"), or a small Kaiser left as it is */
  | { readonly type: 'pass'; readonly seat: number }
  /** two cards laid aside face down (four players) */
  | { readonly type: 'discard'; readonly seat: number; readonly cards: readonly [CardCode, CardCode] };
export const KAISER_ACTION_TYPES = ['declare', 'raise', 'spieldrei', 'accept', 'fold', 'pass', 'discard'] as const satisfies readonly KaiserAction['type'][];

/**
 * The phases before play, and the one between: deal, a pause in the deal, the seats asked in turn; discard, each lays
 * two cards aside (four players); announce, the round of announcements after the deal; ask, an answer waited for (a
 * raise to mark, an offer to accept or fold), after which the turn goes back where it was.
 */
export type KaiserPhase = 'deal' | 'discard' | 'announce' | 'ask';

/** An answer waited for: the captain marks a Kaiser's raise, the other captain accepts or folds, or a small one may be made three. */
export type KaiserAsk =
  | { readonly kind: 'mark'; readonly side: KaiserSide }
  | { readonly kind: 'answer'; readonly offer: StakeOffer }
  | { readonly kind: 'three'; readonly side: KaiserSide };

export interface KaiserDeclared {
  readonly seat: number;
  readonly card: Banner;
  /** it was dealt face up and declared at once: everyone saw which banner it is */
  readonly open: boolean;
  /** declared in a pause of the deal, or in the round after it (at four, after the discard: so it was not laid aside) */
  readonly during: 'deal' | 'announce';
}

/** Kaiserspiel's record in the deal's state. */
export interface KaiserExt {
  /** the face-up cards in the order dealt, one to each seat */
  readonly faceUp: readonly { readonly seat: number; readonly card: CardCode }[];
  /** the bottom card everyone saw at the cut: never dealt, it lies on the deal's table, out of play */
  readonly bottom: CardCode;
  /** the stage of the deal reached (kaiser-dealing.ts dealStages) */
  readonly stage: number;
  readonly declared: readonly KaiserDeclared[];
  /** banners dealt face up and not declared at once: they stay worthless */
  readonly lost: readonly CardCode[];
  readonly stakes: Stakes;
  /** the answer waited for, while the phase is ask */
  readonly ask: KaiserAsk | null;
  /** where the turn goes back once the answer is given: the phase and the seat */
  readonly resume: { readonly phase: string; readonly seat: number } | null;
}

/** What a seat sees of Kaiserspiel's record: a Kaiser declared unseen has no card, and which face-down cards were banners. */
export interface KaiserViewExt extends Omit<KaiserExt, 'declared'> {
  readonly declared: readonly (Omit<KaiserDeclared, 'card'> & { readonly card: Banner | null })[];
  /**
   * per trick, finished ones first and then the one being played, the positions of the cards played face down that
   * were banners: whoever plays a banner face down says "Kaiser" (kaiserjass: The Play)
   */
  readonly kaiserCalls: readonly (readonly number[])[];
}

/** The side of a seat: seats alternate (kaiserjass: The Players), as at every family table. */
export { sideOf };
/** Ruling kaiser-captains: each side's first seat at the table captains it for the whole game. */
export const captainOf = (side: KaiserSide): number => side;
export const isCaptain = (seat: number): boolean => seat === captainOf(sideOf(seat));
export const otherSide = (side: KaiserSide): KaiserSide => (1 - side) as KaiserSide;
