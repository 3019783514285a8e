/**
 * Knüffeln for four at the Play table, one entry a variant: the deal (play.ts) seen from its seats (view.ts) behind
 * the one interface every game at the table has (deal-rules.ts TableGame), so that the table, the bots' seated port
 * and the tests that run over every game take it as they take the others. With it: a state dealt again from a seat's
 * view, and what a finished deal paid each seat.
 */
import { makeCard, suitOf, type CardCode } from './cards.ts';
import type { DealRules, TableGame, TableStart, TableView } from './deal-rules.ts';
import { TRICKS } from './deal-end.ts';
import { refuse } from './errors.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { settle, type Payment } from './payments.ts';
import { plainMove } from './plain-player.ts';
import { apply, dealContext, offerAt, parseDealStart, SEATS, sideOfSeat, startDeal, trickWinner } from './play.ts';
import type { Action, PlayState, Seat } from './play.ts';
import { ok } from './result.ts';
import { firstDealStart, nextDealStart } from './session.ts';
import { shuffled } from './shuffle.ts';
import { VARIANT_IDS, type VariantId } from './variants.ts';
import { choicesOf, knownFaceDown, legalActions, unseenCards, viewOf, type SeatView } from './view.ts';

/** Knüffeln for four as the deal interface describes it: the Olen and the Tens exchanged, a lead may be turned. */
const rulesOf = (variant: VariantId) =>
  ({
    game: variant,
    seats: [4],
    direction: 'clockwise',
    hands: { 4: { dealt: TRICKS, held: TRICKS } },
    exchanges: [
      { kind: 'ole', give: ['Q', 'K'] },
      { kind: 'turn-up', give: KNUEFFELN[variant].rules.exchangeRank },
    ],
    faceDown: [{ kind: 'stock', seen: 'bottom' }, { kind: 'turned-lead' }],
    stakes: { kind: 'fixed', base: 1 },
    end: { kind: 'tricks', of: TRICKS, needed: 5 },
    sides: 2,
  }) as const satisfies DealRules<VariantId, 4>;

type Cursor = PlayState['cursor'];

/** Where the chain of exchanges stands at an offer the seat itself was made. */
function cursorOf(v: SeatView, offer: NonNullable<SeatView['offer']>): Cursor {
  if (offer.kind === 'turn-up') return { stage: 'ten', index: v.chosen.indexOf(suitOf(offer.give)) };
  const fromCutter = KNUEFFELN[v.start.variant].rules.oleExchange.from === 'cutter-three';
  // From the stock, the dealer looked on up the bottom only after each Ole was taken; a cutter's Ole taken leaves the row.
  return { stage: 'ole', index: fromCutter ? v.laidOut.indexOf(offer.options[0]!) : v.exchanges.filter((e) => e.kind === 'ole').length };
}

/**
 * While another seat decides an exchange the seat cannot see (it only knows the table waits): a point of the chain
 * that can be on offer, and the card that must then lie in another hand. The Olen shown and not taken (from the stock,
 * the last one looked at), while no Ten was exchanged; the Tens past the last one exchanged, with a turn-up of their
 * suit still on the table. Of an Ole, its Queen's holder is asked, or the King's when the Queen is seen elsewhere.
 */
function pendingOffer(v: SeatView, unseen: readonly CardCode[], random: () => number): { cursor: Cursor; card: CardCode | null } {
  const rules = KNUEFFELN[v.start.variant].rules;
  const inHand = (c: CardCode) => v.known.some((k, seat) => seat !== v.seat && k.includes(c));
  const holdable = (c: CardCode) => unseen.includes(c) || inHand(c);
  const open: { cursor: Cursor; give: CardCode }[] = [];
  const tens = v.exchanges.filter((e) => e.kind === 'turn-up');
  if (tens.length === 0) {
    const fromCutter = rules.oleExchange.from === 'cutter-three';
    const taken = v.exchanges.filter((e) => e.kind === 'ole').length;
    const olen = fromCutter ? v.laidOut.map((card, index) => ({ card, index })) : v.shown.slice(taken, taken + 1).map((card) => ({ card, index: taken }));
    for (const { card, index } of olen) {
      const suit = suitOf(card);
      if (rules.oleExchange.queens === 'chosen' && !v.chosen.includes(suit)) continue;
      const queen = makeCard({ rank: 'Q', suit });
      const king = makeCard({ rank: 'K', suit });
      // Held by this seat, the Ole was offered to it, and is past.
      const give = v.hand.includes(queen) ? null : holdable(queen) ? queen : v.hand.includes(king) ? null : holdable(king) ? king : null;
      if (give) open.push({ cursor: { stage: 'ole', index }, give });
    }
  }
  const from = Math.max(0, ...tens.map((e) => v.chosen.indexOf(suitOf(e.give)) + 1));
  for (let index = from; index < 2; index++) {
    const ten = makeCard({ rank: rules.exchangeRank, suit: v.chosen[index]! });
    if (v.kept[index]!.length > 0 && holdable(ten)) open.push({ cursor: { stage: 'ten', index }, give: ten });
  }
  if (open.length === 0) throw new Error('no exchange can be on offer in this view');
  const pick = open[Math.floor(random() * open.length)]!;
  return { cursor: pick.cursor, card: inHand(pick.give) ? null : pick.give };
}

