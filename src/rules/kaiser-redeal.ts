/**
 * A Kaiserspiel state a seat's view could have come from: the same open history, every card the seat cannot see dealt
 * again among the places it could be. Each place keeps its size and what the seat knows of it: another seat's cards
 * dealt face up stay with that seat (in its hand, its discards or a card it played face down), a card played face down
 * is a banner exactly when its player said "Kaiser", a Kaiser declared unseen is a banner its declarer still holds (or
 * played face down, or, declared before the discard, laid aside), and the bottom card stays out of play. The family's
 * redeal deals the unseen cards at random; this one places the cards the view ties to a seat first, so that every
 * state it gives fits the view. For the bots, which decide from the view and sample what they cannot see.
 */
import type { CardCode } from './cards.ts';
import type { FamilyTrick } from './family-deal.ts';
import { FAMILY } from './family-games.ts';
import type { FamilyCard } from './family-ids.ts';
import { isBanner } from './kaiser-dealing.ts';
import type { Banner } from './kaiser-state.ts';
import type { KaiserDealState, KaiserView } from './kaiser-view.ts';
import { shuffled } from './shuffle.ts';

/** A hidden place: a seat's hand or discards at an index, or a card played face down (trick, position). */
type Slot =
  | { readonly where: 'hand' | 'aside'; readonly seat: number; readonly index: number }
  | { readonly where: 'trick'; readonly trick: number; readonly index: number };

/** Takes a random card that matches from a list, and removes it. */
function draw(list: CardCode[], random: () => number, match: (c: CardCode) => boolean = () => true): CardCode {
  const fits = list.filter(match);
  if (fits.length === 0) throw new Error('a view asks for a card that no unseen card fits');
  const card = fits[Math.floor(random() * fits.length)]!;
  list.splice(list.indexOf(card), 1);
  return card;
}

export function kaiserRedeal(v: KaiserView, random: () => number): KaiserDealState {
  const n = v.start.players;
  const me = v.seat;
  const tricks = [...v.tricks, ...(v.trick ? [v.trick] : [])];
  const seatAt = (t: (typeof tricks)[number], i: number) => (t.leader + i) % n;
  const upPlayed = new Set(tricks.flatMap((t) => t.cards.filter((c, i) => c !== null && !t.down.includes(i))));
  // Every card the seat can place: its own, the face-up cards of the deal and of the tricks, its face-down ones, the table.
  const placed = new Set<FamilyCard | null>([...v.hand, ...v.aside, ...tricks.flatMap((t) => t.cards), ...v.ext.faceUp.map((f) => f.card), ...v.table]);
  const free = shuffled(
    (FAMILY.kaiserspiel.pack as readonly CardCode[]).filter((c) => !placed.has(c)),
    random,
  );

  const hands: (FamilyCard | null)[][] = v.handSizes.map((size, seat) => (seat === me ? [...v.hand] : Array<FamilyCard | null>(size).fill(null)));
  const aside: (FamilyCard | null)[][] = v.asideSizes.map((size, seat) => (seat === me ? [...v.aside] : Array<FamilyCard | null>(size).fill(null)));
  const cards: (FamilyCard | null)[][] = tricks.map((t) => [...t.cards]);
  const put = (slot: Slot, card: CardCode) => {
    if (slot.where === 'trick') cards[slot.trick]![slot.index] = card;
    else (slot.where === 'hand' ? hands : aside)[slot.seat]![slot.index] = card;
  };
  const open = (where: 'hand' | 'aside', seat: number): Slot[] =>
    (where === 'hand' ? hands : aside)[seat]!.flatMap((c, index) => (c === null ? [{ where, seat, index }] : []));
  // A seat's cards played face down that are still empty: banners (a call of "Kaiser") or not.
  const faceDown = (seat: number, banner: boolean): Slot[] =>
    tricks.flatMap((t, trick) =>
      t.cards.flatMap((_, index) =>
        seatAt(t, index) === seat && cards[trick]![index] === null && v.ext.kaiserCalls[trick]!.includes(index) === banner
          ? [{ where: 'trick' as const, trick, index }]
          : [],
      ),
    );
  const takeSlot = (slots: Slot[]): Slot => slots.splice(Math.floor(random() * slots.length), 1)[0]!;

  // The Kaisers declared unseen, in the order declared: banners the seat cannot place.
  const hidden = new Map<number, Banner>();
  v.ext.declared.forEach((d, i) => {
    if (d.card === null) hidden.set(i, draw(free, random, isBanner) as Banner);
  });

  for (let seat = 0; seat < n; seat++) {
    if (seat === me) continue;
    const ofSeat = v.ext.declared.flatMap((d, i) => (d.seat === seat && d.card === null ? [{ card: hidden.get(i)!, laidAside: d.during === 'deal' }] : []));
    const pinned = v.ext.faceUp.filter((f) => f.seat === seat && !upPlayed.has(f.card)).map((f) => ({ card: f.card, laidAside: true }));
    // The seat's face-down cards take what they can first: a Kaiser declared after the discard, then the rest.
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
      put(takeSlot([...open('hand', seat), ...(x.laidAside ? open('aside', seat) : [])]), x.card);
    }
  }
  // The other face-down cards, then every other hidden place, and the stock.
  const others = Array.from({ length: n }, (_, seat) => seat).filter((seat) => seat !== me);
  for (const seat of others) {
    for (const slot of faceDown(seat, true)) put(slot, draw(free, random, isBanner));
    for (const slot of faceDown(seat, false))
      put(
        slot,
        draw(free, random, (c) => !isBanner(c)),
      );
  }
  for (const seat of others) for (const slot of [...open('hand', seat), ...open('aside', seat)]) put(slot, draw(free, random));
  if (free.length !== v.stockSize) throw new Error(`a view left ${free.length} cards for a stock of ${v.stockSize}`);

  const dealt = (i: number): FamilyTrick => ({ leader: tricks[i]!.leader, cards: cards[i] as FamilyCard[], down: tricks[i]!.down });
  const { kaiserCalls: _, ...ext } = v.ext;
  return {
    start: { ...v.start, seed: '' },
    throwIns: v.throwIns,
    phase: v.phase,
    chosen: v.chosen,
    hands: hands as FamilyCard[][],
    stock: shuffled(free, random),
    aside: aside as FamilyCard[][],
    table: v.table,
    known: v.known,
    toAct: v.toAct,
    tricks: v.tricks.map((_, i) => dealt(i)),
    takers: v.takers,
    won: v.won,
    trick: v.trick ? dealt(v.tricks.length) : null,
    result: v.result,
    ext: { ...ext, declared: v.ext.declared.map((d, i) => ({ ...d, card: d.card ?? hidden.get(i)! })) },
    actions: [],
  };
}
