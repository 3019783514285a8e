/** What one player knows of a deal: their own hand, and what happened in the open. Bots decide from a view, never the state. */
import type { CardCode } from './cards.ts';
import type { Side } from './deal-end.ts';
import type { Action, DealStart, Offer, PlayState, Seat } from './play.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { mayTurnNow } from './table-play.ts';
import { choicesAt, seenBy, type SeatKnowledge } from './table-view.ts';

/** What is done in the open: everyone sees it. */
type Open =
  | 'throwIns'
  | 'chosen'
  | 'turnedUp'
  | 'kept'
  | 'laidOut'
  | 'given'
  | 'exchanges'
  | 'shown'
  | 'phase'
  | 'tricks'
  | 'takers'
  | 'won'
  | 'trick'
  | 'accepted'
  | 'marching'
  | 'result';

export interface SeatView extends Pick<PlayState, Open>, SeatKnowledge<Seat, Offer> {
  /** the variant, the deal's number and the dealer; never the seed, which would tell every card */
  readonly start: Omit<DealStart, 'seed' | 'deck'>;
  /** stock cards this player knows: the Olen shown and the cards given for them, turn-ups put back, and their own peeks */
  readonly stockKnown: readonly CardCode[];
}

/** The view of one seat. */
export function viewOf(s: PlayState, seat: Seat): SeatView {
  const { variant, dealNo, dealer } = s.start;
  const open = new Set<CardCode>([...s.shown, ...s.turnedUp, ...s.exchanges.map((e) => e.give)]);
  const mine = new Set(s.peeks.filter((p) => p.seat === seat).map((p) => p.card));
  return {
    seat,
    start: { variant, dealNo, dealer },
    throwIns: s.throwIns,
    chosen: s.chosen,
    turnedUp: s.turnedUp,
    kept: s.kept,
    laidOut: s.laidOut,
    given: s.given,
    exchanges: s.exchanges,
    shown: s.shown,
    hand: s.hands[seat]!,
    handSizes: s.hands.map((h) => h.length),
    stockSize: s.stock.length,
    stockKnown: s.stock.filter((c) => open.has(c) || mine.has(c)),
    ...seenBy(s, seat),
    result: s.result,
  };
}

/**
 * The cards this player cannot place: the pack less their hand, every card in the open (tricks, the table) and the
 * cards known to lie in a hand or in the stock. A bot deals these at random to fill what it cannot see.
 */
export function unseenCards(v: SeatView): CardCode[] {
  const placed = new Set<CardCode>([
    ...v.hand,
    ...v.tricks.flatMap((t) => t.cards),
    ...(v.trick?.cards ?? []),
    ...(v.faceDown ? [v.faceDown] : []),
    ...v.kept.flat(),
    ...v.laidOut,
    ...v.given,
    ...v.known.flat(),
    ...v.stockKnown,
  ]);
  return KNUEFFELN[v.start.variant].pack.filter((c) => !placed.has(c));
}

/**
 * Another seat's lead turned face down, where the open history tells which card it is: a card its leader took in an
 * exchange that is neither in its hand nor played can lie nowhere else. Null where the seat cannot tell, or sees it.
 */
export function knownFaceDown(v: SeatView): CardCode | null {
  if (v.phase !== 'turned' || v.faceDown !== null || !v.trick) return null;
  const unseen = new Set(unseenCards(v));
  const leader = v.trick.leader;
  return v.exchanges.find((e) => e.seat === leader && unseen.has(e.take))?.take ?? null;
}

/** What this player may do now, by the rules (nothing when it is not their turn): the same as legalActions on the state. */
export function choicesOf(v: SeatView): Action[] {
  return choicesAt(v, () => mayTurnNow(v, (v.seat % 2) as Side));
}

/**
 * Every action the rules allow now: the choices of the seat to act. A turn's answer and the Jann's choice belong to a
 * side, so apply also takes them from the partner of the seat asked; this lists the seat asked only. (It lives
 * beside the view it reads, so the deal's state machine, play.ts, does not import the view that imports it.)
 */
export const legalActions = (s: PlayState): Action[] => choicesOf(viewOf(s, s.toAct));
