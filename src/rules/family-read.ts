/**
 * What a seat at a family game can read from its own view, as a player at the table does: each card's strength in this
 * deal, the cards still out, who would hold the trick after a card, whether a lead is sure to hold, and how many strong
 * cards it holds. The sensible player of the benches and the coach's reasons ask this; nothing here sees a hidden card.
 */
import { BANNERS, type FamilyCard } from './family-ids.ts';
import { FAMILY } from './family-games.ts';
import { trickTaker, type FamilyView } from './family-deal.ts';
import { playFamilyTrick } from './family-trick.ts';
import type { FamilyContext, FamilyId } from './family.ts';

/** The part of Kaiserspiel's view this reads: the Kaisers declared (a card unseen: null). */
type DeclaredExt = { readonly declared?: readonly { readonly card: string | null }[] };

/** A card counts as strong in its top quarter of the pack by power. */
const STRONG = 0.75;

export interface SeatReading {
  /** a card's strength in this deal: how many of the pack's cards it holds a trick against */
  readonly power: (card: string) => number;
  /** the seat that would hold the trick after this card is laid face up */
  readonly after: (card: string) => number;
  /** the seat holding the trick now (null: the seat leads) */
  readonly holder: number | null;
  /** the card holding the trick now */
  readonly top: FamilyCard | null;
  /** no card still out takes a trick this card leads */
  readonly sure: (card: string) => boolean;
  /** the cards in hand in the pack's top quarter */
  readonly strong: readonly FamilyCard[];
}

/** A family deal's cards ranked by two-card tricks under its context (the chosen suits, the Kaisers declared). */
export function orderOf(ctx: FamilyContext): CardOrder {
  const key = `${ctx.game.id}|${ctx.chosen.join('')}|${[...ctx.kaisers].sort().join('')}`;
  const facts = (c: string) => ctx.facts.get(c)!;
  return cardOrder(key, [...ctx.facts.keys()], (lead, second) => playFamilyTrick(ctx, [facts(lead), facts(second)]).winner === 1);
}

/** Reads a family seat's view (`id`: the game; the chosen suits must be named). */
export function readSeat(id: FamilyId, view: unknown): SeatReading {
  const v = view as FamilyView<DeclaredExt>;
  const game = FAMILY[id];
  const declared = v.ext?.declared ?? [];
  const known = declared.flatMap((d) => (d.card ? [d.card] : []));
  // a Kaiser declared unseen may be any banner not in hand
  const unseen = declared.some((d) => !d.card) ? BANNERS.filter((b) => !v.hand.includes(b)) : [];
  const kaisers = game.kaisers ? [...new Set([...known, ...unseen])].sort() : [];
  const ctx = game.context(v.chosen, kaisers as never);
  const order = orderOf(ctx);
  const power = (c: string) => order.power.get(c) ?? 0;
  const powers = [...order.power.values()].sort((a, b) => a - b);
  const strongFrom = powers[Math.floor(STRONG * powers.length)]!;
  const played = new Set<string>([...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])].filter((c): c is FamilyCard => c !== null));
  const mine = new Set<string>([...v.hand, ...v.aside]);
  const out = [...ctx.facts.keys()].filter((c) => !mine.has(c) && !played.has(c) && !v.table.includes(c as FamilyCard));
  const players = v.start.players;
  const t = v.trick;
  const after = (card: string) =>
    trickTaker(ctx, { leader: t?.leader ?? v.seat, cards: [...(t?.cards ?? []), card] as FamilyCard[], down: t?.down ?? [] }, players);
  const holder = t && t.cards.length ? trickTaker(ctx, t as never, players) : null;
  const top = holder === null || !t ? null : (t.cards[(holder - t.leader + players) % players] ?? null);
  return {
    power,
    after,
    holder,
    top,
    sure: (c) => !out.some((d) => order.takenBy.get(c)?.has(d)),
    strong: v.hand.filter((c) => power(c) >= strongFrom),
  };
}

/** A pack's cards ranked in one deal: each card's power, and the cards that take a trick it leads. */
export interface CardOrder {
  readonly power: ReadonlyMap<string, number>;
  readonly takenBy: ReadonlyMap<string, ReadonlySet<string>>;
}

const ORDERS = new Map<string, CardOrder>();

/**
 * The cards of a deal ranked by two-card tricks (memoised by `key`, which names everything the trick rules read: the
 * game, the chosen suits, the Kaisers): a card's power is how many cards it holds a trick against, led or laid second;
 * `takes(lead, second)` says whether the second card takes the trick the first one leads.
 */
export function cardOrder(key: string, pack: readonly string[], takes: (lead: string, second: string) => boolean): CardOrder {
  const known = ORDERS.get(key);
  if (known) return known;
  const power = new Map<string, number>(pack.map((c) => [c, 0]));
  const takenBy = new Map<string, Set<string>>(pack.map((c) => [c, new Set<string>()]));
  for (const lead of pack)
    for (const second of pack) {
      if (lead === second) continue;
      if (takes(lead, second)) {
        power.set(second, power.get(second)! + 1);
        takenBy.get(lead)!.add(second);
      } else power.set(lead, power.get(lead)! + 1);
    }
  if (ORDERS.size > 500) ORDERS.clear();
  const order = { power, takenBy };
  ORDERS.set(key, order);
  return order;
}