/**
 * A state the view could have come from: the open history kept, every card the seat cannot place shuffled among the
 * places it could be (the other hands beside the cards known in them, the stock, a lead another seat turned face
 * down, unless an exchange tells which card it is), each place keeping its size. The turn-ups put back lie on top of the stock and the cards known at its bottom
 * stay there in order, so the dealer's look up the bottom goes on as it would. While another seat decides an
 * exchange, what it is offered lies in its hand.
 */
export function redealFour(v: SeatView, random: () => number): PlayState {
  let unseen = unseenCards(v);
  const slots = SEATS.map((i) => (i === v.seat ? 0 : v.handSizes[i]! - v.known[i]!.length));
  const extra: CardCode[][] = SEATS.map(() => []);
  let cursor: Cursor = { stage: 'ten', index: 2 };
  if (v.phase === 'exchange') {
    const pending = v.offer ? { cursor: cursorOf(v, v.offer), card: null } : pendingOffer(v, unseen, random);
    cursor = pending.cursor;
    const card = pending.card;
    if (card) {
      const seats = SEATS.filter((i) => slots[i]! > 0);
      const at = seats[Math.floor(random() * seats.length)]!;
      extra[at]!.push(card);
      slots[at]!--;
      unseen = unseen.filter((c) => c !== card);
    }
  }
  const down = knownFaceDown(v);
  if (down) unseen = unseen.filter((c) => c !== down);
  const deck = shuffled(unseen, random);
  const take = (n: number) => deck.splice(0, n);
  const hands = SEATS.map((i) => (i === v.seat ? v.hand : [...v.known[i]!, ...extra[i]!, ...take(slots[i]!)]));
  const faceDown = v.faceDown ?? (v.phase === 'turned' ? (down ?? take(1)[0]!) : null);
  const onTop = v.stockKnown.filter((c) => v.turnedUp.includes(c));
  const below = v.stockKnown.filter((c) => !v.turnedUp.includes(c));
  const stock = [...onTop, ...take(v.stockSize - v.stockKnown.length), ...below];
  const open = new Set<CardCode>([...v.shown, ...v.turnedUp, ...v.exchanges.map((e) => e.give)]);
  const base: PlayState = {
    start: { ...v.start, seed: 'redeal' },
    throwIns: v.throwIns,
    chosen: v.chosen,
    turnedUp: v.turnedUp,
    kept: v.kept,
    hands,
    stock,
    laidOut: v.laidOut,
    given: v.given,
    exchanges: v.exchanges,
    shown: v.shown,
    // The seat's own looks at the stock; what another seat alone saw there is not the seat's to picture.
    peeks: v.stockKnown.filter((c) => !open.has(c)).map((card) => ({ seat: v.seat, card })),
    offer: null,
    cursor,
    phase: v.phase,
    toAct: v.toAct ?? v.start.dealer,
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
  if (v.phase !== 'exchange') return base;
  const offer = v.offer ?? offerAt(base, cursor);
  if (!offer) throw new Error('no exchange can be on offer in this view');
  return { ...base, offer, toAct: offer.seat };
}

/** What each seat won (negative: paid) once the deal is over: each loser pays one winner; nothing before. */
export const paidFour = (s: PlayState): readonly number[] =>
  SEATS.map((seat) => (s.result ? (sideOfSeat(seat) === s.result.winner ? 1 : -1) * s.result.payment.amount : 0));

/** A deal of four worth so much, as the variant settles it (null where an ending cannot be paid so). */
const worthOf = (variant: VariantId, outcome: 'game' | 'march' | 'ran', turns: number, wentOn: boolean): Payment | null => {
  const paid = settle({ variant, outcome, acceptedTurns: turns, players: 4, ...(outcome === 'ran' ? { wentOn } : {}) });
  return paid.ok ? paid.value : null;
};

/** What the table shows of a deal of four from one seat. */
function tableViewOf(v: SeatView): TableView {
  const laid = (t: PlayState['tricks'][number]) => ({ leader: t.leader, cards: t.cards.map((card, k) => ({ seat: (t.leader + k) % 4, card })) });
  const turns = v.accepted[0] + v.accepted[1];
  // Running from a turn made in a march fails it, and the marchers pay the march (eaton-2021, The Play).
  const march = v.marching !== null;
  const see = worthOf(v.start.variant, march ? 'march' : 'game', turns + 1, march);
  const run = worthOf(v.start.variant, 'ran', turns, march);
  const asked = v.phase === 'turned' && v.toAct === v.seat && see !== null && run !== null;
  // A lead turned face down lies in the trick, seen by its leader alone.
  const trick =
    v.phase === 'turned' && v.trick ? { leader: v.trick.leader, cards: [{ seat: v.trick.leader, card: v.faceDown }] } : v.trick ? laid(v.trick) : null;
  // 1938: the cutter laid all three bottom cards face up (cutterLook in play.ts); in 1924 and from the stock, shown cards lie in the stock.
  const { oleExchange } = KNUEFFELN[v.start.variant].rules;
  const cutterShown = oleExchange.from === 'cutter-three' && oleExchange.laid === 'all' ? v.shown : [];
  return {
    ...(asked ? { answer: { accept: see.amount, refuse: run.amount, march } } : {}),
    seat: v.seat,
    seats: 4,
    dealer: v.start.dealer,
    sides: SEATS.map(sideOfSeat),
    hand: v.hand,
    handSizes: v.handSizes,
    chosen: v.chosen,
    faceUp: [
      ...[...v.kept.flat(), ...v.laidOut, ...v.given, ...cutterShown].map((card) => ({ seat: null, card })),
      ...v.known.flatMap((cards, seat) => (seat === v.seat ? [] : cards.map((card) => ({ seat, card })))),
    ],
    trick,
    tricks: v.tricks.map((t, i) => ({ ...laid(t), taker: v.takers[i]! })),
    won: v.won,
    toAct: v.result ? null : v.toAct,
    stake: worthOf(v.start.variant, 'game', turns, false)?.amount ?? 0,
  };
}

/** One variant of Knüffeln for four at the Play table. */
function fourTable(variant: VariantId): TableGame<PlayState, Action, SeatView> {
  return {
    rules: rulesOf(variant),
    tables: [4],
    parseStart: (input) => {
      const s = (input ?? {}) as Partial<TableStart>;
      if (s.seats !== 4) return refuse('bad-players', { allowed: '4' });
      const parsed = parseDealStart({ variant, players: 4, seed: s.seed, dealNo: s.dealNo, dealer: s.dealer });
      return parsed.ok ? ok({ seats: 4, seed: parsed.value.seed, dealNo: parsed.value.dealNo, dealer: parsed.value.dealer }) : parsed;
    },
    start: (start) => startDeal({ variant, seed: start.seed, dealNo: start.dealNo, dealer: start.dealer as Seat }),
    startOf: (s) => ({ seats: 4, seed: s.start.seed, dealNo: s.start.dealNo, dealer: s.start.dealer }),
    next: (s) => {
      const n = nextDealStart(s.start);
      return { seats: 4, seed: n.seed, dealNo: n.dealNo, dealer: n.dealer };
    },
    // East deals first, so the learner in the South leads the first trick (session.ts).
    first: (_, seed) => {
      const f = firstDealStart(variant, seed);
      return { seats: 4, seed, dealNo: f.dealNo, dealer: f.dealer };
    },
    actionsOf: (s) => s.actions,
    apply,
    legalActions,
    result: (s) => s.result,
    seatCount: () => 4,
    toAct: (s) => (s.phase === 'over' ? null : s.toAct),
    viewOf: (s, seat) => viewOf(s, seat as Seat),
    choices: choicesOf,
    redeal: redealFour,
    paid: paidFour,
    plain: (s, random) => {
      const ctx = dealContext(s);
      const t = s.trick;
      const after = (a: Action) =>
        a.type === 'play' ? trickWinner({ leader: t?.leader ?? s.toAct, cards: [...(t?.cards ?? []), a.card], turned: false }, ctx) : s.toAct;
      const holder = t && t.cards.length ? trickWinner(t, ctx) : null;
      return plainMove({ choices: legalActions(s), seat: s.toAct, holder, after, sideOf: (x) => x % 2, random });
    },
    table: tableViewOf,
  };
}

/** Knüffeln for four, each variant a game of its own at the table. */
export const FOUR_TABLES = Object.fromEntries(VARIANT_IDS.map((id) => [id, fourTable(id)])) as Readonly<
  Record<VariantId, TableGame<PlayState, Action, SeatView>>
>;
