/** What one player knows of a deal: their own hand, and what happened in the open. Bots decide from a view, never the state. */
import type { CardCode } from './cards.ts';
import type { Action, DealStart, Offer, PlayState, Seat } from './play.ts';
import { mayTurn } from './turning.ts';
import { KNUEFFELN } from './knueffeln.ts';

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

export interface SeatView extends Pick<PlayState, Open> {
  readonly seat: Seat;
  /** the variant, the deal's number and the dealer; never the seed, which would tell every card */
  readonly start: Omit<DealStart, 'seed' | 'deck'>;
  readonly hand: readonly CardCode[];
  readonly handSizes: readonly number[];
  readonly stockSize: number;
  /** stock cards this player knows: the Olen shown and the cards given for them, turn-ups put back, and their own peeks */
  readonly stockKnown: readonly CardCode[];
  /** per seat, the cards everyone knows it holds: taken in an exchange and not yet played */
  readonly known: readonly (readonly CardCode[])[];
  /** who acts next; while the exchanges are decided, only the player offered one knows (the others wait) */
  readonly toAct: Seat | null;
  /** the exchange this player is offered, if any */
  readonly offer: Offer | null;
  /** the card this player turned face down; another player's stays hidden */
  readonly faceDown: CardCode | null;
}

/** The view of one seat. */
export function viewOf(s: PlayState, seat: Seat): SeatView {
  const { variant, dealNo, dealer } = s.start;
  const open = new Set<CardCode>([...s.shown, ...s.turnedUp, ...s.exchanges.map((e) => e.give)]);
  const mine = new Set(s.peeks.filter((p) => p.seat === seat).map((p) => p.card));
  const asked = s.phase === 'exchange' ? s.offer?.seat === seat : true;
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
    known: s.hands.map((h, i) => (i === seat ? h : h.filter((c) => s.exchanges.some((e) => e.seat === i && e.take === c)))),
    phase: s.phase,
    toAct: asked ? s.toAct : null,
    offer: s.offer?.seat === seat ? s.offer : null,
    tricks: s.tricks,
    takers: s.takers,
    won: s.won,
    trick: s.trick,
    faceDown: s.faceDown !== null && s.trick?.leader === seat ? s.faceDown : null,
    accepted: s.accepted,
    marching: s.marching,
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

/** What this player may do now, by the rules (nothing when it is not their turn): the same as legalActions on the state. */
export function choicesOf(v: SeatView): Action[] {
  const seat = v.seat;
  if (v.toAct !== seat) return [];
  switch (v.phase) {
    case 'exchange': {
      const o = v.offer!;
      return [...o.options.map((take): Action => ({ type: 'exchange', seat, give: o.give, take })), { type: 'decline', seat }];
    }
    case 'play': {
      const plays = v.hand.map((card): Action => ({ type: 'play', seat, card }));
      const variant = KNUEFFELN[v.start.variant].rules;
      const side = seat % 2;
      const canTurn = v.trick === null && mayTurn(variant, { tricksWon: v.won[side]!, turnsMade: v.accepted[side]! });
      return canTurn ? [...plays, ...v.hand.map((card): Action => ({ type: 'turn', seat, card }))] : plays;
    }
    case 'turned':
      return [
        { type: 'see', seat },
        { type: 'run', seat },
      ];
    case 'march':
      return [
        { type: 'go-on', seat },
        { type: 'stop', seat },
      ];
    case 'over':
      return [];
  }
}

/**
 * Every action the rules allow now: the choices of the seat to act. A turn's answer and the Jann's choice belong to a
 * side, so apply also takes them from the partner of the seat asked; this lists the seat asked only. (It lives
 * beside the view it reads, so the deal's state machine, play.ts, does not import the view that imports it.)
 */
export const legalActions = (s: PlayState): Action[] => choicesOf(viewOf(s, s.toAct));
