/**
 * A plain player, for the bots' playouts in every game (deal-rules.ts SeatedMachine.plain): with a card to lay, it
 * takes the trick when the other side holds it (with any card that does), leaves it to a partner who holds it (with
 * a card that does not overtake where it can), and otherwise lays any card; asked anything else, it never folds, runs or
 * gives up, and picks at random among the rest. Who would hold the trick after a card is the game's own answer.
 */
import type { TableAct } from './deal-rules.ts';

/** What a plain player never chooses in a playout: it plays every deal out. */
const GIVE_UP = new Set(['fold', 'run', 'concede']);

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
}

const any = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

export function plainMove<A extends TableAct>({ choices, seat, holder, after, sideOf, random }: PlainAsk<A>): A {
  const plays = choices.filter((a) => a.type === 'play');
  if (plays.length === 0) {
    const rest = choices.filter((a) => !GIVE_UP.has(a.type));
    return any(rest.length ? rest : choices, random);
  }
  if (plays.length === 1 || holder === null) return any(plays, random);
  const side = sideOf(seat);
  if (sideOf(holder) === side) {
    // The partner holds it: a card that leaves it there keeps the better cards for later.
    const under = plays.filter((a) => after(a) === holder);
    return any(under.length ? under : plays, random);
  }
  const takers = plays.filter((a) => sideOf(after(a)) === side);
  return any(takers.length ? takers : plays, random);
}
