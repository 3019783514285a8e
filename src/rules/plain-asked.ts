/**
 * A plain player's answer to what is not a card to lay (plain-player.ts lays the cards), as a sensible player answers:
 * it accepts every raise, declares what it may, never raises, calls, folds or gives up, lays aside its weakest cards
 * and takes a stronger card in exchange (`power`: a card's strength in the deal; absent, any exchange or none).
 */
import type { TableAct } from './deal-rules.ts';
import { any, least, NEVER } from './plain-player.ts';

/** A choice that is not a card to lay: the rest of the table's questions. */
export function plainAsked<A extends TableAct>(choices: readonly A[], power: ((card: string) => number) | undefined, random: () => number): A {
  const of = (type: string) => choices.filter((a) => a.type === type);
  const first = (...types: string[]) => types.map(of).find((l) => l.length)?.[0];
  const pick = first('accept', 'declare');
  if (pick) return pick;
  const p = power ?? (() => 0);
  const swaps = of('exchange') as (A & { give: string; take: string })[];
  if (swaps.length && power) {
    const best = swaps.reduce((b, a) => (p(a.take) - p(a.give) > p(b.take) - p(b.give) ? a : b));
    const keep = first('pass', 'decline');
    return p(best.take) > p(best.give) || !keep ? best : keep;
  }
  const discards = of('discard') as (A & { cards: readonly string[] })[];
  if (discards.length) return least(discards, (a) => a.cards.reduce((n, c) => n + p(c), 0), random);
  const calm = first('pass') ?? (of('raise') as (A & { by: number })[]).sort((x, y) => x.by - y.by)[0];
  if (calm) return calm;
  const rest = choices.filter((a) => !NEVER.has(a.type));
  return any(rest.length ? rest : choices, random);
}
