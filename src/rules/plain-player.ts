/**
 * A plain player, for the bots' playouts in every game (deal-rules.ts SeatedMachine.plain), as a sensible player at the
 * table plays (bots.md finding 2): it leads the cheapest card no other side's card takes, else its lowest; takes a trick
 * the other side holds with the cheapest card that does, else throws its lowest; under a partner's trick lays its lowest
 * card that leaves the trick there. Asked anything else, it declares what it may, accepts every raise, never raises,
 * calls, folds, runs, goes on for the march or gives up, lays aside its weakest cards and takes a stronger card in exchange. Without a card's
 * strength (`power`) it lays any card that does the same; asked anything else, any choice but those (plain-asked.ts
 * answers as a sensible player does). Who would hold the trick after a card is the game's own answer.
 */
import type { TableAct } from './deal-rules.ts';

/**
 * What a plain player never chooses in a playout: it plays every deal out, and never raises the stake itself (going on
 * for the march after a Jann raises it: chosen at random, a lone dealer at five pictured the four going on and failing
 * half the time, courted their Jann, and lost 1.63 € a deal more than the greedy player in its seat; issue 46).
 */
export const NEVER: ReadonlySet<string> = new Set(['fold', 'run', 'concede', 'spieldrei', 'go-on']);

export interface PlainAsk<A extends TableAct> {
  readonly choices: readonly A[];
  /** the seat to act, and the seat holding the trick before its card (null: it leads) */
  readonly seat: number;
  readonly holder: number | null;
  /** the seat that would hold the trick after this card is laid */
  readonly after: (a: A) => number;
  /** a seat's side */
  readonly sideOf: (seat: number) => number | null;
  readonly random: () => number;
  /** a card's strength in this deal (higher: it takes more); absent: every card alike */
  readonly power?: (card: string) => number;
  /** whether a card of another side takes a trick this card leads (absent: it may) */
  readonly beaten?: (card: string) => boolean;
}

export const any = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** The action with the least of `value`, the first of equals; or any where no value is known. */
export function least<A extends object>(list: readonly A[], value: ((a: A) => number) | undefined, random: () => number): A {
  if (!value) return any(list, random);
  let best = list[0]!;
  let low = value(best);
  for (const a of list) {
    const v = value(a);
    if (v < low) [best, low] = [a, v];
  }
  return best;
}

const cardOf = (a: TableAct): string | undefined => (a as { card?: unknown }).card as string | undefined;

export function plainMove<A extends TableAct>({ choices, seat, holder, after, sideOf, random, power, beaten }: PlainAsk<A>): A {
  const plays = choices.filter((a) => a.type === 'play');
  if (plays.length === 0) {
    const rest = choices.filter((a) => !NEVER.has(a.type));
    return any(rest.length ? rest : choices, random);
  }
  const low = power ? (a: A) => power(cardOf(a)!) : undefined;
  if (plays.length === 1) return any(plays, random);
  if (holder === null) {
    // A lead: a card that holds the trick against every other side's card, the cheapest of them; else the lowest.
    const sure = beaten ? plays.filter((a) => !beaten(cardOf(a)!)) : [];
    return least(sure.length ? sure : plays, low, random);
  }
  const side = sideOf(seat);
  if (sideOf(holder) === side) {
    // The partner holds it: a card that leaves it there keeps the better cards for later.
    const under = plays.filter((a) => after(a) === holder);
    return least(under.length ? under : plays, low, random);
  }
  const takers = plays.filter((a) => sideOf(after(a)) === side);
  return least(takers.length ? takers : plays, low, random);
}
