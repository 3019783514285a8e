import { factsFor, strengthOf, suitOf, type CardCode, type DealContext, type Suit } from '../../rules/index.ts';

/** Cards sorted as a player holds them: the Olen, then the first chosen suit, the second, the others; the strongest first. */
export function inHandOrder(ctx: DealContext, chosen: readonly [Suit, Suit], cards: readonly CardCode[]): CardCode[] {
  const group = (c: CardCode) => {
    if (factsFor(ctx, c).role.kind === 'ole') return 0;
    const k = chosen.indexOf(suitOf(c));
    return k >= 0 ? 1 + k : 3 + 'SHDC'.indexOf(suitOf(c));
  };
  return [...cards].sort((a, b) => group(a) - group(b) || strengthOf(ctx, b) - strengthOf(ctx, a));
}
