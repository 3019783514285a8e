/**
 * A Kaiserspiel state a seat's view could have come from: the same open history, every card the seat cannot see dealt
 * again among the places it could be. Each place keeps its size and what the seat knows of it: another seat's cards
 * dealt face up stay with that seat (in its hand, its discards or a card it played face down), a card played face down
 * is a banner exactly when its player said "Kaiser", a Kaiser declared unseen is a banner its declarer still holds
 * (or played face down, or, declared before the discard, laid aside), and the bottom card stays at the bottom of the
 * stock. For the bots, which decide from the view and sample what they cannot see.
 */
import type { CardCode } from './cards.ts';
import { FAMILY } from './family-games.ts';
import { isBanner } from './kaiser-dealing.ts';
import type { KaiserState, KaiserTrick } from './kaiser-state.ts';
import type { KaiserView } from './kaiser-view.ts';
import { shuffled } from './shuffle.ts';

/** A place one hidden card goes: a seat's hand or discards at an index, or a card played face down. */
type Slot =
  | { readonly where: 'hand' | 'discard'; readonly seat: number; readonly index: number }
  | { readonly where: 'trick'; readonly trick: number; readonly index: number };

/** Takes a random card from a list that matches, and removes it. */
function draw(list: CardCode[], random: () => number, match: (c: CardCode) => boolean = () => true): CardCode {
  const fits = list.filter(match);
  const card = fits[Math.floor(random() * fits.length)]!;
  list.splice(list.indexOf(card), 1);
  return card;
}

export function redeal(v: KaiserView, random: () => number): KaiserState {
  const n = v.start.players;
  const me = v.seat;
  const tricks = [...v.tricks, ...(v.trick ? [v.trick] : [])];
  const upPlayed = new Set(tricks.flatMap((t) => t.cards.filter((c) => c.card !== null && !c.faceDown).map((c) => c.card!)));
  // Every card the seat can place: its own, the face-up cards of the deal and of the tricks, its face-down ones, the bottom.
  const placed = new Set<CardCode>([
    ...v.hand,
    ...v.discards,
    ...tricks.flatMap((t) => t.cards.flatMap((c) => (c.card ? [c.card] : []))),
    ...v.faceUp.map((f) => f.card),
    v.bottom,
  ]);
  const free = shuffled(
    (FAMILY.kaiserspiel.pack as readonly CardCode[]).filter((c) => !placed.has(c)),
    random,
  );

  const hands: (CardCode | null)[][] = v.handSizes.map((size, seat) => (seat === me ? [...v.hand] : Array<CardCode | null>(size).fill(null)));
  const discards: (CardCode | null)[][] = v.discardSizes.map((size, seat) => (seat === me ? [...v.discards] : Array<CardCode | null>(size).fill(null)));
  const trickCards: (CardCode | null)[][] = tricks.map((t) => t.cards.map((c) => c.card));
  const put = (slot: Slot, card: CardCode) => {
    if (slot.where === 'trick') trickCards[slot.trick]![slot.index] = card;
    else (slot.where === 'hand' ? hands : discards)[slot.seat]![slot.index] = card;
  };
  const open = (where: 'hand' | 'discard', seat: number): Slot[] =>
    (where === 'hand' ? hands : discards)[seat]!.flatMap((c, index) => (c === null ? [{ where, seat, index }] : []));
  const faceDown = (seat: number, banner: boolean): Slot[] =>
    tricks.flatMap((t, trick) =>
      t.cards.flatMap((c, index) => (c.seat === seat && c.card === null && c.banner === banner ? [{ where: 'trick' as const, trick, index }] : [])),
    );
  const takeSlot = (slots: Slot[]): Slot => slots.splice(Math.floor(random() * slots.length), 1)[0]!;

  // The hidden Kaisers, seat by seat, in the order declared: drawn from the banners the seat cannot place.
  const hidden = new Map<number, CardCode>();
  v.declared.forEach((d, i) => {
    if (d.card === null) hidden.set(i, draw(free, random, isBanner));
  });

  for (let seat = 0; seat < n; seat++) {
    if (seat === me) continue;
    const mustHold = (card: CardCode, laidAside: boolean) => ({ card, laidAside });
    const ofSeat = v.declared.flatMap((d, i) => (d.seat === seat && d.card === null ? [mustHold(hidden.get(i)!, d.during === 'deal')] : []));
    const pinned = v.faceUp.filter((f) => f.seat === seat && !upPlayed.has(f.card)).map((f) => mustHold(f.card, true));
    // The seat's cards played face down take what they can first: a Kaiser declared after the discard, then the rest.
    const banners = [
      ...ofSeat.filter((x) => !x.laidAside),
      ...shuffled([...ofSeat.filter((x) => x.laidAside), ...pinned.filter((x) => isBanner(x.card))], random),
    ];
    const plains = shuffled(
      pinned.filter((x) => !isBanner(x.card)),
      random,
    );
    const rest: typeof banners = [];
    for (const [items, slots] of [
      [banners, faceDown(seat, true)],
      [plains, faceDown(seat, false)],
    ] as const) {
      for (const x of items) {
        if (slots.length > 0) put(takeSlot(slots), x.card);
        else rest.push(x);
      }
    }
    for (const x of rest.sort((a, b) => Number(a.laidAside) - Number(b.laidAside))) {
      const slots = [...open('hand', seat), ...(x.laidAside ? open('discard', seat) : [])];
      put(takeSlot(slots), x.card);
    }
  }
  // The other cards played face down, then every other hidden place and the stock.
  for (let seat = 0; seat < n; seat++) {
    if (seat === me) continue;
    for (const slot of faceDown(seat, true)) if (trickCards[(slot as { trick: number }).trick]![slot.index] === null) put(slot, draw(free, random, isBanner));
    for (const slot of faceDown(seat, false))
      if (trickCards[(slot as { trick: number }).trick]![slot.index] === null)
        put(
          slot,
          draw(free, random, (c) => !isBanner(c)),
        );
  }
  for (let seat = 0; seat < n; seat++) {
    if (seat === me) continue;
    for (const slot of [...open('hand', seat), ...open('discard', seat)]) put(slot, draw(free, random));
  }
  const stock = [...shuffled(free, random), v.bottom];

  const dealt = (i: number): KaiserTrick => ({
    leader: tricks[i]!.leader,
    cards: tricks[i]!.cards.map((c, j) => ({ seat: c.seat, card: trickCards[i]![j]!, faceDown: c.faceDown })),
  });
  return {
    start: { ...v.start, seed: '' },
    reshuffles: v.reshuffles,
    bottom: v.bottom,
    stock,
    hands: hands as CardCode[][],
    faceUp: v.faceUp,
    chosen: v.chosen,
    stage: v.stage,
    discards: discards as CardCode[][],
    declared: v.declared.map((d, i) => ({ ...d, card: d.card ?? hidden.get(i)! })),
    lost: v.lost,
    stakes: v.stakes,
    phase: v.phase,
    turn: v.turn,
    ask: v.ask,
    tricks: v.tricks.map((_, i) => dealt(i)),
    trick: v.trick ? dealt(v.tricks.length) : null,
    takers: v.takers,
    won: v.won,
    result: v.result,
    actions: [],
  };
}
