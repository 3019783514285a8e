/**
 * A deal of four dealt again from a seat's view (TableGame.redeal for four-player Knüffeln): the bots picture the
 * hidden cards so. Kept apart from the table's entry (four-table.ts), which the Play page loads without it.
 */
import { makeCard, suitOf, type CardCode } from './cards.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { offerAt, SEATS } from './play.ts';
import type { PlayState } from './play.ts';
import { shuffled } from './shuffle.ts';
import { knownFaceDown, unseenCards, type SeatView } from './view.ts';

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
