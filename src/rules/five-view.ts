/**
 * What one player knows of a deal for five: their own hand, what happened in the open, and for the dealer the stock it
 * looked at (eaton-2021, Five-Player Knüffeln). The choices a view allows, a state dealt again from a view, and the
 * deal for five behind the SeatedMachine interface (deal-rules.ts), so that a generic bot can play it.
 */
import { suitOf, type CardCode } from './cards.ts';
import type { DealRules, SeatedMachine } from './deal-rules.ts';
import { TRICKS } from './deal-end.ts';
import {
  answered,
  applyFive,
  FIVE_SEATS,
  offerAt,
  parseFiveStart,
  playersOf,
  sideOfFive,
  startFive,
  type FiveAction,
  type FiveDealStart,
  type FiveOffer,
  type FiveResult,
  type FiveSeat,
  type FiveState,
} from './five.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { shuffled } from './shuffle.ts';
import { mayTurnNow } from './table-play.ts';
import { choicesAt, seenBy, type SeatKnowledge } from './table-view.ts';
import { TABLE_SEATS } from './table-ids.ts';

type FiveOpen =
  'throwIns' | 'chosen' | 'turnedUp' | 'kept' | 'alone' | 'exchanges' | 'phase' | 'tricks' | 'takers' | 'won' | 'trick' | 'accepted' | 'marching' | 'result';

export interface FiveView extends Pick<FiveState, FiveOpen>, SeatKnowledge<FiveSeat, FiveOffer> {
  /** the variant, the deal's number and the dealer; never the seed, which would tell every card */
  readonly start: Omit<FiveDealStart, 'seed' | 'deck'>;
  /** the stock's cards for the dealer, who looked at the whole stock; null for the others */
  readonly stock: readonly CardCode[] | null;
}

/** The view of one seat. */
export function viewOfFive(s: FiveState, seat: FiveSeat): FiveView {
  const { variant, dealNo, dealer, players } = s.start;
  return {
    seat,
    start: { variant, dealNo, players, dealer },
    throwIns: s.throwIns,
    chosen: s.chosen,
    turnedUp: s.turnedUp,
    kept: s.kept,
    alone: s.alone,
    exchanges: s.exchanges,
    hand: s.hands[seat]!,
    handSizes: s.hands.map((h) => h.length),
    stockSize: s.stock.length,
    stock: seat === dealer ? s.stock : null,
    ...seenBy(s, seat),
    result: s.result,
  };
}

/** What this player may do now, by the rules (nothing when it is not their turn): the same as legalFive on the state. */
export function choicesOfFive(v: FiveView): FiveAction[] {
  const seat = v.seat;
  if (v.phase === 'choose' && v.toAct === seat) {
    return [
      { type: 'alone', seat },
      { type: 'sit-out', seat },
    ];
  }
  return choicesAt(v, () => {
    const side = sideOfFive(v, seat)!;
    return mayTurnNow(v, side) && answered(v, side);
  });
}

/** Every action the rules allow now: the choices of the seat to act (a turn's answer and the Jann's choice also from its partners). */
export const legalFive = (s: FiveState): FiveAction[] => choicesOfFive(viewOfFive(s, s.toAct));

/**
 * A state the view could have come from: the open history kept, every card the seat cannot see shuffled among the
 * places it could be (the other hands, the stock unless the seat dealt, a face-down lead), each place keeping its size
 * and the cards everyone knows it holds. While another player decides on a Ten, that Ten goes to a hand in the deal.
 */
