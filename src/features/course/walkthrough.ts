import { shuffle } from './random.ts';
import { dealCards, exchangeOptions, packOf, VARIANTS, type CardCode, type Deal, type ExchangeOptions, type VariantId } from '../../rules/index.ts';

export interface Walkthrough {
  readonly deal: Deal;
  readonly options: ExchangeOptions;
}

/**
 * A random deal and its exchanges. With `wantOle`, deals again until an Ole can be exchanged
 * (at the bottom of the stock, or among the cutter's cards in 1924 and 1938), so the step has something to show.
 */
export function randomWalkthrough(variant: VariantId, players: 4 | 5, rand: (n: number) => number, wantOle = false): Walkthrough {
  const pack = packOf(VARIANTS[variant]);
  for (let tries = 0; ; tries++) {
    const r = dealCards(variant, shuffle(pack, rand), players);
    if (!r.ok) continue;
    const options = exchangeOptions(r.value);
    const hasOle = options.exchanges.some((e) => e.kind === 'ole');
    if (r.value.turnUp.kind === 'chosen' && (!wantOle || hasOle || tries > 500)) return { deal: r.value, options };
  }
}

/** Cards a player gives or takes in the exchanges, to highlight in their hand. */
export function exchangedCards(w: Walkthrough): Set<CardCode> {
  const s = new Set<CardCode>();
  for (const e of w.options.exchanges) {
    s.add(e.give);
    if (e.kind === 'ole') s.add(e.take);
  }
  return s;
}