export function redealFive(v: FiveView, random: () => number): FiveState {
  const pack = KNUEFFELN[v.start.variant].pack;
  const dealer = v.start.dealer;
  const hiddenDown = v.phase === 'turned' && v.faceDown === null;
  const placed = new Set<CardCode>([
    ...v.hand,
    ...v.kept.flat(),
    ...v.tricks.flatMap((t) => t.cards),
    ...(v.trick?.cards ?? []),
    ...(v.faceDown ? [v.faceDown] : []),
    ...v.known.flat(),
    ...(v.stock ?? []),
  ]);
  let unseen = pack.filter((c) => !placed.has(c));
  const slots = FIVE_SEATS.map((i) => (i === v.seat ? 0 : v.handSizes[i]! - v.known[i]!.length));
  const extra: CardCode[][] = FIVE_SEATS.map(() => []);
  // A Ten another player is deciding on lies in a hand of the deal.
  let cursor = v.phase === 'choose' ? 0 : 2;
  if (v.phase === 'exchange') {
    const pending = pendingTen(v, unseen, random);
    cursor = pending.index;
    if (pending.card) {
      const seats = playersOf(v, 0).filter((i) => slots[i]! > 0);
      const at = seats[Math.floor(random() * seats.length)]!;
      extra[at]!.push(pending.card);
      slots[at]!--;
      unseen = unseen.filter((c) => c !== pending.card);
    }
  }
  const deck = shuffled(unseen, random);
  const take = (n: number) => deck.splice(0, n);
  const hands = FIVE_SEATS.map((i) => (i === v.seat ? v.hand : [...v.known[i]!, ...extra[i]!, ...take(slots[i]!)]));
  const stock = v.stock ?? take(v.stockSize);
  const faceDown = v.faceDown ?? (hiddenDown ? take(1)[0]! : null);
  const base = {
    start: { ...v.start, seed: 'redeal' },
    throwIns: v.throwIns,
    chosen: v.chosen,
    turnedUp: v.turnedUp,
    kept: v.kept,
    hands,
    stock,
    alone: v.alone,
    exchanges: v.exchanges,
    phase: v.phase,
    tricks: v.tricks,
    takers: v.takers,
    won: v.won,
    trick: v.trick,
    faceDown,
    accepted: v.accepted,
    marching: v.marching,
    result: v.result,
    actions: [],
  };
  if (v.phase !== 'exchange') return { ...base, offer: null, cursor, toAct: v.toAct ?? dealer };
  const offer = v.offer ?? offerAt(base, cursor)!;
  return { ...base, offer, cursor: v.chosen.indexOf(suitOf(offer.give)), toAct: offer.seat };
}

/**
 * While another player decides on a Ten: which chosen suit's Ten it can be, at random where both can. Past the last
 * exchange made; a Ten the seat cannot see, with a turn-up of its suit still on the table.
 */
function pendingTen(v: FiveView, unseen: readonly CardCode[], random: () => number): { index: number; card: CardCode | null } {
  if (v.offer) return { index: v.chosen.indexOf(suitOf(v.offer.give)), card: null };
  const rank = KNUEFFELN[v.start.variant].rules.exchangeRank;
  const ten = (i: number) => `${rank}${v.chosen[i]}` as CardCode;
  let from = 0;
  for (const e of v.exchanges) from = Math.max(from, v.chosen.indexOf(suitOf(e.give)) + 1);
  const open = [0, 1].filter((i) => i >= from && unseen.includes(ten(i)) && v.kept[i]!.length > 0);
  if (open.length === 0) throw new Error('no Ten can be on offer in this view');
  const index = open[Math.floor(random() * open.length)]!;
  return { index, card: ten(index) };
}

/** What each seat won (negative: paid) once the deal is over; nothing before. */
export const paidFive = (s: FiveState): readonly number[] => s.result?.paid ?? FIVE_SEATS.map(() => 0);

/** Knüffeln for five as the deal interface describes it: Bohmstedt's table (Hattstedt's differs in its stakes and turns). */
export const FIVE_DEAL_RULES = {
  game: 'bohmstedt',
  seats: TABLE_SEATS['knueffeln-5'],
  direction: 'clockwise',
  hands: { 5: { dealt: TRICKS, held: TRICKS } },
  exchanges: [{ kind: 'turn-up', give: 'T' }],
  faceDown: [{ kind: 'stock', seen: 'dealer' }, { kind: 'turned-lead' }],
  stakes: { kind: 'fixed', base: 1 },
  end: { kind: 'tricks', of: TRICKS, needed: 5 },
  sides: 2,
} as const satisfies DealRules<'bohmstedt', 5>;

/** The deal for five behind the seated deal interface: what a generic bot is given. */
export const FIVE_MACHINE = {
  rules: FIVE_DEAL_RULES,
  parseStart: parseFiveStart,
  start: startFive,
  apply: applyFive,
  legalActions: legalFive,
  result: (s: FiveState) => s.result,
  seatCount: () => FIVE_SEATS.length,
  toAct: (s: FiveState) => (s.phase === 'over' ? null : s.toAct),
  viewOf: (s: FiveState, seat: number) => viewOfFive(s, seat as FiveSeat),
  choices: choicesOfFive,
  redeal: redealFive,
  paid: paidFive,
} satisfies SeatedMachine<typeof FIVE_DEAL_RULES, FiveDealStart, FiveState, FiveAction, FiveResult, FiveView>;
